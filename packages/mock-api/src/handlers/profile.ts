import {
  AVATAR_FILE_MISSING,
  canRequestVerification,
  DELETE_EMAIL_MISMATCH,
  type Profile,
  type ProfileUpdateRequest,
  type VerificationStatus,
} from '@rg/domain/profile'
import { accountDeletionRefusal } from '@rg/domain/roles'
import { checkImagePixels, pngDimensions, STORAGE_BUCKETS } from '@rg/domain/uploads'
import { fixtureContacts } from '../fixtures/user.ts'
import type { MockAccount, MockStore } from '../store.ts'
import { fail, mockRoute, ok, refused } from './mock-route.ts'
import { uploadedFile } from './my-offers.ts'

/*
 * /api/profile in the mock: the personal fields, verification state and blocking that the serialized user does not
 * carry live beside the store, keyed by it (a fresh store, a fresh state). Rules come from the domain.
 */

export interface MockProfileExtra {
  phone: string | null
  companyName: string | null
  ico: string | null
  dic: string | null
  street: string | null
  city: string | null
  postcode: string | null
  region: Profile['region']
  verificationStatus: VerificationStatus
  verificationNote: string | null
  verificationRequestedAt: string | null
  blockedAt: string | null
  createdAt: string
}

const extras = new WeakMap<MockStore, Map<string, MockProfileExtra>>()

/** The mock's profile state of one account, created on first use from what onboarding stored. */
/**
 * Whether an admin blocked the account: then it is nobody to the API and cannot sign in, as on the server
 * (docs/security.md "Sessions and blocking"). Reads without making the profile's extra fields, which are made from
 * the onboarding answers the first time they are needed.
 */
export function isBlocked(store: MockStore, account: MockAccount): boolean {
  return (extras.get(store)?.get(account.user.id)?.blockedAt ?? null) !== null
}

export function profileExtra(store: MockStore, account: MockAccount): MockProfileExtra {
  let byId = extras.get(store)
  if (!byId) {
    byId = new Map()
    extras.set(store, byId)
  }
  let extra = byId.get(account.user.id)
  if (!extra) {
    const personal = (store.onboarding[account.user.id]?.personal ?? {}) as Partial<ProfileUpdateRequest>
    const verified = account.user.role !== 'USER'
    const contact = fixtureContacts[account.user.id]
    extra = {
      phone: personal.phone ?? contact?.phone ?? null,
      companyName: personal.companyName ?? contact?.companyName ?? null,
      ico: personal.ico ?? contact?.ico ?? null,
      dic: null,
      street: null,
      city: personal.city ?? (verified ? 'Praha' : null),
      postcode: null,
      region: null,
      verificationStatus: verified ? 'APPROVED' : 'NONE',
      verificationNote: null,
      verificationRequestedAt: null,
      blockedAt: null,
      createdAt: '2026-11-01T09:00:00.000Z',
    }
    byId.set(account.user.id, extra)
  }
  return extra
}

export function mockProfile(store: MockStore, account: MockAccount): Profile {
  const extra = profileExtra(store, account)
  const { user } = account
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: extra.phone,
    companyName: extra.companyName,
    ico: extra.ico,
    dic: extra.dic,
    street: extra.street,
    city: extra.city,
    postcode: extra.postcode,
    region: extra.region,
    avatarUrl: user.avatarUrl,
    verificationStatus: extra.verificationStatus,
    verificationNote: extra.verificationStatus === 'REJECTED' ? extra.verificationNote : null,
    onboardingCompleted: user.onboardingCompleted,
    createdAt: extra.createdAt,
  }
}

/** Handlers for /api/profile*, as a record so a story can override one. */
export function profileHandlers(store: MockStore) {
  return {
    getProfile: mockRoute(store, 'getProfile', ({ account }) => ok(mockProfile(store, account))),

    updateProfile: mockRoute(store, 'updateProfile', ({ account, input }) => {
      const extra = profileExtra(store, account)
      const { firstName, lastName, ...rest } = input.body
      if (firstName !== undefined) account.user.firstName = firstName
      if (lastName !== undefined) account.user.lastName = lastName
      for (const [key, value] of Object.entries(rest))
        if (value !== undefined)
          (extra as unknown as Record<string, unknown>)[key] = value === '' ? null : value
      return ok(mockProfile(store, account))
    }),

    requestVerification: mockRoute(store, 'requestVerification', ({ account }) => {
      const profile = mockProfile(store, account)
      const check = canRequestVerification(profile)
      if (!check.ok) return fail(409, 'verification_not_allowed', check.message)
      const extra = profileExtra(store, account)
      extra.verificationStatus = 'REQUESTED'
      extra.verificationRequestedAt = store.now().toISOString()
      return ok({ verificationStatus: 'REQUESTED' as const })
    }),

    uploadAvatar: mockRoute(store, 'uploadAvatar', async ({ account, input }) => {
      if (!(input.body.get('file') instanceof File)) return refused(AVATAR_FILE_MISSING)
      const file = await uploadedFile(input.body, 'image')
      if (!file.ok) return file
      // the server reads every image's size from its header; the mock knows PNG headers, enough for the stories
      const size = pngDimensions(new Uint8Array(await file.value.slice(0, 32).arrayBuffer()))
      const tooLarge = size && checkImagePixels(size)
      if (tooLarge) return fail(400, 'content', tooLarge)
      account.user.avatarUrl = `${STORAGE_BUCKETS.avatars}/${account.user.id}/mock-avatar.webp`
      return ok({ avatarUrl: account.user.avatarUrl })
    }),

    exportData: mockRoute(store, 'exportData', ({ account }) =>
      ok({
        exportedAt: store.now().toISOString(),
        profile: mockProfile(store, account),
        creditTransactions: account.user.creditTransactions,
        creditSubscriptions: account.user.creditSubscriptions,
      }),
    ),

    deleteAccount: mockRoute(store, 'deleteAccount', ({ account, input }) => {
      if (input.body.confirmEmail.toLowerCase() !== account.user.email.toLowerCase())
        return refused(DELETE_EMAIL_MISMATCH)
      const supers = store.accounts.filter(
        (a) => a.user.role === 'SUPER_ADMIN' && !profileExtra(store, a).blockedAt,
      )
      const refusal = accountDeletionRefusal(account.user.role, supers.length)
      if (refusal) return fail(409, 'last_super_admin', refusal)
      store.accounts = store.accounts.filter((a) => a !== account)
      store.signedInUserId = null
      return ok({ ok: true as const })
    }),
  }
}
