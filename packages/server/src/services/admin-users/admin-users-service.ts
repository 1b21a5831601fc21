import type { EndpointInput } from '@rg/domain/contract'
import { fullName, type Role } from '@rg/domain/profile'
import {
  type AdminAuditAction,
  type AdminUserDetail,
  type AdminUserSummary,
  BLOCK_ADMIN,
  BLOCK_SELF,
  BLOCK_SUPER_ADMIN,
  creditAdjustmentRefusal,
  isAdmin,
  isSuperAdmin,
  NEGATIVE_BALANCE,
  roleChangeRefusal,
  VERIFICATION_NOT_REQUESTED,
  verificationAfterRoleChange,
} from '@rg/domain/roles'
import type { Database, Queryable } from '../../db/database.ts'
import { readAudit, writeAudit } from '../audit-log.ts'
import { ordersOfUser } from '../orders/order-service.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'
import { PROFILE_COLUMNS, PROFILE_NOT_FOUND, type ProfileRow, toProfile } from '../profile/profile-service.ts'

/*
 * The operator's user management (issue 16): list and search, the detail, role changes, the verification decision,
 * credit adjustments and blocking. Changes to profiles run as the acting admin (asUser), so the profiles_guard
 * trigger and RLS check the same rules in the database; every action writes an admin_audit_log row in the same
 * transaction.
 */

type ListQuery = EndpointInput<'adminListUsers'>['query']
const iso = (d: Date | string) => new Date(d).toISOString()
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

export async function listUsers(
  tx: Queryable,
  query: ListQuery,
): Promise<Outcome<{ items: AdminUserSummary[]; page: number; pageSize: number; total: number }>> {
  const where: string[] = []
  const values: unknown[] = []
  const q = query.q?.trim()
  if (q) {
    values.push(`%${likeEscape(q)}%`)
    // the match through the trigram index, for an admin only (docs/decisions/1777-admin-user-search-index.md)
    const text = `p.id in (select m.id from public.admin_profile_matches($${values.length}) as m (id))`
    const digits = q.replace(/[\s\-().]/g, '').replace(/^(\+420|00420)/, '')
    if (/^\d{3,}$/.test(digits)) {
      values.push(`%${digits}%`)
      where.push(`(${text} or (coalesce(p.phone, '') || ' ' || coalesce(p.ico, '')) like $${values.length})`)
    } else where.push(text)
  }
  if (query.roles.length) {
    values.push(query.roles)
    where.push(`p.role = any($${values.length}::text[])`)
  }
  if (query.verification) {
    values.push(query.verification)
    where.push(`p.verification_status = $${values.length}`)
  }
  if (query.blocked !== undefined)
    where.push(query.blocked ? 'p.blocked_at is not null' : 'p.blocked_at is null')
  const filter = where.length ? `where ${where.join(' and ')}` : ''
  values.push(query.pageSize, (query.page - 1) * query.pageSize)
  // The page and the total in one statement; each page row's balance is summed after the limit, not for every match.
  const rows = await tx.query<{
    id: string
    email: string
    first_name: string | null
    last_name: string | null
    role: Role
    verification_status: AdminUserSummary['verificationStatus']
    blocked: boolean
    balance: string | number
    created_at: Date
    total: string | number
  }>(
    `with page as (
       select p.id, p.email, p.first_name, p.last_name, p.role, p.verification_status,
         p.blocked_at is not null as blocked, p.created_at, count(*) over () as total
       from public.profiles p ${filter}
       order by p.created_at desc, p.id
       limit $${values.length - 1} offset $${values.length})
     select page.*, coalesce((select sum(t.amount) from public.credit_transactions t where t.user_id = page.id), 0) as balance
     from page order by page.created_at desc, page.id`,
    values,
  )
  // a page past the end has no row to carry the total
  const total =
    rows.rows.length || query.page === 1
      ? Number(rows.rows[0]?.total ?? 0)
      : Number(
          (
            await tx.query<{ n: string | number }>(
              `select count(*) as n from public.profiles p ${filter}`,
              values.slice(0, -2),
            )
          ).rows[0]?.n ?? 0,
        )
  return ok({
    items: rows.rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: fullName({ firstName: r.first_name, lastName: r.last_name }),
      role: r.role,
      verificationStatus: r.verification_status,
      blocked: r.blocked,
      balance: Number(r.balance),
      createdAt: iso(r.created_at),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  })
}

