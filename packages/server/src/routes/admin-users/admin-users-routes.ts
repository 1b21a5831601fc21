import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  adjustCreditsAsAdmin,
  changeRoleAsAdmin,
  decideVerificationAsAdmin,
  listUsersAsAdmin,
  setBlockedAsAdmin,
  userDetailAsAdmin,
} from '../../services/admin-users/admin-user-actions.ts'
import { defineRoute } from '../define-route.ts'

/**
 * /api/admin/users: the operator's user management. Access (admin, read from the database) is the route helper's;
 * each act and its transactions are the service's (services/admin-users/admin-user-actions.ts).
 */
export function adminUserRoutes(deps: {
  db: Database
  mailer: Mailer
  /** The configured public origin (links in mails never come from the request: docs/security.md). */
  baseUrl: string
}) {
  const { db } = deps
  return [
    defineRoute('adminListUsers', async ({ claims, input }) => listUsersAsAdmin(db, claims, input.query)),
    defineRoute('adminGetUser', async ({ claims, input }) => userDetailAsAdmin(db, claims, input.params.id)),
    defineRoute('adminChangeRole', async ({ claims, role, input }) =>
      changeRoleAsAdmin(db, { claims, actor: { id: claims.sub, role } }, input.params.id, input.body.role),
    ),
    defineRoute('adminDecideVerification', async ({ claims, role, input }) =>
      decideVerificationAsAdmin(
        deps,
        { claims, actor: { id: claims.sub, role } },
        input.params.id,
        input.body.decision,
        input.body.reason ?? null,
      ),
    ),
    defineRoute('adminAdjustCredits', async ({ claims, role, input }) =>
      adjustCreditsAsAdmin(
        db,
        { claims, actor: { id: claims.sub, role } },
        input.params.id,
        input.body.amount,
        input.body.note,
      ),
    ),
    defineRoute('adminBlockUser', async ({ claims, role, input }) =>
      setBlockedAsAdmin(
        db,
        { claims, actor: { id: claims.sub, role } },
        input.params.id,
        input.body.blocked,
        input.body.note ?? null,
      ),
    ),
  ]
}
