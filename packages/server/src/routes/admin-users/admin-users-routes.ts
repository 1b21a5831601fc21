import { asService, asUser, continueAsService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  type Actor,
  adjustCredits,
  changeRole,
  decideVerification,
  endSessions,
  getUserDetail,
  listUsers,
  setBlocked,
} from '../../services/admin-users/admin-users-service.ts'
import { notifyUser, verificationNotice } from '../../services/notifications.ts'
import type { Outcome } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

/** /api/admin/users: the operator's user management. Access (admin, read from the database) is the route helper's. */
export function adminUserRoutes({
  db,
  mailer,
  baseUrl,
}: {
  db: Database
  mailer: Mailer
  /** The configured public origin (links in mails never come from the request: docs/security.md). */
  baseUrl: string
}) {
  /** Runs a change as the acting admin, then answers the user's fresh detail. */
  const thenDetail = async (
    claims: Parameters<typeof asUser>[1],
    change: (tx: Queryable) => Promise<Outcome<unknown>>,
    userId: string,
  ) => {
    const done = await asUser(db, claims, change)
    if (!done.ok) return done
    return asUser(db, claims, (tx) => getUserDetail(tx, userId))
  }

  return [
    defineRoute('adminListUsers', async ({ claims, input }) =>
      asUser(db, claims, (tx) => listUsers(tx, input.query)),
    ),
    defineRoute('adminGetUser', async ({ claims, input }) =>
      asUser(db, claims, (tx) => getUserDetail(tx, input.params.id)),
    ),
    defineRoute('adminChangeRole', async ({ claims, role, input }) => {
      const actor: Actor = { id: claims.sub, role }
      return thenDetail(
        claims,
        (tx) => changeRole(tx, actor, input.params.id, input.body.role),
        input.params.id,
      )
    }),
    defineRoute('adminDecideVerification', async ({ claims, role, input }) => {
      const actor: Actor = { id: claims.sub, role }
      const { decision, reason } = input.body
      const note = decision === 'REJECT' ? (reason ?? null) : null
      // The decision (as the admin, under RLS) and the notification and e-mail telling the user (written by the
      // server: users never write notifications) are one transaction, so neither exists without the other
      // (routes/admin-users/verification-decision.test.ts).
      const done = await asUser(db, claims, async (tx) => {
        const decided = await decideVerification(tx, actor, input.params.id, decision, note)
        if (!decided.ok) return decided
        await continueAsService(tx, claims.sub)
        await notifyUser(tx, mailer, input.params.id, verificationNotice(decision, note), baseUrl)
        return decided
      })
      if (!done.ok) return done
      return asUser(db, claims, (tx) => getUserDetail(tx, input.params.id))
    }),
    defineRoute('adminAdjustCredits', async ({ claims, role, input }) =>
      // the ledger takes no INSERT from users: the server writes it for the admin the route helper checked
      asService(
        db,
        (tx) =>
          adjustCredits(tx, { id: claims.sub, role }, input.params.id, input.body.amount, input.body.note),
        claims.sub,
      ),
    ),
    defineRoute('adminBlockUser', async ({ claims, role, input }) => {
      const actor: Actor = { id: claims.sub, role }
      const done = await asUser(db, claims, (tx) =>
        setBlocked(tx, actor, input.params.id, input.body.blocked, input.body.note ?? null),
      )
      if (!done.ok) return done
      if (input.body.blocked) await endSessions(db, input.params.id)
      return asUser(db, claims, (tx) => getUserDetail(tx, input.params.id))
    }),
  ]
}
