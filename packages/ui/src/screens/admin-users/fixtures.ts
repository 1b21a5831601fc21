import type { AdminUserDetail, AdminUserSummary } from '@rg/domain'

export const USERS: AdminUserSummary[] = [
  {
    id: '00000000-0000-4000-8000-000000000011',
    email: 'jiri.novak@example.cz',
    name: 'Jiří Novák',
    role: 'USER',
    verificationStatus: 'REQUESTED',
    blocked: false,
    balance: 20,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000012',
    email: 'eva.dvorakova@example.cz',
    name: 'Eva Dvořáková',
    role: 'VERIFIED',
    verificationStatus: 'APPROVED',
    blocked: true,
    balance: 0,
    createdAt: '2026-11-10T09:00:00.000Z',
  },
]

export const REQUESTED_DETAIL: AdminUserDetail = {
  profile: {
    id: '00000000-0000-4000-8000-000000000011',
    email: 'jiri.novak@example.cz',
    role: 'USER',
    firstName: 'Jiří',
    lastName: 'Novák',
    phone: '+420777123456',
    companyName: 'Novák Invest s.r.o.',
    ico: '27074358',
    street: null,
    city: 'Zlín',
    postcode: null,
    region: null,
    avatarUrl: null,
    verificationStatus: 'REQUESTED',
    verificationNote: null,
    onboardingCompleted: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  blocked: false,
  blockedAt: null,
  verificationRequestedAt: '2026-11-21T10:00:00.000Z',
  balance: 20,
  creditTransactions: [
    {
      id: 't1',
      amount: 20,
      reason: 'WELCOME_BONUS',
      note: null,
      offerId: null,
      createdAt: '2026-11-20T09:05:00.000Z',
    },
  ],
  creditSubscriptions: [],
  orders: [],
  offers: [],
  auditLog: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      action: 'VERIFICATION_REJECTED',
      actor: { id: '00000000-0000-4000-8000-000000000099', name: 'Správce Tržiště' },
      before: { verificationStatus: 'REQUESTED' },
      after: { verificationStatus: 'REJECTED' },
      note: 'Doplňte prosím IČO.',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  ],
}
