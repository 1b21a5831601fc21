import { UNAUTHORIZED_ERROR } from '@rg/domain'
import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { clientAddress } from '../../http.ts'
import { isLoopbackAddress } from '../../middlewares/client-address.ts'
import { fail, ok } from '../../services/outcome.ts'
import { grantWelcomeBonus, markGuideViewed, serializeUser } from '../../services/user/user-service.ts'
import { defineRoute } from '../define-route.ts'

/** getUser, initialCredits, productGuideViewed: the serialized user, the welcome bonus and the viewed tour steps. */
export function userRoutes(db: Database) {
  return [
    defineRoute('getUser', async ({ claims }) => {
      const user = await asUser(db, claims, (tx) => serializeUser(tx, claims.sub))
      return user ? ok(user) : fail(401, UNAUTHORIZED_ERROR.code, UNAUTHORIZED_ERROR.message)
    }),
    defineRoute('initialCredits', async ({ claims, c }) => {
      const address = clientAddress(c)
      return ok(
        await grantWelcomeBonus(db, claims.sub, address && !isLoopbackAddress(address) ? address : null),
      )
    }),
    defineRoute('productGuideViewed', async ({ claims, input }) => {
      await asUser(db, claims, (tx) => markGuideViewed(tx, claims.sub, input.body.ids))
      return ok({ ok: true as const })
    }),
  ]
}