export async function getUserDetail(tx: Queryable, userId: string): Promise<Outcome<AdminUserDetail>> {
  const row = (
    await tx.query<ProfileRow>(`select ${PROFILE_COLUMNS} from public.profiles where id = $1`, [userId])
  ).rows[0]
  if (!row) return PROFILE_NOT_FOUND
  const transactions = await tx.query<{
    id: string
    amount: number
    reason: AdminUserDetail['creditTransactions'][number]['reason']
    note: string | null
    offer_id: string | null
    offer_title: string | null
    created_at: Date
  }>(
    `select t.id, t.amount, t.reason, t.note, t.offer_id, o.pub_name as offer_title, t.created_at
     from public.credit_transactions t left join public.offers o on o.id = t.offer_id
     where t.user_id = $1 order by t.created_at desc, t.id`,
    [userId],
  )
  const subscriptions = await tx.query<{
    id: string
    tier: AdminUserDetail['creditSubscriptions'][number]['tier']
    term: AdminUserDetail['creditSubscriptions'][number]['term']
    starts_at: string
  }>(
    `select id, tier, term, to_char(starts_at, 'YYYY-MM-DD') as starts_at from public.credit_subscriptions
     where user_id = $1 order by starts_at desc`,
    [userId],
  )
  const orders = await ordersOfUser(tx, userId)
  const offers = await tx.query<{
    id: string | number
    kind: 'LISTING' | 'SERVICE'
    pub_name: string
    status: string
    updated_at: Date
  }>(
    'select id, kind, pub_name, status, updated_at from public.offers where owner_id = $1 order by updated_at desc',
    [userId],
  )
  const auditLog = await readAudit(tx, { targetId: userId })
  const balance = transactions.rows.reduce((sum, t) => sum + t.amount, 0)
  return ok({
    profile: toProfile(row),
    blocked: row.blocked_at !== null,
    blockedAt: row.blocked_at ? iso(row.blocked_at) : null,
    verificationRequestedAt: row.verification_requested_at ? iso(row.verification_requested_at) : null,
    balance,
    creditTransactions: transactions.rows.map((t) => ({
      id: t.id,
      amount: t.amount,
      reason: t.reason,
      note: t.note,
      offerId: t.offer_id === null ? null : Number(t.offer_id),
      offerTitle: t.offer_title,
      createdAt: iso(t.created_at),
    })),
    creditSubscriptions: subscriptions.rows.map((s) => ({
      id: s.id,
      tier: s.tier,
      term: s.term,
      startsAt: s.starts_at,
    })),
    orders,
    offers: offers.rows.map((o) => ({
      id: Number(o.id),
      kind: o.kind,
      pubName: o.pub_name,
      status: o.status,
      updatedAt: iso(o.updated_at),
    })),
    auditLog,
  })
}

export interface Actor {
  id: string
  role: Role
}

function audit(
  tx: Queryable,
  actor: Actor,
  targetId: string,
  action: AdminAuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
) {
  return writeAudit(tx, actor.id, { targetId }, action, before, after, note)
}

async function lockTarget(tx: Queryable, userId: string) {
  return (
    await tx.query<ProfileRow>(`select ${PROFILE_COLUMNS} from public.profiles where id = $1 for update`, [
      userId,
    ])
  ).rows[0]
}

/** Role change by an admin (docs/decisions/0981-role-changes.md); the database's guard checks the same rule. */
export async function changeRole(
  tx: Queryable,
  actor: Actor,
  userId: string,
  to: Role,
): Promise<Outcome<null>> {
  const target = await lockTarget(tx, userId)
  if (!target) return PROFILE_NOT_FOUND
  // the super admins are counted under a lock of their rows, so two demotions cannot both pass
  const superAdmins = (
    await tx.query(
      `select id from public.profiles where role = 'SUPER_ADMIN' and blocked_at is null for update`,
    )
  ).rows.length
  const refusal = roleChangeRefusal(actor, { id: target.id, role: target.role }, to, superAdmins)
  if (refusal) return fail(403, 'role_change_refused', refusal)
  const verification = verificationAfterRoleChange(to, target.verification_status)
  await tx.query('update public.profiles set role = $2, verification_status = $3 where id = $1', [
    userId,
    to,
    verification,
  ])
  await audit(
    tx,
    actor,
    userId,
    'ROLE_CHANGE',
    { role: target.role, verificationStatus: target.verification_status },
    { role: to, verificationStatus: verification },
  )
  return ok(null)
}

