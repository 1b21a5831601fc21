import { matchesSearch } from '@rg/domain/czech-format'
import { USER_NOT_FOUND } from '@rg/domain/fields'
import { displayName, fullName } from '@rg/domain/profile'
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
import { revokeSessions } from '../session.ts'
import { addTransaction, findAccount, type MockAccount, type MockStore } from '../store.ts'
import { fail, mockRoute, ok, pageOf, refused } from './mock-route.ts'
import { mockProfile, profileExtra } from './profile.ts'

/*
 * /api/admin/users in the mock: the operator's user management over the store's accounts, with the audit log kept
 * beside the store. Role and blocking rules come from the domain.
 */

type AuditEntry = AdminUserDetail['auditLog'][number] & { targetId: string | null; subject: string | null }
const audits = new WeakMap<MockStore, AuditEntry[]>()
/** The mock's admin audit log (the server's admin_audit_log), shared by the user management and the desk. */
export const auditLog = (store: MockStore) => {
  let log = audits.get(store)
  if (!log) {
    log = []
    audits.set(store, log)
  }
  return log
}

const balanceOf = (a: MockAccount) => a.user.creditTransactions.reduce((s, t) => s + t.amount, 0)

function summary(store: MockStore, a: MockAccount): AdminUserSummary {
  const extra = profileExtra(store, a)
  return {
    id: a.user.id,
    email: a.user.email,
    name: fullName(a.user),
    role: a.user.role,
    verificationStatus: extra.verificationStatus,
    blocked: extra.blockedAt !== null,
    balance: balanceOf(a),
    createdAt: extra.createdAt,
  }
}

function detail(store: MockStore, a: MockAccount): AdminUserDetail {
  const extra = profileExtra(store, a)
  return {
    profile: mockProfile(store, a),
    blocked: extra.blockedAt !== null,
    blockedAt: extra.blockedAt,
    verificationRequestedAt: extra.verificationRequestedAt,
    balance: balanceOf(a),
    creditTransactions: [...a.user.creditTransactions].reverse(),
    creditSubscriptions: a.user.creditSubscriptions,
    orders: [],
    offers: [],
    auditLog: auditLog(store)
      .filter((e) => e.targetId === a.user.id)
      .map(({ targetId: _target, subject: _subject, ...entry }) => entry),
  }
}

function audit(
  store: MockStore,
  actor: MockAccount,
  target: MockAccount,
  action: AdminAuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
) {
  writeMockAudit(store, actor, { targetId: target.user.id }, action, before, after, note)
}

export function writeMockAudit(
  store: MockStore,
  actor: MockAccount,
  on: { targetId?: string; subject?: string },
  action: AdminAuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note: string | null = null,
) {
  const log = auditLog(store)
  log.unshift({
    id: crypto.randomUUID(),
    targetId: on.targetId ?? null,
    subject: on.subject ?? null,
    action,
    actor: { id: actor.user.id, name: displayName(actor.user) },
    before,
    after,
    note,
    createdAt: store.now().toISOString(),
  })
}

const NOT_FOUND = () => refused(USER_NOT_FOUND)

