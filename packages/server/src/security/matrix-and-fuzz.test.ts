import { pragueDate } from '@rg/domain/calendar'
import { API, apiPath, type EndpointDef, endpointUrl, ROUTES } from '@rg/domain/contract'
import { offerDetailSchema } from '@rg/domain/offers'
import { writeGpc } from '@rg/domain/payments'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type ApiUser,
  apiUser,
  draftListing,
  publishedListing,
  TEST_LISTING,
} from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_OPERATOR } from '../env.ts'

/**
 * The security suite (docs/security.md "Tests"): an authorisation matrix walked from the contract's `API` (every
 * endpoint × visitor, USER, VERIFIED, ADMIN, another owner, the owner), each call naming the owner's existing object
 * with a valid body (docs/decisions/1201-matrix-on-existing-objects.md), with 0 unexpected allows and no endpoint
 * refused to everyone outside a documented list; and a property-based fuzz of every endpoint's input generated from
 * its zod schema with 0 answers 5xx. Endpoints nobody serves yet answer 404 and count as refused.
 */

type Actor = 'visitor' | 'USER' | 'VERIFIED' | 'other owner' | 'owner' | 'ADMIN'
const ACTORS: Actor[] = ['visitor', 'USER', 'VERIFIED', 'other owner', 'owner', 'ADMIN']
const SOME_UUID = '00000000-0000-4000-8000-000000000001'
const PERSONAL = { firstName: 'Jan', lastName: 'Novák', phone: '+420777123456', city: 'Zlín' }
const PNG = new Uint8Array(
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer(),
)
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const endpoints = Object.entries(API) as [string, EndpointDef][]

/** The upper bound of who may be let through: an allow outside it is a finding. */
function permitted(actor: Actor, ep: EndpointDef): boolean {
  // the target offer of every /:id offer endpoint is the owner's draft: nobody else may see or act on it
  if (/^\/api\/(my\/)?offers\/:id/.test(ep.path)) return actor === 'owner' || actor === 'ADMIN'
  if (ep.access === 'admin') return actor === 'ADMIN'
  if (ep.access === 'verified') return actor !== 'visitor' && actor !== 'USER'
  if (ep.access === 'user') return actor !== 'visitor'
  return true
}

type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  format?: string
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  '-1',
  '1e309',
  "'; drop table x; --",
  '../..',
]

/** A fast-check arbitrary from the JSON Schema of a zod schema: mostly shaped like the input, sometimes hostile. */
function arbitrary(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return fc.anything({ maxDepth: 1 })
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const options = s.anyOf ?? s.oneOf ?? s.allOf
  if (options?.length) return fc.oneof(...options.map((o) => arbitrary(o, depth + 1)))
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 300) }),
        },
        {
          weight: 2,
          arbitrary: s.format === 'email' ? fc.emailAddress() : s.format === 'uuid' ? fc.uuid() : fc.string(),
        },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      )
    case 'integer':
      return fc.oneof(
        fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 }),
        fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53)),
      )
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(arbitrary(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 6) })
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitrary(v, depth + 1)]),
      )
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) })
    }
    default:
      return fc.anything({ maxDepth: 1 })
  }
}

function jsonSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return undefined
  }
}

/** Input for an endpoint: shaped by its schemas (1 in 5 bodies of any shape at all). */
function inputArbitrary(ep: EndpointDef) {
  const body =
    ep.body === 'multipart'
      ? fc.record({
          name: fc.oneof(
            fc.string(),
            fc.constantFrom('dum.jpg', 'a\u0000.pdf', '../../x.png', 'x'.repeat(400)),
          ),
          bytes: fc.uint8Array({ maxLength: 64 }),
        })
      : ep.body
        ? fc.oneof(
            { weight: 4, arbitrary: arbitrary(jsonSchema(ep.body)) },
            { weight: 1, arbitrary: fc.anything() },
          )
        : fc.constant(undefined)
  const query = ep.query ? arbitrary(jsonSchema(ep.query)) : fc.constant(undefined)
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) }, // the real target
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '99999999999999999999', 'abc', SOME_UUID, '1.5', ' '),
    },
  )
  return fc.record({ body, query, param })
}

