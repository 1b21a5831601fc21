import type {
  AdminDashboard,
  AdminThread,
  DeadMail,
  InboxItem,
  InboxItemDetail,
  ReportedReview,
} from '@rg/domain'

/** 30 days ending 24. 11. 2026, with a little of everything. */
export const DASHBOARD: AdminDashboard = {
  pending: {
    listings: 3,
    services: 1,
    verificationRequests: 2,
    unpaidOrders: 4,
    unpaidOrdersOld: 1,
    newTips: 1,
    newMessages: 2,
    newThreadReports: 1,
    reportedReviews: 1,
    paymentsToReview: 2,
    deadMail: 0,
  },
  last30Days: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10)
    return {
      date,
      newUsers: (i * 7) % 5,
      publishedOffers: i % 4 === 0 ? 2 : i % 3,
      unlocks: (i * 3) % 7,
      creditsSold: i % 6 === 0 ? 100 : 0,
      revenueCzk: i % 6 === 0 ? 990 : 0,
    }
  }),
}

export const EMPTY_DASHBOARD: AdminDashboard = {
  pending: {
    listings: 0,
    services: 0,
    verificationRequests: 0,
    unpaidOrders: 0,
    unpaidOrdersOld: 0,
    newTips: 0,
    newMessages: 0,
    newThreadReports: 0,
    reportedReviews: 0,
    paymentsToReview: 0,
    deadMail: 0,
  },
  last30Days: DASHBOARD.last30Days.map((d) => ({
    ...d,
    newUsers: 0,
    publishedOffers: 0,
    unlocks: 0,
    creditsSold: 0,
    revenueCzk: 0,
  })),
}