/** Handlers for /api/admin/users*, as a record so a story can override one. */
export function adminUserHandlers(store: MockStore) {
  return {
    adminListUsers: mockRoute(store, 'adminListUsers', ({ input }) => {
      const { q, roles, verification, blocked, page, pageSize } = input.query
      const all = store.accounts
        .map((a) => ({ a, s: summary(store, a), extra: profileExtra(store, a) }))
        .filter(
          ({ a, s, extra }) =>
            (!q ||
              matchesSearch(
                [s.name, s.email, extra.companyName, extra.phone, extra.ico].filter(Boolean).join(' '),
                q,
              ) ||
              (extra.phone ?? '').includes(q.replace(/\s/g, ''))) &&
            (roles.length === 0 || roles.includes(a.user.role)) &&
            (!verification || s.verificationStatus === verification) &&
            (blocked === undefined || s.blocked === blocked),
        )
        .map(({ s }) => s)
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
      return ok(pageOf(all, page, pageSize))
    }),

    adminGetUser: mockRoute(store, 'adminGetUser', ({ input }) => {
      const target = findAccount(store, { id: input.params.id })
      return target ? ok(detail(store, target)) : NOT_FOUND()
    }),

    adminChangeRole: mockRoute(store, 'adminChangeRole', ({ account, input }) => {
      const target = findAccount(store, { id: input.params.id })
      if (!target) return NOT_FOUND()
      const supers = store.accounts.filter((a) => a.user.role === 'SUPER_ADMIN').length
      const refusal = roleChangeRefusal(account.user, target.user, input.body.role, supers)
      if (refusal) return fail(403, 'role_change_refused', refusal)
      const extra = profileExtra(store, target)
      const verification = verificationAfterRoleChange(input.body.role, extra.verificationStatus)
      audit(
        store,
        account,
        target,
        'ROLE_CHANGE',
        { role: target.user.role, verificationStatus: extra.verificationStatus },
        { role: input.body.role, verificationStatus: verification },
      )
      target.user.role = input.body.role
      extra.verificationStatus = verification
      return ok(detail(store, target))
    }),

    adminDecideVerification: mockRoute(store, 'adminDecideVerification', ({ account, input }) => {
      const target = findAccount(store, { id: input.params.id })
      if (!target) return NOT_FOUND()
      const extra = profileExtra(store, target)
      if (extra.verificationStatus !== 'REQUESTED') return refused(VERIFICATION_NOT_REQUESTED)
      if (input.body.decision === 'APPROVE') {
        const role = target.user.role === 'USER' ? 'VERIFIED' : target.user.role
        audit(
          store,
          account,
          target,
          'VERIFICATION_APPROVED',
          { verificationStatus: 'REQUESTED', role: target.user.role },
          { verificationStatus: 'APPROVED', role },
        )
        extra.verificationStatus = 'APPROVED'
        extra.verificationNote = null
        target.user.role = role
      } else {
        const reason = input.body.reason ?? null
        audit(
          store,
          account,
          target,
          'VERIFICATION_REJECTED',
          { verificationStatus: 'REQUESTED' },
          { verificationStatus: 'REJECTED' },
          reason,
        )
        extra.verificationStatus = 'REJECTED'
        extra.verificationNote = reason
      }
      return ok(detail(store, target))
    }),

    adminAdjustCredits: mockRoute(store, 'adminAdjustCredits', ({ account, input }) => {
      const refusal = creditAdjustmentRefusal(account.user, input.params.id, input.body.amount)
      if (refusal) return fail(403, 'credit_adjustment_refused', refusal)
      const target = findAccount(store, { id: input.params.id })
      if (!target) return NOT_FOUND()
      const before = balanceOf(target)
      if (before + input.body.amount < 0) return refused(NEGATIVE_BALANCE)
      addTransaction(target, {
        amount: input.body.amount,
        reason: 'ADMIN_ADJUSTMENT',
        note: input.body.note,
        offerId: null,
        offerTitle: null,
        createdAt: store.now().toISOString(),
      })
      audit(
        store,
        account,
        target,
        'CREDIT_ADJUSTMENT',
        { balance: before },
        { balance: before + input.body.amount },
        input.body.note,
      )
      return ok({ balance: before + input.body.amount })
    }),

    adminBlockUser: mockRoute(store, 'adminBlockUser', ({ account, input }) => {
      const target = findAccount(store, { id: input.params.id })
      if (!target) return NOT_FOUND()
      if (target === account) return refused(BLOCK_SELF)
      if (isSuperAdmin(target.user.role)) return refused(BLOCK_SUPER_ADMIN)
      if (isAdmin(target.user.role) && !isSuperAdmin(account.user.role)) return refused(BLOCK_ADMIN)
      const extra = profileExtra(store, target)
      const was = extra.blockedAt !== null
      if (was !== input.body.blocked) {
        extra.blockedAt = input.body.blocked ? store.now().toISOString() : null
        audit(
          store,
          account,
          target,
          input.body.blocked ? 'BLOCK' : 'UNBLOCK',
          { blocked: was },
          { blocked: input.body.blocked },
          input.body.note ?? null,
        )
        // a blocked user's sessions end at once; a refresh is refused as banned (handlers/auth.ts)
        if (input.body.blocked) revokeSessions(store, target.user.id)
      }
      return ok(detail(store, target))
    }),
  }
}
