import type { EndpointInput } from '@rg/domain/contract'
import type { AdminUserDetail } from '@rg/domain/roles'
import { asService, asUser, continueAsService, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { notifyUser, verificationNotice } from '../notifications.ts'
import type { Outcome } from '../outcome.ts'
import {
  type Actor,
  adjustCredits,
  changeRole,
  decideVerification,
  endSessions,
  getUserDetail,
  listUsers,
  setBlocked,
} from './admin-users-service.ts'

/*
 * The operator's user management as whole acts, each with its transactions (docs/decisions/0900 and 1630): the
 * routes in routes/admin-users/ parse the request, call one of these and answer its outcome.
 */

export interface AdminUserDeps {
  db: Database
  mailer: Mailer
  /** The configured public origin (links in mails never come from the request: docs/security.md). */
  baseUrl: string
}

/** The acting admin: their claims for RLS and the role the route helper read. */
export interface AdminActor {
  claims: RequestClaims
  actor: Actor
}

/** Runs a change as the acting admin, then answers the user's fresh detail. */
async function thenDetail(
  db: Database,
  claims: RequestClaims,
  change: (tx: Queryable) => Promise<Outcome<unknown>>,
  userId: string,
): Promise<Outcome<AdminUserDetail>> {
  const done = await asUser(db, claims, change)
  if (!done.ok) return done
  return asUser(db, claims, (tx) => getUserDetail(tx, userId))
}

export const listUsersAsAdmin = (
  db: Database,
  claims: RequestClaims,
  query: EndpointInput<'adminListUsers'>['query'],
) => asUser(db, claims, (tx) => listUsers(tx, query))

export const userDetailAsAdmin = (db: Database, claims: RequestClaims, userId: string) =>
  asUser(db, claims, (tx) => getUserDetail(tx, userId))

export const changeRoleAsAdmin = (
  db: Database,
  { claims, actor }: AdminActor,
  userId: string,
  role: Parameters<typeof changeRole>[3],
) => thenDetail(db, claims, (tx) => changeRole(tx, actor, userId, role), userId)

/**
 * The decision (as the admin, under RLS) and the notification and e-mail telling the user (written by the server:
 * users never write notifications) are one transaction, so neither exists without the other
 * (routes/admin-users/verification-decision.test.ts); then the user's fresh detail.
 */
export async function decideVerificationAsAdmin(
  { db, mailer, baseUrl }: AdminUserDeps,
  { claims, actor }: AdminActor,
  userId: string,
  decision: 'APPROVE' | 'REJECT',
  reason: string | null,
): Promise<Outcome<AdminUserDetail>> {
  const note = decision === 'REJECT' ? reason : null
  const done = await asUser(db, claims, async (tx) => {
    const decided = await decideVerification(tx, actor, userId, decision, note)
    if (!decided.ok) return decided
    await continueAsService(tx, claims.sub)
    await notifyUser(tx, mailer, userId, verificationNotice(decision, note), baseUrl)
    return decided
  })
  if (!done.ok) return done
  return asUser(db, claims, (tx) => getUserDetail(tx, userId))
}

/** The ledger takes no INSERT from users: the server writes it for the admin the route helper checked. */
export const adjustCreditsAsAdmin = (
  db: Database,
  { claims, actor }: AdminActor,
  userId: string,
  amount: number,
  note: string,
) => asService(db, (tx) => adjustCredits(tx, actor, userId, amount, note), claims.sub)

/** Blocks or unblocks as the admin; a blocked user's sessions end at once; then the user's fresh detail. */
export async function setBlockedAsAdmin(
  db: Database,
  { claims, actor }: AdminActor,
  userId: string,
  blocked: boolean,
  note: string | null,
): Promise<Outcome<AdminUserDetail>> {
  const done = await asUser(db, claims, (tx) => setBlocked(tx, actor, userId, blocked, note))
  if (!done.ok) return done
  if (blocked) await endSessions(db, userId)
  return asUser(db, claims, (tx) => getUserDetail(tx, userId))
}
