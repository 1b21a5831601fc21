import type { EndpointName, EndpointRequest } from '@rg/domain/contract'
import {
  accessRequestSchema,
  type DealTerms,
  ndaAcceptanceSchema,
  offerAccessSchema,
} from '@rg/domain/deal-room'
import { offerDetailSchema, offerListResponseSchema, reviewSchema } from '@rg/domain/offers'
import { orderSchema, writeGpc } from '@rg/domain/payments'
import { serializedUserSchema } from '@rg/domain/profile'
import { adminBankPaymentListResponseSchema } from '@rg/domain/roles'
import { watchdogSchema } from '@rg/domain/watchdog'
import type { Caller, ContractClient } from './client.ts'

/*
 * The one table of what each served entry needs for its happy path: who calls, what they send, and which status
 * answers. Setups find their data through the API itself (the mock's fixtures and the server's demo data differ),
 * so the same row runs against both targets. An entry served but missing here fails the suite.
 */

export interface HappyPath<N extends EndpointName> {
  as: Caller
  /** 200 unless said. */
  status?: number
  request: (setup: Setup) => EndpointRequest<N> | Promise<EndpointRequest<N>>
}

export type HappyPaths = { [N in EndpointName]?: HappyPath<N> }

/** A 1×1 PNG and a minimal PDF: real files the upload rules and the server's image reader accept. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

export function upload(kind: 'image' | 'document'): FormData {
  const form = new FormData()
  form.append(
    'file',
    kind === 'image'
      ? new File([PNG], 'foto.png', { type: 'image/png' })
      : new File([PDF], 'smlouva.pdf', { type: 'application/pdf' }),
  )
  return form
}

const NEW_LISTING = {
  kind: 'LISTING' as const,
  category: 'REAL_ESTATE' as const,
  pubName: 'Kontraktní test: bytový dům',
  pubKeywords: [],
}

/** What setups may ask a target for. */
export function setupFor(c: ContractClient) {
  const ok = async <T>(reply: Promise<{ status: number; body: unknown }>, what: string) => {
    const r = await reply
    if (r.status >= 300) throw new Error(`setup (${what}) answered ${r.status}: ${JSON.stringify(r.body)}`)
    return r.body as T
  }
  const published = async (kind: 'LISTING' | 'SERVICE') => {
    const page = offerListResponseSchema.parse(
      await ok(c.call('listOffers', { query: { kind } }, 'visitor'), 'listOffers'),
    )
    const first = page.items[0]
    if (!first) throw new Error(`setup: no published ${kind}`)
    return first.id
  }
  /** A new DRAFT listing of overeny@demo.cz. */
  const draft = async () =>
    offerDetailSchema.parse(await ok(c.call('createOffer', { body: NEW_LISTING }, 'verified'), 'createOffer'))
      .id
  /**
   * One draft shared by the cases that only read it or hang a note on it: overeny@demo.cz may hold at most 20
   * unpublished offers (MAX_UNPUBLISHED_OFFERS), and the cases of all features together create more than that.
   */
  let sharedDraftId: Promise<number> | undefined
  const readOnlyDraft = () => {
    sharedDraftId ??= draft()
    return sharedDraftId
  }
  /** A draft with one uploaded photo or document; its id and the upload's. */
  const draftWith = async (kind: 'image' | 'document') => {
    const id = await draft()
    const name = kind === 'image' ? 'uploadOfferPhoto' : 'uploadOfferDocument'
    const added = await ok<{ id: string }>(
      c.call(name, { params: { id }, body: upload(kind) }, 'verified'),
      name,
    )
    return { id, uploaded: added.id }
  }
  /** A new contact of uzivatel@demo.cz; its id. */
  const contact = async () =>
    (
      await ok<{ id: string }>(
        c.call('createContact', { body: { name: 'Kontraktní Kontakt', tags: ['test'] } }, 'user'),
        'createContact',
      )
    ).id
  /** A new contact of uzivatel@demo.cz on the call list; the call's id. */
  const coldCall = async () =>
    (
      await ok<{ id: string }>(
        c.call('createColdCall', { body: { contactId: await contact() } }, 'user'),
        'createColdCall',
      )
    ).id
  /** A review of uzivatel@demo.cz on a published service. */
  const review = async () => {
    const id = await published('SERVICE')
    const body = { stars: 5, body: 'Rychlé a věcné jednání.' }
    const saved = reviewSchema.parse(
      await ok(c.call('upsertMyReview', { params: { id }, body }, 'user'), 'upsertMyReview'),
    )
    return { id, reviewId: saved.id }
  }
  /** That review, reported by overeny@demo.cz (an open report an admin may dismiss). */
  const reportedReview = async () => {
    const r = await review()
    await ok(
      c.call('reportReview', { params: r, body: { reason: 'Zavádějící.' } }, 'verified'),
      'reportReview',
    )
    return r
  }
  /** A new document in overeny@demo.cz's private store. */
  const storedDocument = async () =>
    (
      await ok<{ id: string }>(
        c.call('uploadDocument', { body: upload('document') }, 'verified'),
        'uploadDocument',
      )
    ).id
  /**
   * A spotter tip a visitor sent, as the admin's inbox lists it: sent once per target and shared (the landing
   * forms allow 5 a minute per address).
   */
  let sentTip: Promise<string> | undefined
  const tip = () => {
    sentTip ??= (async () => {
      const { id } = await ok<{ id: string }>(
        c.call(
          'sendSpotterTip',
          {
            body: {
              name: 'Kontraktní tipař',
              email: 'tipar@example.cz',
              location: 'Jihlava',
              description: 'Majitel bytového domu v Jihlavě zvažuje prodej bez realitní kanceláře.',
            },
          },
          'visitor',
        ),
        'sendSpotterTip',
      )
      return id
    })()
    return sentTip
  }
  /** A new PENDING order of uzivatel@demo.cz (a 100-credit pack), paid by an admin when asked. */
  const order = async (paid = false) => {
    const created = orderSchema.parse(
      await ok(c.call('createOrder', { body: { kind: 'CREDITS', credits: 100 } }, 'user'), 'createOrder'),
    )
    if (paid)
      await ok(c.call('adminMarkOrderPaid', { params: { id: created.id } }, 'admin'), 'adminMarkOrderPaid')
    return created.id
  }
  /** A paid order of uzivatel@demo.cz the admin cancelled: it has a credit note (docs/decisions/1306). */
  const refundedOrder = async () => {
    const id = await order(true)
    await ok(c.call('adminCancelOrder', { params: { id } }, 'admin'), 'adminCancelOrder')
    return id
  }
  /** A fresh unmatched payment imported from a statement (VS 42), open in the payments queue; its id. */
  const paymentToReview = async () => {
    await ok(c.call('adminImportStatement', { body: statement() }, 'admin'), 'adminImportStatement')
    const page = adminBankPaymentListResponseSchema.parse(
      await ok(
        c.call('adminListBankPayments', { query: { states: 'NEEDS_REVIEW', q: '42' } }, 'admin'),
        'adminListBankPayments',
      ),
    )
    const first = page.items[0]
    if (!first) throw new Error('setup: no payment to review')
    return first.id
  }
  /** A new watchdog of uzivatel@demo.cz; its id. */
  const watchdog = async () =>
    watchdogSchema.parse(
      await ok(c.call('createWatchdog', { body: { name: 'Kontraktní pes' } }, 'user'), 'createWatchdog'),
    ).id
  /** The fresh user's id and e-mail (deleting it is the last thing a case does with it). */
  const freshUser = async () =>
    serializedUserSchema.parse(await ok(c.call('getUser', {}, 'fresh'), 'getUser'))
  /** The second fresh user (`other`) with a complete profile: its id and e-mail. */
  const other = async () => {
    await ok(c.call('updateProfile', { body: OTHER_PROFILE }, 'other'), 'updateProfile')
    return serializedUserSchema.parse(await ok(c.call('getUser', {}, 'other'), 'getUser'))
  }
  /** The other user, asking for verification first. */
  const otherAsking = async () => {
    const user = await other()
    const asked = await c.call('requestVerification', { body: {} }, 'other')
    if (asked.status >= 300 && asked.status !== 409)
      throw new Error(`setup (requestVerification) ${asked.status}`)
    return user
  }
  /** A listing of overeny@demo.cz, published (submitted and approved), with the deal terms given. */
  const ownPublished = async (terms?: DealTerms) => {
    const id = await draft()
    await ok(c.call('submitOffer', { params: { id }, body: {} }, 'verified'), 'submitOffer')
    await ok(c.call('transitionOffer', { params: { id }, body: { action: 'approve' } }, 'admin'), 'approve')
    if (terms) await ok(c.call('setOfferDealTerms', { params: { id }, body: terms }, 'verified'), 'terms')
    return id
  }
  const offerAccess = async (id: number) =>
    offerAccessSchema.parse(await ok(c.call('getOfferAccess', { params: { id } }, 'fresh'), 'getOfferAccess'))
  /** The fresh user's account is shared by the cases: an admin tops it up for one more unlock or request. */
  const freshCredits = async () => {
    const fresh = serializedUserSchema.parse(await ok(c.call('getUser', {}, 'fresh'), 'getUser'))
    await ok(
      c.call(
        'adminAdjustCredits',
        { params: { id: fresh.id }, body: { amount: 50, note: 'Kontraktní test' } },
        'admin',
      ),
      'adminAdjustCredits',
    )
  }
  /** The thread of the fresh user's unlock of overeny@demo.cz's listing. */
  const dealThread = async () => {
    const offerId = await ownPublished()
    await freshCredits()
    await ok(c.call('unlockOffer', { params: { id: offerId }, body: {} }, 'fresh'), 'unlockOffer')
    const threadId = (await offerAccess(offerId)).threadId
    if (!threadId) throw new Error('setup: the unlock opened no thread')
    return { offerId, threadId }
  }
  /** The fresh user's NDA acceptance on a listing that requires one. */
  const ndaAccepted = async () => {
    const offerId = await ownPublished({ requiresNda: true, requiresApproval: false })
    const acceptance = ndaAcceptanceSchema.parse(
      await ok(
        c.call('acceptOfferNda', { params: { id: offerId }, body: { version: 1 } }, 'fresh'),
        'acceptNda',
      ),
    )
    return { offerId, acceptanceId: acceptance.id }
  }
  /** The fresh user's PENDING access request on a listing with approval. */
  const accessRequest = async () => {
    const offerId = await ownPublished({ requiresNda: false, requiresApproval: true })
    await freshCredits()
    const request = accessRequestSchema.parse(
      await ok(c.call('requestOfferAccess', { params: { id: offerId }, body: {} }, 'fresh'), 'request'),
    )
    return { offerId, requestId: request.id }
  }
  return {
    call: c.call,
    published,
    ownPublished,
    dealThread,
    ndaAccepted,
    accessRequest,
    freshCredits,
    draft,
    readOnlyDraft,
    draftWith,
    review,
    reportedReview,
    tip,
    storedDocument,
    order,
    refundedOrder,
    paymentToReview,
    watchdog,
    contact,
    coldCall,
    other,
    otherAsking,
    freshUser,
    prepareDoomed: c.prepareDoomed,
    ok,
  }
}

