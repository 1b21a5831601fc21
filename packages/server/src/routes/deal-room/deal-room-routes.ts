import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { contactSharing, saveContactSharing } from '../../services/deal-room/contact-sharing.ts'
import { ok } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

/** The deal room (docs/product/deal-room.md): contact sharing of the investor; the owner's stats, demand and leads. */
export function dealRoomRoutes(db: Database) {
  return [
    defineRoute('getContactSharing', async ({ claims }) =>
      ok(await asUser(db, claims, (tx) => contactSharing(tx, claims.sub))),
    ),
    defineRoute('updateContactSharing', async ({ claims, input }) =>
      ok(await asUser(db, claims, (tx) => saveContactSharing(tx, claims.sub, input.body.shareByDefault))),
    ),
  ]
}