describe.each(backends.slice(0, 1))('security suite on $name', (backend) => {
  let server: TestServer
  const clients = {} as Record<Exclude<Actor, 'visitor'>, ApiUser>
  let offerId = 0
  let targetUserId = ''

  beforeAll(async () => {
    server = await startTestServer(backend, {
      marketplaceLimits: { unlocksPerMinute: 10_000, images: { imagesPerMinute: 10_000 } },
    })
    clients.USER = await apiUser(server, 'USER', 50)
    clients.VERIFIED = await apiUser(server, 'VERIFIED', 50)
    clients['other owner'] = await apiUser(server, 'VERIFIED', 50)
    clients.owner = await apiUser(server, 'VERIFIED', 50)
    clients.ADMIN = await apiUser(server, 'ADMIN', 50)
    offerId = await draftListing(clients.owner)
    await draftListing(clients['other owner'])
    targetUserId = (await apiUser(server, 'USER')).id
  })
  afterAll(() => server?.close())

  function pathOf(ep: EndpointDef, override?: string | null) {
    const params: Record<string, string | number> = {}
    for (const [, name] of ep.path.matchAll(/:(\w+)/g)) {
      const key = name as string
      params[key] =
        key === 'id'
          ? ep.path.startsWith(ROUTES.adminListUsers.path)
            ? targetUserId
            : ep.path.startsWith(ROUTES.listOffers.path) || ep.path.startsWith(ROUTES.listMyOffers.path)
              ? offerId
              : SOME_UUID
          : SOME_UUID
    }
    if (override != null && 'id' in params) params.id = override
    return apiPath(ep.path, params)
  }

  function send(
    actor: Actor,
    ep: EndpointDef,
    input: { body?: unknown; query?: unknown; param?: string | null } = {},
  ): Promise<Response> {
    let path = pathOf(ep, input.param)
    if (input.query && typeof input.query === 'object') {
      const qs = new URLSearchParams()
      for (const [k, v] of Object.entries(input.query as Record<string, unknown>))
        for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) qs.append(k, String(item))
      if (qs.size) path += `?${qs}`
    }
    const init: RequestInit = { method: ep.method }
    if (ep.body === 'multipart') {
      const file = (input.body as { name: string; bytes: Uint8Array } | undefined) ?? {
        name: 'dum.jpg',
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      }
      const form = new FormData()
      form.append(
        'file',
        new File([file.bytes as Uint8Array<ArrayBuffer>], file.name || 'x', { type: 'image/jpeg' }),
      )
      init.body = form
    } else if (ep.method !== 'GET' && ep.method !== 'DELETE') {
      init.body = JSON.stringify(input.body ?? {})
    }
    if (actor === 'visitor')
      return fetch(`${server.url}${path}`, {
        ...init,
        headers: typeof init.body === 'string' ? { 'content-type': 'application/json' } : {},
      })
    return clients[actor].api(path, init)
  }

  /**
   * The matrix's own world (docs/security.md "Tests"): fresh callers, and one existing object of every kind an `:id`
   * endpoint takes, seeded for the owner and for the other owner, so every call names a real object of someone.
   */
  async function matrixWorld() {
    const c = {
      USER: await apiUser(server, 'USER', 50),
      VERIFIED: await apiUser(server, 'VERIFIED', 50),
      'other owner': await apiUser(server, 'VERIFIED', 50),
      owner: await apiUser(server, 'VERIFIED', 50),
      ADMIN: await apiUser(server, 'ADMIN', 50),
    } satisfies Record<Exclude<Actor, 'visitor'>, ApiUser>
    const created = async (res: Response, what: string) => {
      const text = await res.text()
      expect(res.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(300)
      return JSON.parse(text) as { id: string } & Record<string, unknown>
    }
    // the unverified caller's profile is complete, so its own request for verification reaches the rule and passes
    // (the matrix does not depend on the contract's order putting the onboarding first)
    await created(
      await c.USER.json(endpointUrl('onboardingPersonal'), 'PUT', PERSONAL),
      'USER personal details',
    )
    const png = PNG
    const pdf = PDF
    const upload = (u: ApiUser, url: string, name: string, bytes: Uint8Array, type: string) => {
      const form = new FormData()
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
      return u.api(url, { method: 'POST', body: form })
    }
    async function seed(u: ApiUser) {
      const draft = await draftListing(u)
      const photo = await created(
        await upload(
          u,
          endpointUrl('uploadOfferPhoto', { params: { id: draft } }),
          'dum.png',
          png,
          'image/png',
        ),
        'photo',
      )
      const offerDocument = await created(
        await upload(
          u,
          endpointUrl('uploadOfferDocument', { params: { id: draft } }),
          'smlouva.pdf',
          pdf,
          'application/pdf',
        ),
        'offer document',
      )
      const contact = await created(
        await u.json(endpointUrl('createContact'), 'POST', { name: 'Kontakt matice' }),
        'contact',
      )
      const spareContact = await created(
        await u.json(endpointUrl('createContact'), 'POST', { name: 'Kontakt bez hovoru' }),
        'spare contact',
      )
      const coldCall = await created(
        await u.json(endpointUrl('createColdCall'), 'POST', { contactId: spareContact.id }),
        'cold call',
      )
      const document = await created(
        await upload(u, endpointUrl('uploadDocument'), 'ulozena.pdf', pdf, 'application/pdf'),
        'document',
      )
      const order = async () =>
        (
          await created(
            await u.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 }),
            'order',
          )
        ).id
      const watchdog = await created(
        await u.json(endpointUrl('createWatchdog'), 'POST', { name: 'Hlídač matice', keywords: ['dům'] }),
        'watchdog',
      )
      const { rows } = await server.db.query<{ id: string }>(
        `insert into public.notifications (user_id, kind, title) values ($1, 'WATCHDOG_MATCH', 'Oznámení') returning id`,
        [u.id],
      )
      return {
        draft,
        photo: photo.id,
        offerDocument: offerDocument.id,
        contact: contact.id,
        spareContact: spareContact.id,
        coldCall: coldCall.id,
        document: document.id,
        order: await order(),
        orderToPay: await order(),
        orderToCancel: await order(),
        paidOrder: await order(),
        refundedOrder: await order(),
        watchdog: watchdog.id,
        notification: rows[0]?.id as string,
      }
    }
    const own = await seed(c.owner)
    await seed(c['other owner'])
    await created(
      await c.ADMIN.json(endpointUrl('adminMarkOrderPaid', { params: { id: own.paidOrder } }), 'POST', {}),
      'paid order',
    )
    // a paid order the operator cancelled: its credit note (docs/decisions/1306-credit-notes.md)
    await created(
      await c.ADMIN.json(
        endpointUrl('adminMarkOrderPaid', { params: { id: own.refundedOrder } }),
        'POST',
        {},
      ),
      'paid order to refund',
    )
    await created(
      await c.ADMIN.json(endpointUrl('adminCancelOrder', { params: { id: own.refundedOrder } }), 'POST', {}),
      'refunded order',
    )
    // the owner's published offer: others may unlock it, only its owner (and admins) change its state
    const ownPublished = await publishedListing(c.owner, c.ADMIN)
    // a published offer of the other owner that the owner unlocked and reviewed: the review is the owner's object
    const published = await publishedListing(c['other owner'], c.ADMIN)
    // a published offer of the other owner for the operator's take-down (it leaves the market)
    const toTakeDown = await publishedListing(c['other owner'], c.ADMIN)
    await created(
      await c.owner.json(endpointUrl('unlockOffer', { params: { id: published } }), 'POST', {}),
      'unlock',
    )
    const review = await created(
      await c.owner.json(endpointUrl('upsertMyReview', { params: { id: published } }), 'PUT', {
        stars: 4,
        body: 'Poctivě popsaná nabídka.',
      }),
      'review',
    )
    // two more reviews of it, reported by the owner, for the admin's "remove" and "keep" to each decide one
    const reported = async (tag: string) => {
      const reviewer = await apiUser(server, 'VERIFIED', 50)
      await created(
        await reviewer.json(endpointUrl('unlockOffer', { params: { id: published } }), 'POST', {}),
        `${tag} unlock`,
      )
      const { id } = await created(
        await reviewer.json(endpointUrl('upsertMyReview', { params: { id: published } }), 'PUT', {
          stars: 1,
          body: `Hodnocení k rozhodnutí (${tag}).`,
        }),
        `${tag} review`,
      )
      await created(
        await c.owner.json(endpointUrl('reportReview', { params: { id: published, reviewId: id } }), 'POST', {
          reason: 'Nepravdivé údaje.',
        }),
        `${tag} report`,
      )
      return id
    }
    const reviewToRemove = await reported('remove')
    const reviewToKeep = await reported('keep')
    // a tip from a visitor in the operator's inbox, and a user the admin endpoints act on
    await created(
      await fetch(`${server.url}${endpointUrl('sendSpotterTip')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Jan Tipař',
          email: 'tipar@example.cz',
          description: 'Na prodej je činžovní dům v centru Zlína, majitel spěchá.',
        }),
      }),
      'tip',
    )
    const inbox = (await (await c.ADMIN.api(`${endpointUrl('adminListInbox')}`)).json()) as {
      items: { id: string; kind: string }[]
    }
    const tip = inbox.items[0] as { id: string; kind: string }
    // a payment of the operator's statement that matches no order: the payments queue's object to resolve
    const statement = new FormData()
    statement.append(
      'file',
      new File(
        [
          writeGpc(DEMO_OPERATOR.accountNumber, pragueDate(new Date()), [
            {
              bankRef: '7001',
              amountHalere: 12_300,
              variableSymbol: '9999999999',
              date: pragueDate(new Date()),
            },
          ]),
        ],
        'vypis.gpc',
        { type: 'application/octet-stream' },
      ),
    )
    await created(
      await c.ADMIN.api(endpointUrl('adminImportStatement'), { method: 'POST', body: statement }),
      'statement',
    )
    const bankPayment = (
      await server.db.query<{ id: string }>(
        'select id from public.bank_payments order by imported_at desc limit 1',
      )
    ).rows[0]?.id as string
    // a user asking to be verified, for the admin endpoints to act on
    const target = await apiUser(server, 'USER')
    await created(await target.json(endpointUrl('onboardingPersonal'), 'PUT', PERSONAL), 'personal details')
    await created(await target.json(endpointUrl('requestVerification'), 'POST', {}), 'verification request')
    // The deal room (decisions 1520, 1521): an investor outside the callers unlocks the owner's listing and writes,
    // with an attachment, and reports the thread; on a listing with NDA and approval the investor accepts and asks.
    const investor = await apiUser(server, 'VERIFIED', 100)
    await created(
      await investor.json(endpointUrl('unlockOffer', { params: { id: ownPublished } }), 'POST', {}),
      'deal unlock',
    )
    const access = await created(
      await investor.api(endpointUrl('getOfferAccess', { params: { id: ownPublished } })),
      'deal access',
    )
    const thread = access.threadId as string
    const investorDoc = await created(
      await upload(investor, endpointUrl('uploadDocument'), 'priloha.pdf', pdf, 'application/pdf'),
      'investor document',
    )
    const message = await created(
      await investor.json(endpointUrl('sendMessage', { params: { id: thread } }), 'POST', {
        body: 'Dobrý den, posílám podklady.',
        documentId: investorDoc.id,
      }),
      'deal message',
    )
    const reportedThread = (
      await server.db.query<{ id: string }>(
        `insert into public.message_threads (offer_id, owner_id, investor_id) values ($1, $2, $3) returning id`,
        [
          published,
          (
            await server.db.query<{ owner_id: string }>('select owner_id from public.offers where id = $1', [
              published,
            ])
          ).rows[0]?.owner_id,
          investor.id,
        ],
      )
    ).rows[0]?.id as string
    await created(
      await investor.json(endpointUrl('reportThread', { params: { id: reportedThread } }), 'POST', {
        reason: 'Spam.',
      }),
      'thread report',
    )
    const dealOffer = await publishedListing(c.owner, c.ADMIN)
    await created(
      await c.owner.json(endpointUrl('setOfferDealTerms', { params: { id: dealOffer } }), 'PUT', {
        requiresNda: true,
        requiresApproval: true,
      }),
      'deal terms',
    )
    const nda = await created(
      await investor.json(endpointUrl('acceptOfferNda', { params: { id: dealOffer } }), 'POST', {
        version: 1,
      }),
      'nda',
    )
    const accessRequest = await created(
      await investor.json(endpointUrl('requestOfferAccess', { params: { id: dealOffer } }), 'POST', {}),
      'access request',
    )
    // the unlock of the owner's listing uses up the callers' 50 credits; the access request needs another 50
    for (const u of [c.USER, c.VERIFIED, c['other owner'], c.ADMIN])
      await server.db.query(
        `insert into public.credit_transactions (user_id, amount, reason, note) values ($1, 50, 'ADMIN_ADJUSTMENT', 'matice')`,
        [u.id],
      )
    return {
      c,
      t: {
        ...own,
        ownPublished,
        published,
        review: review.id,
        reviewToRemove,
        reviewToKeep,
        toTakeDown,
        tip,
        targetUser: target.id,
        bankPayment,
        thread,
        message: message.id,
        reportedThread,
        dealOffer,
        nda: nda.id,
        accessRequest: accessRequest.id,
      },
    }
  }
  type MatrixTargets = Awaited<ReturnType<typeof matrixWorld>>['t']

  /** Targets of their own where a shared one would be used up (a paid or cancelled order, a paused offer). */
  const matrixTargetOf: Record<string, (t: MatrixTargets) => Record<string, string | number>> = {
    unlockOffer: (t) => ({ id: t.ownPublished }),
    transitionOffer: (t) => ({ id: t.ownPublished }),
    downloadInvoice: (t) => ({ id: t.paidOrder }),
    downloadCreditNote: (t) => ({ id: t.refundedOrder }),
    downloadInvoiceIsdoc: (t) => ({ id: t.paidOrder }),
    downloadCreditNoteIsdoc: (t) => ({ id: t.refundedOrder }),
    adminGetOrder: (t) => ({ id: t.paidOrder }),
    adminMarkOrderPaid: (t) => ({ id: t.orderToPay }),
    adminCancelOrder: (t) => ({ id: t.orderToCancel }),
    adminRemoveReview: (t) => ({ reviewId: t.reviewToRemove }),
    adminKeepReview: (t) => ({ reviewId: t.reviewToKeep }),
    adminTakeDownOffer: (t) => ({ id: t.toTakeDown }),
    // Favourites (issue 34): the other owner's published offer (the owner's own is paused by transitionOffer first),
    // which others may heart and whose hearts are each caller's own rows
    addFavourite: (t) => ({ id: t.published }),
    removeFavourite: (t) => ({ id: t.published }),
    getThread: (t) => ({ id: t.thread }),
    sendMessage: (t) => ({ id: t.thread }),
    reportThread: (t) => ({ id: t.thread }),
    downloadMessageAttachment: (t) => ({ id: t.thread, messageId: t.message }),
    adminGetReportedThread: (t) => ({ id: t.reportedThread }),
    acceptOfferNda: (t) => ({ id: t.dealOffer }),
    requestOfferAccess: (t) => ({ id: t.dealOffer }),
    downloadNdaAcceptance: (t) => ({ id: t.nda }),
    decideOfferAccess: (t) => ({ id: t.dealOffer, requestId: t.accessRequest }),
    // the owner's side of the deal room on offers that have something to show (a draft has no lead or request):
    // the published listing with an investor's unlock, and the listing with NDA, approval and a pending request
    listOfferLeads: (t) => ({ id: t.ownPublished }),
    getOfferStats: (t) => ({ id: t.ownPublished }),
    listOfferAccess: (t) => ({ id: t.dealOffer }),
    setOfferDealTerms: (t) => ({ id: t.dealOffer }),
    // the owner's own NDA text on the published listing with NDA (every caller sees the offer, so a refusal is the
    // ownership check, not a hidden draft): another owner and investors neither read the versions nor write one
    getOfferNdaText: (t) => ({ id: t.dealOffer }),
    setOfferNdaText: (t) => ({ id: t.dealOffer }),
  }

  /** The `:id` (and other) path parameters of an endpoint: always the owner's existing object of that kind. */
  function matrixParams(name: string, ep: EndpointDef, t: MatrixTargets): Record<string, string | number> {
    const own = matrixTargetOf[name]
    if (own) return own(t)
    const onReview = ['listReviews', 'upsertMyReview', 'deleteReview', 'reportReview'].includes(name)
    const byPath: [RegExp, Record<string, string | number>][] = [
      [
        /^\/api\/offers\/:id/,
        onReview ? { id: t.published, reviewId: t.review } : { id: t.draft, documentId: t.offerDocument },
      ],
      [/^\/api\/my\/offers\/:id/, { id: t.draft, photoId: t.photo, documentId: t.offerDocument }],
      [/^\/api\/watchdogs\/:id/, { id: t.watchdog }],
      [/^\/api\/orders\/:id/, { id: t.order }],
      [/^\/api\/contacts\/:id/, { id: t.contact }],
      [/^\/api\/coldcalls\/:id/, { id: t.coldCall }],
      [/^\/api\/documents\/:id/, { id: t.document }],
      [/^\/api\/admin\/users\/:id/, { id: t.targetUser }],
      [/^\/api\/admin\/orders\/:id/, { id: t.order }],
      [/^\/api\/admin\/payments\/:id/, { id: t.bankPayment }],
      [/^\/api\/admin\/inbox\/:kind\/:id/, { kind: t.tip.kind, id: t.tip.id }],
      [/^\/api\/admin\/reviews\/:reviewId/, { reviewId: t.review }],
    ]
    const found = byPath.find(([re]) => re.test(ep.path))?.[1] ?? {}
    const params: Record<string, string | number> = {}
    for (const [, key] of ep.path.matchAll(/:(\w+)/g))
      params[key as string] = found[key as string] ?? SOME_UUID
    return params
  }

  /** A valid file for each upload: a photo, a document, or an (empty) bank statement in the operator's account. */
  function matrixFile(name: string): File {
    if (name === 'adminImportStatement')
      return new File([writeGpc(DEMO_OPERATOR.accountNumber, pragueDate(new Date()), [])], 'vypis.gpc', {
        type: 'application/octet-stream',
      })
    if (name === 'uploadOfferPhoto' || name === 'uploadAvatar')
      return new File([PNG as Uint8Array<ArrayBuffer>], 'fotka.png', { type: 'image/png' })
    return new File([PDF as Uint8Array<ArrayBuffer>], 'smlouva.pdf', { type: 'application/pdf' })
  }

  /** Valid bodies where the generated one would not be (ids of the owner's objects, cross-field rules). */
  const matrixBodies: Record<string, (t: MatrixTargets) => unknown> = {
    sendSpotterTip: () => ({
      name: 'Jan Tipař',
      email: 'tipar@example.cz',
      description: 'Na prodej je činžovní dům v centru Zlína, majitel spěchá.',
    }),
    sendContactMessage: () => ({ name: 'Jan', email: 'jan@example.cz', message: 'Dobrý den, zkouška.' }),
    sendHelpMessage: () => ({ topic: 'ACCOUNT', message: 'Dobrý den, zkouška z nápovědy.' }),
    createOffer: () => TEST_LISTING,
    updateOffer: () => ({ pubName: 'Činžovní dům ve Zlíně (upraveno)' }),
    transitionOffer: () => ({ action: 'pause' }),
    upsertMyReview: () => ({ stars: 5, body: 'Výborná nabídka.' }),
    reportReview: () => ({ reason: 'Urážlivý obsah recenze.' }),
    attachStoredDocument: (t) => ({ documentId: t.document }),
    createContact: () => ({ name: 'Nový kontakt' }),
    updateContact: () => ({ name: 'Přejmenovaný kontakt' }),
    importContacts: () => ({ contacts: [{ name: 'Importovaný kontakt' }] }),
    createColdCall: (t) => ({ contactId: t.contact }),
    saveNote: (t) => ({ kind: 'CONTACT', targetId: t.spareContact, body: 'Poznámka matice.' }),
    onboardingPersonal: () => PERSONAL,
    updateDocument: () => ({ name: 'Přejmenovaná smlouva.pdf' }),
    createOrder: () => ({ kind: 'CREDITS', credits: 100 }),
    createWatchdog: () => ({ name: 'Hlídač', keywords: ['byt'] }),
    updateWatchdog: () => ({ name: 'Hlídač', keywords: ['byt'] }),
    markNotificationsRead: (t) => ({ ids: [t.notification] }),
    adminChangeRole: () => ({ role: 'USER' }),
    adminDecideVerification: () => ({ decision: 'APPROVE' }),
    adminResolveBankPayment: () => ({ action: 'NOT_OURS', note: 'Platba patří jinému příjemci.' }),
    adminAdjustCredits: () => ({ amount: 5, note: 'Matice oprávnění.' }),
    adminBlockUser: () => ({ blocked: true }),
    adminUpdateInboxItem: () => ({ state: 'SPAM', note: 'Matice oprávnění.' }),
  }

  /** A value the schema accepts, deterministically: required keys only, the first option, the smallest valid size. */
  function validValue(s: JsonSchema | undefined): unknown {
    if (!s) return undefined
    if (s.const !== undefined) return s.const
    if (s.enum) return s.enum[0]
    const options = s.anyOf ?? s.oneOf
    if (options?.length) return validValue(options.find((o) => o.type !== 'null') ?? options[0])
    if (s.allOf?.length) return validValue(s.allOf[0])
    const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? s.type[0]) : s.type
    switch (type) {
      case 'string': {
        if (s.format === 'email') return 'matice@example.cz'
        if (s.format === 'uuid') return SOME_UUID
        if (s.format === 'date-time') return new Date().toISOString()
        if (s.format === 'date') return '2026-12-01'
        const text = 'Text matice oprávnění, dost dlouhý pro každé pole.'
        return text
          .padEnd(s.minLength ?? 0, '.')
          .slice(0, Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 40, 40)))
      }
      case 'integer':
      case 'number':
        return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER)
      case 'boolean':
        return true
      case 'null':
        return null
      case 'array':
        return Array.from({ length: (s as { minItems?: number }).minItems ?? 0 }, () => validValue(s.items))
      case 'object': {
        const out: Record<string, unknown> = {}
        for (const key of s.required ?? []) out[key] = validValue(s.properties?.[key])
        return out
      }
      default:
        return undefined
    }
  }

  /**
   * Who may be let through, at most, when the target is the owner's object: an allow outside it is a finding. The
   * reviews are on the other owner's published offer (the review itself is the owner's); every other offer target is
   * the owner's draft.
   */
  function matrixPermitted(name: string, actor: Actor, ep: EndpointDef): boolean {
    const signedIn = actor !== 'visitor'
    if (name === 'listReviews') return true
    if (name === 'upsertMyReview' || name === 'reportReview') return signedIn
    // the target is the owner's published offer: anyone signed in may unlock it (the owner's own is a 409)
    if (name === 'unlockOffer') return signedIn
    if (name === 'deleteReview') return actor === 'owner' || actor === 'ADMIN'
    // a favourite is the caller's own row: anyone signed in hearts the other owner's offer (its owner gets a 409),
    // removing touches only the caller's row (docs/decisions/1550-favourites-alert-like-a-watchdog.md)
    if (name === 'addFavourite') return signedIn && actor !== 'other owner'
    if (name === 'removeFavourite') return signedIn
    // the deal room: the thread is the owner's with an investor outside the callers (admins only read reported ones);
    // the NDA and the request are on the owner's listing, which others may accept and ask for, never decide
    if (/^\/api\/threads\/:id/.test(ep.path)) return actor === 'owner'
    if (name === 'acceptOfferNda' || name === 'requestOfferAccess') return signedIn && actor !== 'owner'
    if (name === 'downloadNdaAcceptance') return actor === 'owner' || actor === 'ADMIN'
    if (name === 'decideOfferAccess') return actor === 'owner'
    if (/^\/api\/(my\/)?offers\/:id/.test(ep.path)) return actor === 'owner' || actor === 'ADMIN'
    if (/^\/api\/orders\/:id\/(invoice|credit-note)/.test(ep.path))
      return actor === 'owner' || actor === 'ADMIN'
    if (/^\/api\/(watchdogs|orders|contacts|coldcalls|documents)\/:id/.test(ep.path)) return actor === 'owner'
    // ids in the body name the owner's objects: only the owner may use them
    if (['attachStoredDocument', 'createColdCall'].includes(name)) return actor === 'owner'
    return permitted(actor, ep)
  }

  /** Endpoints no caller gets through with the owner's objects and a valid body, and why (docs/security.md "Tests"). */
  const REFUSED_TO_EVERY_CALLER: Record<string, string> = {}

  /** The draft's photos as its owner sees them now: the new order must name every one (earlier calls add some). */
  async function draftPhotos(owner: ApiUser, id: number) {
    const res = await owner.api(endpointUrl('getOffer', { params: { id } }))
    return offerDetailSchema.parse(await res.json()).photos.map((p) => p.id)
  }

  /** Query strings where the endpoint needs one (the note of the owner's contact). */
  const matrixQueries: Record<string, (t: MatrixTargets) => Record<string, string>> = {
    getNote: (t) => ({ kind: 'CONTACT', targetId: t.spareContact }),
    // the threads of the owner's listing: every caller but the owner must get an empty list (checked in the matrix)
    listThreads: (t) => ({ offerId: String(t.ownPublished) }),
    // this month: the paid and the refunded order's invoices and credit note (docs/decisions/1311)
    adminDownloadAccountingArchive: () => ({ month: pragueDate(new Date()).slice(0, 7) }),
  }

  it('authorisation matrix: every endpoint × every caller on existing objects with valid bodies', async () => {
    const { c, t } = await matrixWorld()
    // the owner acts last, so its deletions do not leave the others a missing target; deleting an account goes last
    const actors: Actor[] = [...ACTORS.filter((a) => a !== 'owner'), 'owner']
    // the verification is decided first (it makes the target "Ověřený uživatel"; the role change then takes it back,
    // decision 1244); deletions
    // come last, the account's own deletion after everything
    const stage = ([name, ep]: [string, EndpointDef]) =>
      name === 'adminDecideVerification' ? -1 : name === 'deleteAccount' ? 2 : ep.method === 'DELETE' ? 1 : 0
    const ordered = [...endpoints].sort((a, b) => stage(a) - stage(b))
    const rows: string[] = []
    const unexpected: string[] = []
    const serverErrors: string[] = []
    const invalid: string[] = []
    const refusedToAll: string[] = []
    let calls = 0
    let reached = 0
    for (const [name, ep] of ordered) {
      const cells: string[] = []
      let anyAllowed = false
      for (const actor of actors) {
        const override = matrixBodies[name]
        const body =
          name === 'deleteAccount' && actor !== 'visitor'
            ? { confirmEmail: c[actor].email }
            : name === 'reorderOfferPhotos'
              ? { ids: await draftPhotos(c.owner, t.draft) }
              : ep.body && ep.body !== 'multipart'
                ? override
                  ? override(t)
                  : validValue(jsonSchema(ep.body))
                : undefined
        const query = matrixQueries[name]?.(t)
        const path = `${apiPath(ep.path, matrixParams(name, ep, t))}${query ? `?${new URLSearchParams(query)}` : ''}`
        const init: RequestInit = { method: ep.method }
        if (ep.body === 'multipart') {
          const form = new FormData()
          form.append('file', matrixFile(name))
          init.body = form
        } else if (body !== undefined) init.body = JSON.stringify(body)
        const res =
          actor === 'visitor'
            ? await fetch(`${server.url}${path}`, {
                ...init,
                headers: typeof init.body === 'string' ? { 'content-type': 'application/json' } : {},
              })
            : await c[actor].api(path, init)
        const text = await res.text()
        calls++
        const code = (() => {
          try {
            return (JSON.parse(text) as { code?: string }).code
          } catch {
            return undefined
          }
        })()
        const stoppedAtInput = res.status === 400 && (code === 'validation_failed' || code === 'bad_json')
        if (stoppedAtInput) invalid.push(`${name} ${actor}: ${text.slice(0, 160)}`)
        else reached++
        const allowed = res.status < 400
        if (allowed) anyAllowed = true
        if (res.status >= 500) serverErrors.push(`${name} ${actor} ${res.status}`)
        if (allowed && !matrixPermitted(name, actor, ep))
          unexpected.push(`${name} (${ep.method} ${ep.path}) allowed ${actor}: ${res.status}`)
        // a list open to everyone signed in: on the owner's listing the others see only the threads of their own
        // unlocks (as investors), never the owner's thread with the investor outside the callers
        if (allowed && name === 'listThreads' && actor !== 'owner') {
          const items = (JSON.parse(text) as { items: Array<{ id: string; role: string }> }).items
          if (items.some((i) => i.id === t.thread || i.role !== 'INVESTOR'))
            unexpected.push(`listThreads showed the owner's thread to ${actor}: ${text.slice(0, 160)}`)
        }
        cells.push(allowed ? '✓' : [401, 403, 404].includes(res.status) ? '·' : String(res.status))
      }
      if (!anyAllowed) refusedToAll.push(name)
      rows.push(`${name.padEnd(28)} ${ep.access.padEnd(8)} ${cells.map((cell) => cell.padEnd(12)).join('')}`)
    }
    const unexplained = refusedToAll.filter((name) => !(name in REFUSED_TO_EVERY_CALLER))
    console.log(
      [
        `authorisation matrix on the owner's existing objects (✓ allowed, · refused 401/403/404, else the status)`,
        `${'endpoint'.padEnd(28)} ${'access'.padEnd(8)} ${actors.map((a) => a.padEnd(12)).join('')}`,
        ...rows,
        `endpoints: ${endpoints.length}; calls: ${calls}; reached the access rule: ${reached}; refused to every caller: ${refusedToAll.length} (${refusedToAll.map((n) => `${n}${n in REFUSED_TO_EVERY_CALLER ? `: ${REFUSED_TO_EVERY_CALLER[n]}` : ''}`).join('; ')})`,
        `unexpected allows ${unexpected.length}, 5xx ${serverErrors.length}, stopped at input validation ${invalid.length}`,
        ...invalid.map((line) => `  400 ${line}`),
      ].join('\n'),
    )
    expect(unexpected).toEqual([])
    expect(serverErrors).toEqual([])
    expect(unexplained).toEqual([])
  }, 600_000) // a cap: the matrix took over 180 s on a machine six times slower than usual (2026-11-27)

  it('fuzz: every endpoint’s input from its zod schema, 0 answers 5xx', async () => {
    const RUNS = 8
    const statuses = new Map<number, number>()
    const serverErrors: string[] = []
    let requests = 0
    for (const [name, ep] of endpoints) {
      // the caller most likely to get past the access check, so the input reaches the handler
      const actor: Actor =
        ep.access === 'admin'
          ? 'ADMIN'
          : /^\/api\/(my\/)?offers\/:id/.test(ep.path)
            ? 'owner'
            : ep.access === 'public'
              ? 'visitor'
              : 'VERIFIED'
      await fc.assert(
        fc.asyncProperty(inputArbitrary(ep), async (input) => {
          const res = await send(actor, ep, input)
          await res.arrayBuffer()
          requests++
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          if (res.status >= 500)
            serverErrors.push(`${name} ${JSON.stringify(input).slice(0, 300)} → ${res.status}`)
          return true
        }),
        { numRuns: RUNS, seed: 42 },
      )
    }
    console.log(
      `fuzz: ${endpoints.length} endpoints × ${RUNS} inputs = ${requests} requests; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; 5xx ${serverErrors.length}`,
    )
    expect(serverErrors).toEqual([])
  }, 600_000) // a cap: about 1 000 requests; 240 s was not enough on a machine six times slower than usual
})