const OTHER_PROFILE = { firstName: 'Žofie', lastName: 'Šťastná', phone: '777 123 456', city: 'Třebíč' }

/** A bank statement in ABO/GPC with one incoming payment that matches nothing. */
function statement(): FormData {
  const form = new FormData()
  const today = new Date().toISOString().slice(0, 10)
  const gpc = writeGpc('19-2000145399/0800', today, [
    { bankRef: String(Date.now()).slice(-9), amountHalere: 12_345, variableSymbol: '42', date: today },
  ])
  form.append('file', new File([gpc], 'vypis.gpc', { type: 'text/plain' }))
  return form
}
export type Setup = ReturnType<typeof setupFor>

/** The path of a new draft's fresh upload: { id, [key]: the upload's id }. */
const uploadParams =
  <K extends string>(kind: 'image' | 'document', key: K) =>
  async (s: Setup) => {
    const { id, uploaded } = await s.draftWith(kind)
    return { params: { id, [key]: uploaded } as { id: number } & Record<K, string> }
  }

const PERSONAL = { firstName: 'Nikola', lastName: 'Nová', phone: '777 123 456', city: 'Brno' }

export const HAPPY_PATHS: HappyPaths = {
  getUser: { as: 'user', request: () => ({}) },
  initialCredits: { as: 'fresh', request: () => ({}) },
  productGuideViewed: { as: 'user', request: () => ({ body: { ids: ['contract-step'] } }) },
  cookieAccept: { as: 'visitor', request: () => ({}) },
  cookieReject: { as: 'visitor', request: () => ({}) },

  listOffers: { as: 'visitor', request: () => ({ query: { kind: 'LISTING', sort: 'price-asc' } }) },
  recommendedOffers: { as: 'user', request: () => ({}) },
  offerMap: { as: 'user', request: () => ({ query: { kind: 'LISTING', regions: 'CZ-64' } }) },
  getOfferTeaser: { as: 'visitor', request: async (s) => ({ params: { id: await s.published('LISTING') } }) },
  getOffer: { as: 'visitor', request: async (s) => ({ params: { id: await s.published('SERVICE') } }) },
  unlockOffer: {
    // A new account's welcome bonus pays for the first unlock.
    as: 'fresh',
    request: async (s) => {
      await s.call('initialCredits', {}, 'fresh')
      return { params: { id: await s.published('LISTING') }, body: { shareContact: true } }
    },
  },
  downloadOfferDocument: { as: 'verified', request: uploadParams('document', 'documentId') },
  listReviews: { as: 'visitor', request: async (s) => ({ params: { id: await s.published('SERVICE') } }) },
  upsertMyReview: {
    as: 'user',
    request: async (s) => ({
      params: { id: await s.published('SERVICE') },
      body: { stars: 4, body: 'Doporučuji.' },
    }),
  },
  deleteReview: { as: 'user', request: async (s) => ({ params: await s.review() }) },
  offerHistory: { as: 'verified', request: async (s) => ({ params: { id: await s.readOnlyDraft() } }) },
  transitionOffer: {
    // The moderation step: an admin approves a submitted offer.
    as: 'admin',
    request: async (s) => {
      const id = await s.draft()
      await s.ok(s.call('submitOffer', { params: { id }, body: {} }, 'verified'), 'submitOffer')
      return { params: { id }, body: { action: 'approve' } }
    },
  },

  listMyOffers: { as: 'verified', request: () => ({ query: { kind: 'LISTING', statuses: 'PUBLISHED' } }) },
  createOffer: { as: 'verified', status: 201, request: () => ({ body: NEW_LISTING }) },
  updateOffer: {
    as: 'verified',
    request: async (s) => ({ params: { id: await s.readOnlyDraft() }, body: { pubPrice: 4_500_000 } }),
  },
  submitOffer: { as: 'verified', request: async (s) => ({ params: { id: await s.draft() }, body: {} }) },
  uploadOfferPhoto: {
    as: 'verified',
    status: 201,
    request: async (s) => ({ params: { id: await s.draft() }, body: upload('image') }),
  },
  reorderOfferPhotos: {
    as: 'verified',
    request: async (s) => {
      const { id, uploaded } = await s.draftWith('image')
      return { params: { id }, body: { ids: [uploaded] } }
    },
  },
  deleteOfferPhoto: { as: 'verified', request: uploadParams('image', 'photoId') },
  uploadOfferDocument: {
    as: 'verified',
    status: 201,
    request: async (s) => ({ params: { id: await s.readOnlyDraft() }, body: upload('document') }),
  },
  deleteOfferDocument: { as: 'verified', request: uploadParams('document', 'documentId') },

  onboardingPersonal: { as: 'fresh', request: () => ({ body: PERSONAL }) },
  onboardingWatchdog: { as: 'fresh', request: () => ({ body: { watchdog: null } }) },
  onboardingInvestment: { as: 'fresh', request: () => ({ body: { preferences: null } }) },

  listWatchdogs: { as: 'user', request: () => ({}) },
  createWatchdog: {
    as: 'user',
    status: 201,
    request: () => ({ body: { name: 'Kontraktní pes', regions: ['CZ-64'], priceTo: 10_000_000 } }),
  },
  updateWatchdog: {
    as: 'user',
    request: async (s) => ({ params: { id: await s.watchdog() }, body: { frequency: 'WEEKLY' } }),
  },
  deleteWatchdog: { as: 'user', request: async (s) => ({ params: { id: await s.watchdog() } }) },
  getInvestmentPreferences: { as: 'user', request: () => ({}) },
  putInvestmentPreferences: {
    as: 'user',
    request: () => ({ body: { amountTo: 5_000_000, regions: ['CZ-63'], categories: ['REAL_ESTATE'] } }),
  },
  listFavourites: { as: 'user', request: () => ({}) },
  addFavourite: { as: 'user', request: async (s) => ({ params: { id: await s.published('LISTING') } }) },
  removeFavourite: { as: 'user', request: async (s) => ({ params: { id: await s.published('LISTING') } }) },
  similarOffers: { as: 'user', request: async (s) => ({ params: { id: await s.published('LISTING') } }) },
  listNotifications: { as: 'user', request: () => ({}) },
  markNotificationsRead: { as: 'user', request: () => ({ body: { all: true } }) },
  getNotificationPreferences: { as: 'user', request: () => ({}) },
  getContactSharing: { as: 'user', request: () => ({}) },
  updateContactSharing: { as: 'user', request: () => ({ body: { shareByDefault: false } }) },
  getDraftDemand: {
    as: 'verified',
    request: () => ({
      body: { kind: 'LISTING', category: 'REAL_ESTATE', region: 'CZ-64', pubPrice: 9_000_000 },
    }),
  },
  getOfferStats: { as: 'verified', request: async (s) => ({ params: { id: await s.readOnlyDraft() } }) },
  listOfferLeads: { as: 'verified', request: async (s) => ({ params: { id: await s.readOnlyDraft() } }) },
  saveNotificationPreferences: {
    as: 'user',
    request: () => ({ body: { emailOff: ['OFFER_UNLOCKED', 'WATCHDOG_MATCH'], messageEmail: 'DAILY' } }),
  },

  getNote: {
    as: 'verified',
    request: async (s) => ({ query: { kind: 'LISTING', targetId: String(await s.readOnlyDraft()) } }),
  },
  saveNote: {
    as: 'verified',
    request: async (s) => ({
      body: { kind: 'LISTING', targetId: String(await s.readOnlyDraft()), body: 'Ověřit nájemní smlouvy.' },
    }),
  },

  getProfile: { as: 'user', request: () => ({}) },
  updateProfile: { as: 'other', request: () => ({ body: OTHER_PROFILE }) },
  uploadAvatar: { as: 'other', request: () => ({ body: upload('image') }) },
  requestVerification: {
    as: 'other',
    request: async (s) => {
      await s.other()
      return { body: {} }
    },
  },
  exportData: { as: 'user', request: () => ({}) },
  adminListUsers: { as: 'admin', request: () => ({ query: { q: 'stastna' } }) },
  adminGetUser: { as: 'admin', request: async (s) => ({ params: { id: (await s.other()).id } }) },
  adminChangeRole: {
    as: 'admin',
    request: async (s) => ({ params: { id: (await s.other()).id }, body: { role: 'ADMIN' } }),
  },
  adminDecideVerification: {
    as: 'admin',
    request: async (s) => ({
      params: { id: (await s.otherAsking()).id },
      body: { decision: 'REJECT', reason: 'Doplňte prosím IČO.' },
    }),
  },
  adminAdjustCredits: {
    as: 'admin',
    request: async (s) => ({
      params: { id: (await s.other()).id },
      body: { amount: 10, note: 'Kontraktní test' },
    }),
  },
  adminBlockUser: {
    as: 'admin',
    request: async (s) => ({ params: { id: (await s.other()).id }, body: { blocked: false } }),
  },
  deleteAccount: {
    as: 'doomed',
    request: async (s) => ({ body: { confirmEmail: await s.prepareDoomed() } }),
  },

  listContacts: { as: 'user', request: () => ({ query: { q: 'dvorak', limit: 50 } }) },
  createContact: {
    as: 'user',
    status: 201,
    request: () => ({
      body: {
        name: 'Jana Dvořáková',
        jobTitle: 'Ředitelka',
        emails: [{ type: 'work', value: 'jana@example.cz', primary: true }],
        phones: [
          { type: 'mobile', value: '+420 777 123 456' },
          { type: 'work', value: '+420 222 333 444' },
        ],
        addresses: [{ type: 'work', street: 'Údolní 5', city: 'Brno', postcode: '602 00', country: 'Česko' }],
        tags: ['investor'],
      },
    }),
  },
  getContact: { as: 'user', request: async (s) => ({ params: { id: await s.contact() } }) },
  updateContact: {
    as: 'user',
    request: async (s) => ({ params: { id: await s.contact() }, body: { company: 'Dvořák s.r.o.' } }),
  },
  deleteContact: { as: 'user', request: async (s) => ({ params: { id: await s.contact() } }) },
  importContacts: {
    as: 'user',
    request: () => ({
      body: {
        contacts: [
          { name: 'Importovaná Osoba', email: `import-${crypto.randomUUID()}@example.cz`, ico: '27082440' },
          {
            name: 'Seznamová Osoba',
            emails: [
              { value: `seznam-${crypto.randomUUID()}@example.cz` },
              { type: 'home', value: 'doma@example.cz' },
            ],
            phones: [{ type: 'mobile', value: '+420 603 000 111', primary: true }],
          },
          { name: 'Bez Spojení', address: 'Vídeňská 1, Brno', note: 'Z veletrhu' },
        ],
      },
    }),
  },
  listColdCalls: { as: 'user', request: () => ({ query: { statuses: 'NEW,CALL_BACK' } }) },
  createColdCall: {
    as: 'user',
    status: 201,
    request: async (s) => ({ body: { contactId: await s.contact() } }),
  },
  updateColdCall: {
    as: 'user',
    request: async (s) => ({
      params: { id: await s.coldCall() },
      body: { status: 'CALL_BACK', nextCallOn: '2026-12-01', nextCallTime: '14:30' },
    }),
  },
  deleteColdCall: { as: 'user', request: async (s) => ({ params: { id: await s.coldCall() } }) },
  logCall: {
    as: 'user',
    status: 201,
    request: async (s) => ({
      params: { id: await s.coldCall() },
      body: { outcome: 'REACHED', status: 'CALL_BACK', nextCallOn: '2026-12-02' },
    }),
  },

  sendSpotterTip: {
    as: 'visitor',
    status: 201,
    request: () => ({
      body: {
        name: 'Jan Tipař',
        email: 'tipar@example.cz',
        phone: '',
        location: 'Zlín',
        description: 'Majitel činžovního domu ve Zlíně zvažuje prodej mimo realitní kanceláře.',
      },
    }),
  },
  sendContactMessage: {
    as: 'visitor',
    status: 201,
    request: () => ({
      body: { name: 'Eva', email: 'eva@example.cz', phone: '', message: 'Dobrý den, mám dotaz.' },
    }),
  },
  sendHelpMessage: {
    as: 'user',
    status: 201,
    request: () => ({ body: { topic: 'CREDITS', message: 'Kdy mi přijdou kredity po zaplacení?' } }),
  },

  adminListOffers: { as: 'admin', request: () => ({ query: { statuses: 'PENDING' } }) },
  adminTakeDownOffer: {
    // The operator pauses a freshly approved offer with a reason the owner is told.
    as: 'admin',
    request: async (s) => {
      const id = await s.draft()
      await s.ok(s.call('submitOffer', { params: { id }, body: {} }, 'verified'), 'submitOffer')
      await s.ok(
        s.call('transitionOffer', { params: { id }, body: { action: 'approve' } }, 'admin'),
        'approve',
      )
      return { params: { id }, body: { action: 'pause', reason: 'Nahlášeno jako podvod.' } }
    },
  },
  listDocuments: { as: 'verified', request: () => ({}) },
  uploadDocument: {
    as: 'verified',
    status: 201,
    request: () => {
      const body = upload('document')
      body.append('tags', 'smlouvy')
      return { body }
    },
  },
  downloadDocument: { as: 'verified', request: async (s) => ({ params: { id: await s.storedDocument() } }) },
  updateDocument: {
    as: 'verified',
    request: async (s) => ({
      params: { id: await s.storedDocument() },
      body: { name: 'Smlouva – podepsaná', tags: ['smlouvy', 'Zlín'] },
    }),
  },
  deleteDocument: { as: 'verified', request: async (s) => ({ params: { id: await s.storedDocument() } }) },
  attachStoredDocument: {
    as: 'verified',
    status: 201,
    request: async (s) => ({
      params: { id: await s.readOnlyDraft() },
      body: { documentId: await s.storedDocument() },
    }),
  },
  adminDashboard: { as: 'admin', request: () => ({}) },
  adminListDeadMail: { as: 'admin', request: () => ({ query: {} }) },
  // Without ids: all dead letters (none in either data set) go back to the queue.
  adminResendMail: { as: 'admin', request: () => ({ body: {} }) },
  adminListInbox: { as: 'admin', request: () => ({ query: { kind: 'TIP', state: 'NEW' } }) },
  adminGetInboxItem: { as: 'admin', request: async (s) => ({ params: { kind: 'TIP', id: await s.tip() } }) },
  adminUpdateInboxItem: {
    as: 'admin',
    request: async (s) => ({
      params: { kind: 'TIP', id: await s.tip() },
      body: { note: 'Zavolat majiteli.', state: 'IN_PROGRESS' },
    }),
  },
  adminTipToDraft: {
    as: 'admin',
    request: async (s) => ({ params: { kind: 'TIP', id: await s.tip() }, body: {} }),
  },
  reportReview: {
    as: 'verified',
    request: async (s) => ({ params: await s.review(), body: { reason: 'Obsahuje urážky.' } }),
  },
  adminListReportedReviews: {
    as: 'admin',
    request: async (s) => ({ query: { offerId: (await s.review()).id } }),
  },
  adminRemoveReview: {
    as: 'admin',
    request: async (s) => ({
      params: { reviewId: (await s.review()).reviewId },
      body: { reason: 'Porušuje pravidla.' },
    }),
  },
  adminKeepReview: {
    as: 'admin',
    request: async (s) => ({ params: { reviewId: (await s.reportedReview()).reviewId }, body: {} }),
  },

  listThreads: {
    as: 'fresh',
    request: async (s) => ({ query: { offerId: (await s.dealThread()).offerId } }),
  },
  getThread: { as: 'fresh', request: async (s) => ({ params: { id: (await s.dealThread()).threadId } }) },
  sendMessage: {
    as: 'verified',
    status: 201,
    request: async (s) => ({
      params: { id: (await s.dealThread()).threadId },
      body: { body: 'Dobrý den, pošlu podklady.', documentId: await s.storedDocument() },
    }),
  },
  reportThread: {
    as: 'fresh',
    request: async (s) => ({
      params: { id: (await s.dealThread()).threadId },
      body: { reason: 'Obtěžuje.' },
    }),
  },
  downloadMessageAttachment: {
    as: 'fresh',
    request: async (s) => {
      const { threadId } = await s.dealThread()
      const documentId = await s.storedDocument()
      const sent = await s.ok<{ id: string }>(
        s.call(
          'sendMessage',
          { params: { id: threadId }, body: { body: 'Příloha.', documentId } },
          'verified',
        ),
        'sendMessage',
      )
      return { params: { id: threadId, messageId: sent.id } }
    },
  },
  getOfferAccess: {
    as: 'fresh',
    request: async (s) => ({
      params: { id: await s.ownPublished({ requiresNda: true, requiresApproval: true }) },
    }),
  },
  acceptOfferNda: {
    as: 'fresh',
    request: async (s) => ({
      params: { id: await s.ownPublished({ requiresNda: true, requiresApproval: false }) },
      body: { version: 1 },
    }),
  },
  requestOfferAccess: {
    as: 'fresh',
    status: 201,
    request: async (s) => {
      const id = await s.ownPublished({ requiresNda: false, requiresApproval: true })
      await s.freshCredits()
      return { params: { id }, body: {} }
    },
  },
  downloadNdaAcceptance: {
    as: 'verified',
    request: async (s) => ({ params: { id: (await s.ndaAccepted()).acceptanceId } }),
  },
  listOfferAccess: {
    as: 'verified',
    request: async (s) => ({ params: { id: (await s.ndaAccepted()).offerId } }),
  },
  setOfferDealTerms: {
    as: 'verified',
    request: async (s) => ({
      params: { id: await s.ownPublished() },
      body: { requiresNda: true, requiresApproval: true },
    }),
  },
  getOfferNdaText: {
    as: 'verified',
    request: async (s) => ({ params: { id: await s.ownPublished() } }),
  },
  setOfferNdaText: {
    as: 'verified',
    status: 201,
    request: async (s) => ({
      params: { id: await s.ownPublished() },
      body: { title: 'Dohoda o mlčenlivosti', body: 'Investor zachová vše o nabídce v tajnosti.' },
    }),
  },
  decideOfferAccess: {
    as: 'verified',
    request: async (s) => {
      const { offerId, requestId } = await s.accessRequest()
      return { params: { id: offerId, requestId }, body: { decision: 'APPROVE' } }
    },
  },
  adminGetReportedThread: {
    as: 'admin',
    request: async (s) => {
      const { threadId } = await s.dealThread()
      await s.ok(
        s.call('reportThread', { params: { id: threadId }, body: { reason: 'Spam.' } }, 'fresh'),
        'report',
      )
      return { params: { id: threadId } }
    },
  },

  listOrders: { as: 'user', request: () => ({}) },
  createOrder: {
    as: 'user',
    status: 201,
    request: () => ({
      body: {
        kind: 'SUBSCRIPTION',
        tier: 'SILVER',
        term: 'YEARLY',
        address: { street: 'Vodičkova 1', city: 'Praha 1', postcode: '11000' },
      },
    }),
  },
  getOrder: { as: 'user', request: async (s) => ({ params: { id: await s.order() } }) },
  cancelOrder: { as: 'user', request: async (s) => ({ params: { id: await s.order() } }) },
  downloadInvoice: { as: 'user', request: async (s) => ({ params: { id: await s.order(true) } }) },
  downloadCreditNote: { as: 'user', request: async (s) => ({ params: { id: await s.refundedOrder() } }) },
  downloadInvoiceIsdoc: { as: 'user', request: async (s) => ({ params: { id: await s.order(true) } }) },
  downloadCreditNoteIsdoc: {
    as: 'user',
    request: async (s) => ({ params: { id: await s.refundedOrder() } }),
  },
  adminDownloadAccountingArchive: { as: 'admin', request: () => ({ query: { month: '2026-01' } }) },
  adminListOrders: { as: 'admin', request: () => ({ query: { statuses: 'PENDING', kinds: 'CREDITS' } }) },
  adminGetOrder: { as: 'admin', request: async (s) => ({ params: { id: await s.order() } }) },
  adminMarkOrderPaid: { as: 'admin', request: async (s) => ({ params: { id: await s.order() } }) },
  adminCancelOrder: { as: 'admin', request: async (s) => ({ params: { id: await s.order() } }) },
  adminImportStatement: { as: 'admin', request: () => ({ body: statement() }) },
  adminListBankPayments: { as: 'admin', request: () => ({ query: { states: 'NEEDS_REVIEW', q: '42' } }) },
  adminResolveBankPayment: {
    as: 'admin',
    request: async (s) => ({
      params: { id: await s.paymentToReview() },
      body: { action: 'NOT_OURS', note: 'Kontraktní test: platba nepatří k objednávce.' },
    }),
  },
}