export const REPORTED: ReportedReview[] = [
  {
    review: {
      id: '7d1f5f52-0000-4000-8000-000000000001',
      offerId: 12,
      author: { id: '7d1f5f52-0000-4000-8000-0000000000a1', name: 'Karel Hrubý', avatarUrl: null },
      stars: 1,
      body: 'Majitel je podvodník, nikomu nedoporučuji!!!',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    offer: { id: 12, kind: 'LISTING', name: 'Činžovní dům ve Zlíně' },
    reports: [
      { reason: 'Urážlivé a bez důkazů.', createdAt: '2026-11-21T08:00:00.000Z' },
      { reason: 'Nepravdivé tvrzení.', createdAt: '2026-11-22T09:30:00.000Z' },
    ],
  },
]

const base = {
  adminNote: '',
  handledAt: null,
  handledBy: null,
  draftOfferId: null,
  accountId: null,
} satisfies Partial<InboxItem>

export const INBOX_ITEMS: InboxItem[] = [
  {
    ...base,
    id: '5a0c7c10-0000-4000-8000-000000000001',
    kind: 'TIP',
    state: 'NEW',
    name: 'Jan Tipař',
    email: 'jan.tipar@example.cz',
    phone: '+420777123456',
    location: 'Jihlava',
    text: 'Majitel bytového domu v Jihlavě zvažuje prodej bez realitní kanceláře. Dům má osm bytů a je plně pronajatý.',
    createdAt: '2026-11-24T08:15:00.000Z',
  },
  {
    ...base,
    id: '5a0c7c10-0000-4000-8000-000000000002',
    kind: 'MESSAGE',
    state: 'IN_PROGRESS',
    name: 'Eva Malá',
    email: 'eva.mala@example.cz',
    phone: null,
    location: null,
    text: 'Dobrý den, jak dlouho trvá ověření profilu?',
    adminNote: 'Odpovědět po schválení.',
    handledAt: '2026-11-23T10:00:00.000Z',
    handledBy: 'Admin Demo',
    createdAt: '2026-11-23T09:00:00.000Z',
  },
  {
    ...base,
    id: '5a0c7c10-0000-4000-8000-000000000003',
    kind: 'MESSAGE',
    state: 'SPAM',
    name: 'SEO Boost',
    email: 'seo@example.com',
    phone: null,
    location: null,
    text: 'Nabízíme zpětné odkazy.',
    createdAt: '2026-11-22T07:00:00.000Z',
  },
]

export const TIP_DETAIL: InboxItemDetail = { ...(INBOX_ITEMS[0] as InboxItem), audit: [] }
export const MESSAGE_DETAIL: InboxItemDetail = {
  ...(INBOX_ITEMS[1] as InboxItem),
  audit: [
    {
      id: '5a0c7c10-0000-4000-8000-0000000000f1',
      action: 'INBOX_STATE',
      actor: { id: '5a0c7c10-0000-4000-8000-0000000000e1', name: 'Admin Demo' },
      before: { state: 'NEW' },
      after: { state: 'IN_PROGRESS' },
      note: null,
      createdAt: '2026-11-23T10:00:00.000Z',
    },
  ],
}

/** Two e-mails SMTP refused for 72 hours (docs/decisions/1370-mail-never-dropped.md). */
export const DEAD_MAIL: DeadMail[] = [
  {
    id: '41',
    to: 'jana.novakova@example.cz',
    subject: 'Platba přijata: objednávka 2026000123',
    messageId: '<5f0c9a52-1d1e-4a8e-9a4c-1f0b6f9d2c11@trziste.cz>',
    attempts: 17,
    error: 'Error: Mail command failed: 451 4.3.0 Mailbox temporarily unavailable, try again later',
    createdAt: '2026-11-20T08:00:00.000Z',
    deadAt: '2026-11-23T08:00:00.000Z',
  },
  {
    id: '40',
    to: 'petr.svoboda@example.cz',
    subject: 'Potvrďte svou registraci',
    messageId: '<0b7f0e3e-6a55-4c1f-8f0b-5a4d3c2b1a00@trziste.cz>',
    attempts: 17,
    error: 'Error: connect ECONNREFUSED 192.0.2.10:465',
    createdAt: '2026-11-20T07:30:00.000Z',
    deadAt: '2026-11-23T07:30:00.000Z',
  },
]

/** The dashboard while those two wait for a resend. */
export const DASHBOARD_WITH_DEAD_MAIL: AdminDashboard = {
  ...DASHBOARD,
  pending: { ...DASHBOARD.pending, deadMail: DEAD_MAIL.length },
}

/** A thread an investor reported ("Nahlásit", docs/product/deal-room.md): the inbox shows the reason, not the messages. */
export const THREAD_REPORT_ITEM: InboxItem = {
  ...base,
  id: '5a0c7c10-0000-4000-8000-000000000004',
  kind: 'THREAD_REPORT',
  state: 'NEW',
  name: 'Jana Nováková',
  email: 'jana.novakova@example.cz',
  phone: null,
  location: 'Konverzace k nabídce „Činžovní dům, Zlín“',
  text: 'Vlastník po mně chce zálohu mimo platformu na svůj soukromý účet.',
  createdAt: '2026-11-26T10:00:00.000Z',
  threadId: '5b0c1d2e-0001-4f5a-8b9c-0d1e2f3a4b5c',
  accountId: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0e',
}
export const THREAD_REPORT_DETAIL: InboxItemDetail = { ...THREAD_REPORT_ITEM, audit: [] }

/** What GET /api/admin/threads/:id answers for that report (the read is audited). */
export const REPORTED_THREAD: AdminThread = {
  id: '5b0c1d2e-0001-4f5a-8b9c-0d1e2f3a4b5c',
  offer: { id: 1, name: 'Činžovní dům, Zlín' },
  owner: { id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0f', email: 'majitel@example.cz' },
  investor: { id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0e', email: 'jana.novakova@example.cz' },
  messages: [
    {
      id: '6c1d2e3f-0001-4a5b-8c9d-0e1f2a3b4c5d',
      from: 'INVESTOR',
      body: 'Dobrý den, mohu si dům prohlédnout?',
      attachment: null,
      createdAt: '2026-11-26T09:10:00.000Z',
    },
    {
      id: '6c1d2e3f-0002-4a5b-8c9d-0e1f2a3b4c5d',
      from: 'OWNER',
      body: 'Ano, po zaplacení zálohy 50 000 Kč na můj účet. Posílám smlouvu.',
      attachment: { name: 'Smlouva o záloze.pdf' },
      createdAt: '2026-11-26T09:12:00.000Z',
    },
  ],
  reports: [
    {
      reason: 'Vlastník po mně chce zálohu mimo platformu na svůj soukromý účet.',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
}