/** Approve (role becomes VERIFIED) or reject with the reason the user will see. */
export async function decideVerification(
  tx: Queryable,
  actor: Actor,
  userId: string,
  decision: 'APPROVE' | 'REJECT',
  reason: string | null,
): Promise<Outcome<null>> {
  const target = await lockTarget(tx, userId)
  if (!target) return PROFILE_NOT_FOUND
  if (target.verification_status !== 'REQUESTED') return refused(VERIFICATION_NOT_REQUESTED)
  if (decision === 'APPROVE') {
    // an admin passes the verified guard already; only a USER's role changes
    const role: Role = target.role === 'USER' ? 'VERIFIED' : target.role
    await tx.query(
      `update public.profiles set verification_status = 'APPROVED', verification_note = null, role = $2 where id = $1`,
      [userId, role],
    )
    await audit(
      tx,
      actor,
      userId,
      'VERIFICATION_APPROVED',
      { verificationStatus: 'REQUESTED', role: target.role },
      { verificationStatus: 'APPROVED', role },
    )
  } else {
    await tx.query(
      `update public.profiles set verification_status = 'REJECTED', verification_note = $2 where id = $1`,
      [userId, reason],
    )
    await audit(
      tx,
      actor,
      userId,
      'VERIFICATION_REJECTED',
      { verificationStatus: 'REQUESTED' },
      { verificationStatus: 'REJECTED' },
      reason,
    )
  }
  return ok(null)
}

/**
 * An ADMIN_ADJUSTMENT in the ledger with the admin's note. The ledger has no INSERT grant for users, so this runs as
 * the server (service role) once the route checked the admin's role in the database; the actor is recorded.
 */
export async function adjustCredits(
  tx: Queryable,
  actor: Actor,
  userId: string,
  amount: number,
  note: string,
): Promise<Outcome<{ balance: number }>> {
  // nobody adjusts their own credits; a grant over the limit is the super admin's (the database says the same)
  const refusal = creditAdjustmentRefusal(actor, userId, amount)
  if (refusal) return fail(403, 'credit_adjustment_refused', refusal)
  const target = await lockTarget(tx, userId)
  if (!target) return PROFILE_NOT_FOUND
  const before = Number(
    (
      await tx.query<{ b: string | number }>(
        'select coalesce(sum(amount), 0) as b from public.credit_transactions where user_id = $1',
        [userId],
      )
    ).rows[0]?.b ?? 0,
  )
  if (before + amount < 0) return refused(NEGATIVE_BALANCE)
  await tx.query(
    `insert into public.credit_transactions (user_id, amount, reason, note, created_by)
     values ($1, $2, 'ADMIN_ADJUSTMENT', $3, $4)`,
    [userId, amount, note, actor.id],
  )
  await audit(tx, actor, userId, 'CREDIT_ADJUSTMENT', { balance: before }, { balance: before + amount }, note)
  return ok({ balance: before + amount })
}

/** Block or unblock; answers whether anything changed (the route then ends the user's sessions). */
export async function setBlocked(
  tx: Queryable,
  actor: Actor,
  userId: string,
  blocked: boolean,
  note: string | null,
): Promise<Outcome<{ changed: boolean }>> {
  if (actor.id === userId) return refused(BLOCK_SELF)
  const target = await lockTarget(tx, userId)
  if (!target) return PROFILE_NOT_FOUND
  if (isSuperAdmin(target.role)) return refused(BLOCK_SUPER_ADMIN)
  if (isAdmin(target.role) && !isSuperAdmin(actor.role)) return refused(BLOCK_ADMIN)
  const was = target.blocked_at !== null
  if (was === blocked) return ok({ changed: false })
  await tx.query(`update public.profiles set blocked_at = ${blocked ? 'now()' : 'null'} where id = $1`, [
    userId,
  ])
  await audit(tx, actor, userId, blocked ? 'BLOCK' : 'UNBLOCK', { blocked: was }, { blocked }, note)
  return ok({ changed: true })
}

/**
 * A blocked user's sessions end at once: refresh tokens go with them (the route helper refuses the access token
 * they still hold on the next /api call). GoTrue's tables, in both modes; the server's own authority.
 */
export async function endSessions(db: Database, userId: string): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1', [userId])
}
