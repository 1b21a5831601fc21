import type { InboxItem } from '@rg/domain/desk'
import type { CreditTransaction, SerializedUser } from '@rg/domain/profile'
import { adminUser, demoUser, MOCK_PASSWORD, newUser, verifiedUser } from './fixtures/user.ts'

export interface MockAccount {
  user: SerializedUser
  password: string
  confirmed: boolean
}

export interface MockMail {
  to: string
  subject: string
  text: string
  html: string
  createdAt: string
}

/** In-memory state behind the handlers. Every story and test builds a fresh one (createMockStore). */
export interface MockStore {
  accounts: MockAccount[]
  /** Who GET /api/user answers for when the request carries no session cookie (stories set it directly). */
  signedInUserId: string | null
  /** Sessions ended by logout or a password change (tokens stay valid otherwise, also across dev:mock reloads). */
  revokedSessions: Set<string>
  /** Live sessions issued by this store, per user id. */
  sessions: Map<string, Set<string>>
  /** Refresh token → user id. */
  refreshTokens: Map<string, string>
  /** PKCE auth code → user id (e-mail links). */
  authCodes: Map<string, { userId: string; type: 'signup' | 'recovery' }>
  outbox: MockMail[]
  cookieDecisions: Array<{ consent: 'APPROVED' | 'REJECTED'; recordedAt: string }>
  onboarding: Record<string, Record<string, unknown>>
  /** Spotter tips and contact messages sent through the landing forms, as the admin's inbox holds them. */
  inbox: InboxItem[]
  /** Time source, injectable for deterministic tests. */
  now: () => Date
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

export interface MockStoreOptions {
  /** Id of the user signed in from the start, or null for a visitor. */
  signedInUserId?: string | null
  /** Replace the fixture accounts, e.g. for the empty-data scenario. */
  accounts?: MockAccount[]
  now?: () => Date
}

export function defaultAccounts(): MockAccount[] {
  return [demoUser, verifiedUser, adminUser, newUser].map((user) => ({
    user: clone(user),
    password: MOCK_PASSWORD,
    confirmed: true,
  }))
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  return {
    accounts: options.accounts ?? defaultAccounts(),
    signedInUserId: options.signedInUserId ?? null,
    revokedSessions: new Set(),
    sessions: new Map(),
    refreshTokens: new Map(),
    authCodes: new Map(),
    outbox: [],
    cookieDecisions: [],
    onboarding: {},
    inbox: [],
    now: options.now ?? (() => new Date()),
  }
}

export function findAccount(store: MockStore, by: { id?: string; email?: string }) {
  return store.accounts.find(
    (a) =>
      (by.id !== undefined && a.user.id === by.id) || (by.email !== undefined && a.user.email === by.email),
  )
}

export function addTransaction(account: MockAccount, tx: Omit<CreditTransaction, 'id'>) {
  account.user.creditTransactions.push({
    id: `t${account.user.creditTransactions.length + 1}-${Date.now()}`,
    ...tx,
  })
}
