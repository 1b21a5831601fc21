import type { Database } from '../../db/database.ts'
import { clientAddress } from '../../http.ts'
import { isLoopbackAddress } from '../../middlewares/client-address.ts'
import { ok } from '../../services/outcome.ts'
import { currentUser, grantWelcomeBonus, markGuideViewed } from '../../services/user/user-service.ts'
import { defineRoute } from '../define-route.ts'

/** getUser, initialCredits, productGuideViewed: the serialized user, the welcome bonus and the viewed tour steps. */
export function userRoutes(db: Database) {
  return [
    defineRoute('getUser', ({ claims }) => currentUser(db, claims)),
    defineRoute('initialCredits', async ({ claims, c }) => {
      const address = clientAddress(c)
      return ok(
        await grantWelcomeBonus(db, claims.sub, address && !isLoopbackAddress(address) ? address : null),
      )
    }),
    defineRoute('productGuideViewed', async ({ claims, input }) => {
      await markGuideViewed(db, claims, input.body.ids)
      return ok({ ok: true as const })
    }),
  ]
}
