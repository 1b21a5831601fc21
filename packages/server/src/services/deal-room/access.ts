import { UNLOCK_PRICE } from '@rg/domain/credits'
import {
  ACCESS_REQUEST_NOT_FOUND,
  type AccessRequest,
  accessDecisionRefusal,
  accessRequestRefusal,
  applicableNda,
  type DealTerms,
  isCurrentNda,
  NDA_ACCEPTANCE_NOT_FOUND,
  NDA_NOT_REQUIRED,
  NDA_VERSION_OUTDATED,
  type NdaAcceptance,
  type NdaSource,
  type NdaText,
  type OfferAccess,
  type OwnerAccessItem,
  type OwnerAccessResponse,
} from '@rg/domain/deal-room'
import { NOT_OFFER_OWNER } from '@rg/domain/offers'
import { asService, continueAsService, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { notifyUser } from '../notifications.ts'
import { actAsUser, OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'
import { investorAsOwnerSeesThem, openThread } from './threads.ts'

/*
 * The confidentiality agreement and the owner's approval (docs/decisions/1521-nda-and-approval.md). A request
 * reserves the unlock's credits (ACCESS_RESERVE), approval releases the reservation and charges the unlock
 * (ACCESS_RELEASE + LISTING_UNLOCK), refusal or 7 days without an answer release it (ACCESS_RELEASE). Every step
 * locks the request row first and acts only on a PENDING one; the ledger's unique index on (request, reason) backs
 * that up, so each step happens exactly once however many requests or job instances race.
 */

type Claims = RequestClaims & { sub: string }

interface RequestRow {
  id: string
  offer_id: string | number
  investor_id: string
  amount: number
  status: AccessRequest['status']
  created_at: Date | string
  expires_at: Date | string
  decided_at: Date | string | null
}

const iso = (d: Date | string) => new Date(d).toISOString()
const toRequest = (r: RequestRow): AccessRequest => ({
  id: r.id,
  status: r.status,
  amount: Number(r.amount),
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  decidedAt: r.decided_at ? iso(r.decided_at) : null,
})

const REQUEST_COLUMNS = 'id, offer_id, investor_id, amount, status, created_at, expires_at, decided_at'

export async function termsOf(tx: Queryable, offerId: number): Promise<DealTerms> {
  const row = (
    await tx.query<{ requires_nda: boolean; requires_approval: boolean }>(
      'select requires_nda, requires_approval from public.offer_deal_terms where offer_id = $1',
      [offerId],
    )
  ).rows[0]
  return { requiresNda: row?.requires_nda ?? false, requiresApproval: row?.requires_approval ?? false }
}

/**
 * The agreement the offer asks for now: the owner's newest own version, else the platform's current text
 * (docs/decisions/1680-owner-nda-text.md). Read with the caller's rights: an investor sees the owner's text only while
 * the offer is published and asks for it (RLS), so a version that exists but is hidden answers null, never the
 * platform's text in its place.
 */
async function currentNda(tx: Queryable, offerId: number): Promise<NdaText | null> {
  const row = (
    await tx.query<{
      version: number
      title: string
      body: string
      own_version: number | null
      own_title: string | null
      own_body: string | null
      own_created_at: Date | string | null
    }>(
      `select v.version, v.title, v.body, own.v as own_version, t.title as own_title, t.body as own_body,
         t.created_at as own_created_at
       from (select version, title, body from public.nda_versions order by version desc limit 1) v
       cross join (select public.offer_nda_text_version($1) as v) own
       left join public.offer_nda_texts t on t.offer_id = $1 and t.version = own.v`,
      [offerId],
    )
  ).rows[0]
  if (!row) return null
  if (row.own_version !== null && row.own_title === null) return null
  return applicableNda(
    { version: row.version, source: 'PLATFORM', title: row.title, body: row.body },
    row.own_version !== null && row.own_title !== null && row.own_body !== null && row.own_created_at !== null
      ? {
          version: row.own_version,
          title: row.own_title,
          body: row.own_body,
          createdAt: iso(row.own_created_at),
        }
      : null,
  )
}

interface AcceptanceRow {
  id: string
  nda_version: number | null
  offer_text_version: number | null
  accepted_at: Date | string
}
const toAcceptance = (r: AcceptanceRow): NdaAcceptance => ({
  id: r.id,
  version: (r.offer_text_version ?? r.nda_version) as number,
  source: r.offer_text_version === null ? 'PLATFORM' : 'OWNER',
  acceptedAt: iso(r.accepted_at),
})

/** The investor's acceptance of exactly this text (its source and version), or null. */
async function acceptanceOf(tx: Queryable, offerId: number, userId: string, nda: NdaText) {
  const row = (
    await tx.query<AcceptanceRow>(
      `select id, nda_version, offer_text_version, accepted_at from public.offer_nda_acceptances
       where offer_id = $1 and user_id = $2
         and ${nda.source === 'OWNER' ? 'offer_text_version' : 'nda_version'} = $3`,
      [offerId, userId, nda.version],
    )
  ).rows[0]
  return row ? toAcceptance(row) : null
}

const balanceOf = async (tx: Queryable, userId: string) =>
  Number(
    (
      await tx.query<{ balance: string | number }>(
        'select coalesce(sum(amount), 0) as balance from public.credit_transactions where user_id = $1',
        [userId],
      )
    ).rows[0]?.balance ?? 0,
  )

/** The offer as the requester may see it (RLS), with its owner; undefined when it does not exist for them. */
async function visibleOffer(tx: Queryable, id: number) {
  return (
    await tx.query<{ kind: 'LISTING' | 'SERVICE'; status: string; owner_id: string; pub_name: string }>(
      'select kind, status, owner_id, pub_name from public.offers where id = $1',
      [id],
    )
  ).rows[0]
}

/** What the unlock asks of the viewer and where they stand (the investor's panel on the offer's page). */
export function getOfferAccess(db: Database, claims: Claims, offerId: number): Promise<Outcome<OfferAccess>> {
  return actAsUser(db, claims, async (tx) => {
    const offer = await visibleOffer(tx, offerId)
    if (!offer) return OFFER_NOT_FOUND
    const terms = await termsOf(tx, offerId)
    const nda = terms.requiresNda ? await currentNda(tx, offerId) : null
    const request = (
      await tx.query<RequestRow>(
        `select ${REQUEST_COLUMNS} from public.offer_access_requests where offer_id = $1 and investor_id = $2
         order by created_at desc limit 1`,
        [offerId, claims.sub],
      )
    ).rows[0]
    const unlocked =
      (
        await tx.query('select 1 from public.offer_unlocks where offer_id = $1 and user_id = $2', [
          offerId,
          claims.sub,
        ])
      ).rows.length > 0
    const thread = (
      await tx.query<{ id: string }>(
        'select id from public.message_threads where offer_id = $1 and investor_id = $2',
        [offerId, claims.sub],
      )
    ).rows[0]
    return ok({
      offerId,
      requiresNda: terms.requiresNda,
      requiresApproval: terms.requiresApproval,
      nda,
      ndaAcceptance: nda ? await acceptanceOf(tx, offerId, claims.sub, nda) : null,
      request: request ? toRequest(request) : null,
      unlocked,
      threadId: thread?.id ?? null,
    })
  })
}

/** The investor accepts the current agreement: who, when, which version and from which address are recorded. */
export function acceptOfferNda(
  db: Database,
  claims: Claims,
  offerId: number,
  read: { version: number; source?: NdaSource | undefined },
  clientAddress: string | undefined,
): Promise<Outcome<NdaAcceptance>> {
  return actAsUser(db, claims, async (tx) => {
    const offer = await visibleOffer(tx, offerId)
    if (offer?.status !== 'PUBLISHED') return OFFER_NOT_FOUND
    if (offer.owner_id === claims.sub) return refused(NOT_OFFER_OWNER)
    const terms = await termsOf(tx, offerId)
    if (!terms.requiresNda) return refused(NDA_NOT_REQUIRED)
    const nda = await currentNda(tx, offerId)
    if (!nda || !isCurrentNda(nda, read)) return refused(NDA_VERSION_OUTDATED)
    await continueAsService(tx, claims.sub)
    await tx.query(
      `insert into public.offer_nda_acceptances (offer_id, user_id, nda_version, offer_text_version, client_address)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [
        offerId,
        claims.sub,
        nda.source === 'PLATFORM' ? nda.version : null,
        nda.source === 'OWNER' ? nda.version : null,
        clientAddress?.slice(0, 64) ?? null,
      ],
    )
    const accepted = await acceptanceOf(tx, offerId, claims.sub, nda)
    if (!accepted) throw new Error('NDA acceptance not found after insert')
    return ok(accepted)
  })
}

/** The owner's terms for an offer (PUT replaces both). */
export function setDealTerms(
  db: Database,
  claims: Claims,
  offerId: number,
  terms: DealTerms,
): Promise<Outcome<DealTerms>> {
  return actAsUser(db, claims, async (tx) => {
    const offer = await visibleOffer(tx, offerId)
    if (!offer) return OFFER_NOT_FOUND
    if (offer.owner_id !== claims.sub) return refused(NOT_OFFER_OWNER)
    await continueAsService(tx, claims.sub)
    await tx.query(
      `insert into public.offer_deal_terms (offer_id, requires_nda, requires_approval) values ($1, $2, $3)
       on conflict (offer_id) do update set requires_nda = excluded.requires_nda,
         requires_approval = excluded.requires_approval, updated_at = now()`,
      [offerId, terms.requiresNda, terms.requiresApproval],
    )
    return ok(terms)
  })
}

/** The owner's list: terms, and every investor who accepted the agreement or asked for access. */
export function listOfferAccess(
  db: Database,
  claims: Claims,
  offerId: number,
): Promise<Outcome<OwnerAccessResponse>> {
  return actAsUser(db, claims, async (tx) => {
    const offer = await visibleOffer(tx, offerId)
    if (!offer) return OFFER_NOT_FOUND
    if (offer.owner_id !== claims.sub) return refused(NOT_OFFER_OWNER)
    const terms = await termsOf(tx, offerId)
    await continueAsService(tx, claims.sub)
    const { rows } = await tx.query<
      RequestRow & {
        user_id: string
        nda_id: string | null
        nda_version: number | null
        offer_text_version: number | null
        accepted_at: Date | string | null
        first_name: string | null
        last_name: string | null
        email: string
        share_contact: boolean | null
        investor_no: string | number | null
      }
    >(
      `with people as (
         select investor_id as user_id from public.offer_access_requests where offer_id = $1
         union select user_id from public.offer_nda_acceptances where offer_id = $1
       ), numbered as (
         select user_id as investor_id, share_contact, investor_no from public.offer_unlocks where offer_id = $1
       )
       select p.user_id, r.id, r.amount, r.status, coalesce(r.created_at, a.accepted_at) as created_at,
         r.expires_at, r.decided_at, a.id as nda_id, a.nda_version, a.offer_text_version, a.accepted_at,
         pr.first_name, pr.last_name, pr.email, n.share_contact, n.investor_no
       from people p
       join public.profiles pr on pr.id = p.user_id
       left join lateral (select * from public.offer_access_requests x where x.offer_id = $1
                          and x.investor_id = p.user_id order by x.created_at desc limit 1) r on true
       left join lateral (select * from public.offer_nda_acceptances y where y.offer_id = $1
                          and y.user_id = p.user_id order by y.accepted_at desc limit 1) a on true
       left join numbered n on n.investor_id = p.user_id
       order by coalesce(r.created_at, a.accepted_at) desc
       limit 500`,
      [offerId],
    )
    // An investor without an unlock yet is numbered after those with one, in the list's order.
    let next =
      Number(
        (
          await tx.query<{ n: string | number }>(
            'select coalesce(max(investor_no), 0) as n from public.offer_unlocks where offer_id = $1',
            [offerId],
          )
        ).rows[0]?.n ?? 0,
      ) + 1
    const items: OwnerAccessItem[] = rows.map((r) => ({
      requestId: r.id ?? null,
      investor: investorAsOwnerSeesThem(
        r.share_contact === true,
        r.investor_no === null ? next++ : Number(r.investor_no),
        {
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
        },
      ),
      status: r.status ?? null,
      amount: r.amount === null || r.amount === undefined ? null : Number(r.amount),
      createdAt: iso(r.created_at),
      expiresAt: r.expires_at ? iso(r.expires_at) : null,
      ndaAcceptance:
        r.nda_id && r.accepted_at
          ? toAcceptance({
              id: r.nda_id,
              nda_version: r.nda_version,
              offer_text_version: r.offer_text_version,
              accepted_at: r.accepted_at,
            })
          : null,
    }))
    return ok({ terms, items })
  })
}

/**
 * The investor asks for access: the unlock's price is reserved (ACCESS_RESERVE) and the owner told. Locks the
 * investor's profile first, like the unlock, so concurrent requests and unlocks by one user run one after another.
 */
export function requestOfferAccess(
  db: Database,
  mailer: Mailer,
  claims: Claims,
  offerId: number,
  origin: string,
): Promise<Outcome<AccessRequest>> {
  return asService(
    db,
    async (tx) => {
      await tx.query('select id from public.profiles where id = $1 for no key update', [claims.sub])
      const offer = (
        await tx.query<{ kind: 'LISTING' | 'SERVICE'; status: string; owner_id: string; pub_name: string }>(
          'select kind, status, owner_id, pub_name from public.offers where id = $1',
          [offerId],
        )
      ).rows[0]
      if (!offer || (offer.status !== 'PUBLISHED' && offer.owner_id !== claims.sub)) return OFFER_NOT_FOUND
      const terms = await termsOf(tx, offerId)
      const nda = await currentNda(tx, offerId)
      const unlocked =
        (
          await tx.query('select 1 from public.offer_unlocks where offer_id = $1 and user_id = $2', [
            offerId,
            claims.sub,
          ])
        ).rows.length > 0
      const pending =
        (
          await tx.query(
            `select 1 from public.offer_access_requests where offer_id = $1 and investor_id = $2 and status = 'PENDING'`,
            [offerId, claims.sub],
          )
        ).rows.length > 0
      const refusal = accessRequestRefusal(
        { kind: offer.kind, status: offer.status as never, ownerId: offer.owner_id, terms },
        {
          userId: claims.sub,
          balance: await balanceOf(tx, claims.sub),
          unlocked,
          ndaAccepted: nda ? (await acceptanceOf(tx, offerId, claims.sub, nda)) !== null : false,
          pending,
        },
      )
      if (refusal) return refused(refusal)
      const request = (
        await tx.query<RequestRow>(
          `insert into public.offer_access_requests (offer_id, investor_id, amount) values ($1, $2, $3)
           returning ${REQUEST_COLUMNS}`,
          [offerId, claims.sub, UNLOCK_PRICE],
        )
      ).rows[0] as RequestRow
      await tx.query(
        `insert into public.credit_transactions (user_id, amount, reason, offer_id, access_request_id, created_by)
         values ($1, $2, 'ACCESS_RESERVE', $3, $4, $1)`,
        [claims.sub, -UNLOCK_PRICE, offerId, request.id],
      )
      await notifyUser(
        tx,
        mailer,
        offer.owner_id,
        {
          kind: 'ACCESS_REQUESTED',
          title: `Investor žádá o přístup k nabídce „${offer.pub_name}“`,
          body: `Investor požádal o přístup k neveřejné části vaší nabídky „${offer.pub_name}“. Schvalte, nebo zamítněte jeho žádost do 7 dní; potom se mu rezervované kredity vrátí.`,
          link: `/portal/my/listings/${offerId}`,
          linkLabel: 'Rozhodnout o žádosti',
        },
        origin,
      )
      return ok(toRequest(request), 201)
    },
    claims.sub,
  )
}

async function release(tx: Queryable, r: RequestRow) {
  await tx.query(
    `insert into public.credit_transactions (user_id, amount, reason, offer_id, access_request_id, created_by)
     values ($1, $2, 'ACCESS_RELEASE', $3, $4, null)`,
    [r.investor_id, Number(r.amount), r.offer_id, r.id],
  )
}

/**
 * The owner's decision on a PENDING request, exactly once: the row is locked, and a decided (or expired) one is a
 * Czech 409. Approval releases the reservation, charges the unlock and opens the thread; refusal releases.
 */
export function decideOfferAccess(
  db: Database,
  mailer: Mailer,
  claims: Claims,
  offerId: number,
  requestId: string,
  decision: 'APPROVE' | 'REFUSE',
  origin: string,
): Promise<Outcome<AccessRequest>> {
  return actAsUser(db, claims, async (tx) => {
    const offer = await visibleOffer(tx, offerId)
    if (!offer) return OFFER_NOT_FOUND
    if (offer.owner_id !== claims.sub) return refused(NOT_OFFER_OWNER)
    await continueAsService(tx, claims.sub)
    const r = (
      await tx.query<RequestRow>(
        `select ${REQUEST_COLUMNS} from public.offer_access_requests where id = $1 and offer_id = $2 for update`,
        [requestId, offerId],
      )
    ).rows[0]
    if (!r) return refused(ACCESS_REQUEST_NOT_FOUND)
    const refusal = accessDecisionRefusal({ status: r.status, expiresAt: new Date(r.expires_at) }, new Date())
    if (refusal) return refused(refusal)
    const status = decision === 'APPROVE' ? 'APPROVED' : 'REFUSED'
    const decided = (
      await tx.query<RequestRow>(
        `update public.offer_access_requests set status = $2, decided_at = now() where id = $1
         returning ${REQUEST_COLUMNS}`,
        [requestId, status],
      )
    ).rows[0] as RequestRow
    await release(tx, r)
    if (status === 'APPROVED') {
      await tx.query(
        `insert into public.credit_transactions (user_id, amount, reason, offer_id, access_request_id, created_by)
         values ($1, $2, 'LISTING_UNLOCK', $3, $4, $1)`,
        [r.investor_id, -Number(r.amount), offerId, r.id],
      )
      // Numbered and consented like a direct unlock (services/offers/unlock.ts): the next "Investor č. N" under the
      // per-offer lock (take_investor_no, docs/decisions/1772-unlock-in-one-statement.md), the contact shared when the
      // investor's remembered default says so (decision 1500).
      await tx.query(
        `insert into public.offer_unlocks (offer_id, user_id, share_contact, share_changed_at, investor_no)
         select $1, $2, d.share, case when d.share then now() end, n.investor_no
         from (select coalesce((select share_by_default from public.contact_sharing_preferences
                                where user_id = $2), false) as share) d,
           public.take_investor_no($1) n
         on conflict do nothing`,
        [offerId, r.investor_id],
      )
      await openThread(tx, offerId, r.investor_id)
    }
    await notifyUser(
      tx,
      mailer,
      r.investor_id,
      status === 'APPROVED'
        ? {
            kind: 'ACCESS_DECIDED',
            title: `Přístup k nabídce „${offer.pub_name}“ byl schválen`,
            body: `Vlastník schválil vaši žádost. Nabídku „${offer.pub_name}“ máte odemčenou a rezervované kredity byly použity na odemčení.`,
            link: `/portal/listings/${offerId}`,
            linkLabel: 'Zobrazit nabídku',
          }
        : {
            kind: 'ACCESS_DECIDED',
            title: `Žádost o přístup k nabídce „${offer.pub_name}“ byla zamítnuta`,
            body: `Vlastník vaši žádost o přístup k nabídce „${offer.pub_name}“ zamítl. Rezervované kredity se vám vrátily.`,
            link: `/portal/listings/${offerId}`,
            linkLabel: 'Zobrazit nabídku',
          },
      origin,
    )
    return ok(toRequest(decided))
  })
}

/** How many due requests one run of the expiry job takes at most. */
const EXPIRY_BATCH = 100

/**
 * Requests unanswered for 7 days expire and release their credits. Claims the due rows with FOR UPDATE SKIP LOCKED
 * (another instance or an owner's decision holding a row skips it), so each request is released once. Answers how
 * many it expired.
 */
export function expireAccessRequests(
  db: Database,
  mailer: Mailer,
  origin: string,
  now?: Date,
): Promise<number> {
  return asService(db, async (tx) => {
    const { rows } = await tx.query<RequestRow & { pub_name: string }>(
      `select r.id, r.offer_id, r.investor_id, r.amount, r.status, r.created_at, r.expires_at, r.decided_at,
         o.pub_name
       from public.offer_access_requests r join public.offers o on o.id = r.offer_id
       where r.status = 'PENDING' and r.expires_at <= coalesce($1::timestamptz, now())
       order by r.expires_at limit ${EXPIRY_BATCH}
       for update of r skip locked`,
      [now?.toISOString() ?? null],
    )
    for (const r of rows) {
      await tx.query(
        `update public.offer_access_requests set status = 'EXPIRED', decided_at = now() where id = $1`,
        [r.id],
      )
      await release(tx, r)
      await notifyUser(
        tx,
        mailer,
        r.investor_id,
        {
          kind: 'ACCESS_DECIDED',
          title: `Žádost o přístup k nabídce „${r.pub_name}“ vypršela`,
          body: `Vlastník na vaši žádost o přístup k nabídce „${r.pub_name}“ do 7 dní neodpověděl. Rezervované kredity se vám vrátily.`,
          link: `/portal/listings/${r.offer_id}`,
          linkLabel: 'Zobrazit nabídku',
        },
        origin,
      )
    }
    return rows.length
  })
}

export interface NdaDocument {
  version: number
  /** The owner's own text, or the platform's. */
  source: NdaSource
  title: string
  body: string
  offerId: number
  offerName: string
  investorEmail: string
  acceptedAt: string
  clientAddress: string | null
}

/** An acceptance for its investor or the offer's owner (RLS decides; an admin too), with what its PDF says. */
export function readNdaAcceptance(db: Database, claims: Claims, id: string): Promise<Outcome<NdaDocument>> {
  return actAsUser(db, claims, async (tx) => {
    const a = (
      await tx.query<{
        offer_id: string | number
        user_id: string
        nda_version: number | null
        offer_text_version: number | null
        accepted_at: Date | string
        client_address: string | null
      }>(
        `select offer_id, user_id, nda_version, offer_text_version, accepted_at, client_address
         from public.offer_nda_acceptances where id = $1`,
        [id],
      )
    ).rows[0]
    if (!a) return refused(NDA_ACCEPTANCE_NOT_FOUND)
    await continueAsService(tx, claims.sub)
    const row = (
      await tx.query<{ title: string; body: string; pub_name: string; email: string }>(
        `select coalesce(t.title, v.title) as title, coalesce(t.body, v.body) as body, o.pub_name, p.email
         from public.offers o
         join public.profiles p on p.id = $3
         left join public.nda_versions v on v.version = $1
         left join public.offer_nda_texts t on t.offer_id = o.id and t.version = $4
         where o.id = $2`,
        [a.nda_version, a.offer_id, a.user_id, a.offer_text_version],
      )
    ).rows[0]
    if (!row?.title) return refused(NDA_ACCEPTANCE_NOT_FOUND)
    return ok({
      version: (a.offer_text_version ?? a.nda_version) as number,
      source: a.offer_text_version === null ? 'PLATFORM' : 'OWNER',
      title: row.title,
      body: row.body,
      offerId: Number(a.offer_id),
      offerName: row.pub_name,
      investorEmail: row.email,
      acceptedAt: iso(a.accepted_at),
      clientAddress: a.client_address,
    })
  })
}
