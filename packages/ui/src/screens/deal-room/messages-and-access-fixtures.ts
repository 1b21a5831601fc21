import type {
  NdaText,
  OfferAccess,
  OwnerAccessItem,
  OwnerNdaTexts,
  ThreadDetail,
  ThreadSummary,
} from '@rg/domain'

/** The deal room's story data: one owner's threads with two investors (one anonymous), and the access states. */
export const THREADS: ThreadSummary[] = [
  {
    id: '5b0c1d2e-0001-4f5a-8b9c-0d1e2f3a4b5c',
    offer: { id: 1, name: 'Činžovní dům, Zlín' },
    role: 'OWNER',
    counterpart: { label: 'Investor č. 1', email: null, anonymous: true },
    lastMessageAt: '2026-11-26T09:15:00.000Z',
    preview: 'Dobrý den, jaká je obsazenost bytů a kdy končí nájemní smlouvy?',
    unread: 2,
  },
  {
    id: '5b0c1d2e-0002-4f5a-8b9c-0d1e2f3a4b5c',
    offer: { id: 1, name: 'Činžovní dům, Zlín' },
    role: 'OWNER',
    counterpart: { label: 'Jana Nováková', email: 'jana.novakova@example.cz', anonymous: false },
    lastMessageAt: '2026-11-24T16:40:00.000Z',
    preview: 'Děkuji, posílám návrh smlouvy o smlouvě budoucí.',
    unread: 0,
  },
]

export const THREAD: ThreadDetail = {
  ...(THREADS[0] as ThreadSummary),
  unread: 0,
  reported: false,
  messages: [
    {
      id: '6c1d2e3f-0001-4a5b-8c9d-0e1f2a3b4c5d',
      mine: false,
      body: 'Dobrý den, jaká je obsazenost bytů a kdy končí nájemní smlouvy?',
      attachment: null,
      createdAt: '2026-11-26T09:10:00.000Z',
    },
    {
      id: '6c1d2e3f-0002-4a5b-8c9d-0e1f2a3b4c5d',
      mine: true,
      body: 'Dobrý den, obsazeno je všech osm bytů, smlouvy končí v roce 2028. Posílám přehled.',
      attachment: { name: 'Přehled nájemníků.pdf' },
      createdAt: '2026-11-26T09:12:00.000Z',
    },
    {
      id: '6c1d2e3f-0003-4a5b-8c9d-0e1f2a3b4c5d',
      mine: false,
      body: 'Děkuji, podívám se na to.',
      attachment: null,
      createdAt: '2026-11-26T09:15:00.000Z',
    },
  ],
}

export const DOCUMENTS = [
  { id: '7d2e3f4a-0001-4b5c-8d9e-0f1a2b3c4d5e', name: 'Přehled nájemníků.pdf' },
  { id: '7d2e3f4a-0002-4b5c-8d9e-0f1a2b3c4d5e', name: 'Energetický štítek.pdf' },
]

export const NDA: NdaText = {
  version: 1,
  source: 'PLATFORM',
  title: 'Dohoda o mlčenlivosti',
  body: '1. Investor se zavazuje zachovat v tajnosti všechny neveřejné informace o nabídce.\n\n2. Důvěrné informace použije výhradně k posouzení možné investice.\n\n3. Povinnost mlčenlivosti trvá tři roky od přijetí této dohody.',
}

export const ACCESS_NEEDS_NDA: OfferAccess = {
  offerId: 3,
  requiresNda: true,
  requiresApproval: true,
  nda: NDA,
  ndaAcceptance: null,
  request: null,
  unlocked: false,
  threadId: null,
}

const ACCEPTED = {
  id: '8e3f4a5b-0001-4c5d-8e9f-0a1b2c3d4e5f',
  version: 1,
  source: 'PLATFORM' as const,
  acceptedAt: '2026-11-25T10:00:00.000Z',
}

/** The owner's own agreement, its third version (docs/decisions/1680-owner-nda-text.md). */
export const OWNER_NDA: NdaText = {
  version: 3,
  source: 'OWNER',
  title: 'Dohoda o mlčenlivosti – Penzion U Lípy',
  body: '1. Investor zachová v tajnosti hospodářské výsledky penzionu, smlouvy s nájemci a jména zaměstnanců.\n\n2. Informace nepředá konkurenčním provozovatelům ubytování v okrese Český Krumlov.\n\n3. Povinnost trvá pět let od přijetí.',
}
export const ACCESS_OWNER_NDA: OfferAccess = { ...ACCESS_NEEDS_NDA, requiresApproval: false, nda: OWNER_NDA }

/** The owner's versions as GET /api/my/offers/:id/nda-text answers them, newest first. */
export const OWNER_NDA_TEXTS: OwnerNdaTexts = {
  platform: NDA,
  versions: [
    { version: 3, title: OWNER_NDA.title, body: OWNER_NDA.body, createdAt: '2026-11-26T09:30:00.000Z' },
    { version: 2, title: OWNER_NDA.title, body: 'Druhé znění.', createdAt: '2026-11-20T14:00:00.000Z' },
    {
      version: 1,
      title: 'Dohoda o mlčenlivosti',
      body: 'První znění.',
      createdAt: '2026-11-18T08:15:00.000Z',
    },
  ],
}

export const ACCESS_CAN_REQUEST: OfferAccess = { ...ACCESS_NEEDS_NDA, ndaAcceptance: ACCEPTED }

export const ACCESS_PENDING: OfferAccess = {
  ...ACCESS_CAN_REQUEST,
  request: {
    id: '9f4a5b6c-0001-4d5e-8f9a-0b1c2d3e4f5a',
    status: 'PENDING',
    amount: 50,
    createdAt: '2026-11-25T10:05:00.000Z',
    expiresAt: '2026-12-02T10:05:00.000Z',
    decidedAt: null,
  },
}

export const ACCESS_REFUSED: OfferAccess = {
  ...ACCESS_PENDING,
  request: {
    ...(ACCESS_PENDING.request as NonNullable<OfferAccess['request']>),
    status: 'REFUSED',
    decidedAt: '2026-11-26T08:00:00.000Z',
  },
}

export const ACCESS_APPROVED: OfferAccess = {
  ...ACCESS_PENDING,
  request: {
    ...(ACCESS_PENDING.request as NonNullable<OfferAccess['request']>),
    status: 'APPROVED',
    decidedAt: '2026-11-26T08:00:00.000Z',
  },
  unlocked: true,
  threadId: '5b0c1d2e-0003-4f5a-8b9c-0d1e2f3a4b5c',
}

export const OWNER_ITEMS: OwnerAccessItem[] = [
  {
    requestId: '9f4a5b6c-0001-4d5e-8f9a-0b1c2d3e4f5a',
    investor: { label: 'Investor č. 3', email: null, anonymous: true },
    status: 'PENDING',
    amount: 50,
    createdAt: '2026-11-25T10:05:00.000Z',
    expiresAt: '2026-12-02T10:05:00.000Z',
    ndaAcceptance: ACCEPTED,
  },
  {
    requestId: '9f4a5b6c-0002-4d5e-8f9a-0b1c2d3e4f5a',
    investor: { label: 'Jana Nováková', email: 'jana.novakova@example.cz', anonymous: false },
    status: 'APPROVED',
    amount: 50,
    createdAt: '2026-11-20T10:05:00.000Z',
    expiresAt: '2026-11-27T10:05:00.000Z',
    ndaAcceptance: { ...ACCEPTED, id: '8e3f4a5b-0002-4c5d-8e9f-0a1b2c3d4e5f', version: 3, source: 'OWNER' },
  },
]
