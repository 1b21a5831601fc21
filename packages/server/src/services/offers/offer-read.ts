import { endpointUrl } from '@rg/domain/contract'
import {
  type BusinessCard,
  type OfferDetail,
  type OfferDocument,
  type OfferField,
  type OfferKind,
  type OfferPhoto,
  type OfferStatus,
  type OfferSummary,
  type OfferTeaser,
  type OfferViewer,
  offerRelation,
  photoNamesVisible,
  pickVisibleFields,
  TEASER_FIELDS,
  visibleOfferFields,
} from '@rg/domain/offers'
import type { Role } from '@rg/domain/profile'
import { isAdmin } from '@rg/domain/roles'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import type { Queryable } from '../../db/database.ts'

/** The columns of public.offers every read selects (never the private table). */
export const OFFER_COLUMNS = `o.id, o.kind, o.status, o.category, o.pub_name, o.pub_name_secondary, o.pub_keywords,
  o.city, o.region, o.pub_description, o.pub_price, o.rejection_reason, o.owner_id, o.published_at, o.submitted_at,
  o.created_at, o.updated_at`

export interface OfferRow {
  id: string | number
  kind: OfferKind
  status: OfferStatus
  category: string
  pub_name: string
  pub_name_secondary: string | null
  pub_keywords: string[]
  city: string | null
  region: string | null
  pub_description: string | null
  pub_price: string | number | null
  rejection_reason: string | null
  owner_id: string
  published_at: Date | string | null
  submitted_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

/** Where a document is downloaded: the contract's path for it. */
export const documentUrl = (offerId: number, documentId: string) =>
  endpointUrl('downloadOfferDocument', { params: { id: offerId, documentId } })

export const iso = (v: Date | string) => new Date(v).toISOString()
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v))

/** The requester as the database sees them: null for a visitor, a blocked user or a user without a profile. */
export async function currentViewer(tx: Queryable, userId: string | undefined): Promise<OfferViewer | null> {
  if (!userId) return null
  const role = (await tx.query<{ role: Role | null }>('select public.current_app_role() as role')).rows[0]
    ?.role
  return role ? { userId, role } : null
}

export const viewerIsAdmin = (viewer: OfferViewer | null) => viewer !== null && isAdmin(viewer.role)

export async function loadOfferRow(tx: Queryable, id: number, lock = false): Promise<OfferRow | undefined> {
  return (
    await tx.query<OfferRow>(
      `select ${OFFER_COLUMNS} from public.offers o where o.id = $1${lock ? ' for no key update' : ''}`,
      [id],
    )
  ).rows[0]
}

/** Photos of several offers at once, in their order; the url is the stored original's path for /img. */
export async function loadPhotos(
  tx: Queryable,
  ids: number[],
  withNames = false,
): Promise<Map<number, OfferPhoto[]>> {
  const out = new Map<number, OfferPhoto[]>()
  if (!ids.length) return out
  const { rows } = await tx.query<{
    id: string
    offer_id: string | number
    storage_path: string
    position: number
    width: number | null
    height: number | null
    size_bytes: number
    name: string | null
  }>(
    `select id, offer_id, storage_path, position, width, height, size_bytes, name from public.offer_photos
     where offer_id = any($1::bigint[]) order by offer_id, position, created_at, id`,
    [ids],
  )
  for (const r of rows) {
    const list = out.get(Number(r.offer_id)) ?? []
    list.push({
      id: r.id,
      url: `${STORAGE_BUCKETS.listingImages}/${r.storage_path}`,
      width: r.width,
      height: r.height,
      sizeBytes: r.size_bytes,
      position: r.position,
      name: withNames ? r.name : null,
    })
    out.set(Number(r.offer_id), list)
  }
  return out
}

/** Which of `ids` the user has unlocked (their own unlock rows only, by RLS as well). */
export async function loadUnlocked(tx: Queryable, userId: string | undefined, ids: number[]) {
  if (!userId || !ids.length) return new Set<number>()
  const { rows } = await tx.query<{ offer_id: string | number }>(
    'select offer_id from public.offer_unlocks where user_id = $1 and offer_id = any($2::bigint[])',
    [userId, ids],
  )
  return new Set(rows.map((r) => Number(r.offer_id)))
}

/** Only the teaser fields of a row, whatever else the row holds. */
export function teaserOf(
  row: OfferRow,
  photos: OfferPhoto[],
  viewerId: string | undefined,
  unlocked: boolean,
): OfferTeaser {
  const record = {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    category: row.category as OfferTeaser['category'],
    pubName: row.pub_name,
    pubNameSecondary: row.pub_name_secondary,
    pubKeywords: row.pub_keywords,
    city: row.city,
    region: row.region as OfferTeaser['region'],
    pubDescription: row.pub_description,
    pubPrice: row.pub_price === null ? null : Number(row.pub_price),
    photos,
    publishedAt: isoOrNull(row.published_at),
  }
  const picked = pickVisibleFields(record, new Set<OfferField>(TEASER_FIELDS)) as Omit<
    OfferTeaser,
    'unlocked' | 'isOwn'
  >
  return { ...picked, unlocked, isOwn: viewerId !== undefined && row.owner_id === viewerId }
}

export const personName = (p: {
  first_name: string | null
  last_name: string | null
  email?: string | null
}) => [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || 'Uživatel'

export async function loadCounts(tx: Queryable, ids: number[]) {
  const out = new Map<number, { views: number; unlocks: number }>()
  if (!ids.length) return out
  const { rows } = await tx.query<{ id: string | number; views: number; unlocks: number }>(
    `select o.id,
       (select count(*) from public.offer_views v where v.offer_id = o.id)::int as views,
       (select count(*) from public.offer_unlocks u where u.offer_id = o.id)::int as unlocks
     from public.offers o where o.id = any($1::bigint[])`,
    [ids],
  )
  for (const r of rows) out.set(Number(r.id), { views: r.views, unlocks: r.unlocks })
  return out
}

export async function loadDocuments(tx: Queryable, offerId: number): Promise<OfferDocument[]> {
  const { rows } = await tx.query<{ id: string; name: string; size_bytes: number; mime_type: string }>(
    `select id, name, size_bytes, mime_type from public.offer_documents where offer_id = $1 order by created_at, id`,
    [offerId],
  )
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    sizeBytes: d.size_bytes,
    mimeType: d.mime_type,
    url: documentUrl(offerId, d.id),
  }))
}

async function loadBusinessCard(tx: Queryable, offerId: number): Promise<BusinessCard | null> {
  const r = (
    await tx.query<{
      user_id: string
      first_name: string | null
      last_name: string | null
      company_name: string | null
      phone: string | null
      email: string | null
      avatar_path: string | null
      verified: boolean
    }>('select * from public.offer_business_card($1)', [offerId])
  ).rows[0]
  if (!r) return null
  return {
    userId: r.user_id,
    name: personName(r),
    company: r.company_name,
    phone: r.phone,
    email: r.email,
    avatarUrl: r.avatar_path ? `${STORAGE_BUCKETS.avatars}/${r.avatar_path}` : null,
    verified: r.verified,
  }
}

/**
 * The offer detail (getOffer) for any requester: the fields visibleOfferFields grants, each read only when granted (the
 * private table is not even queried otherwise), and RLS agreeing underneath. Null: the offer does not exist for them.
 */
export async function loadOfferDetail(
  tx: Queryable,
  id: number,
  viewer: OfferViewer | null,
): Promise<OfferDetail | null> {
  const row = await loadOfferRow(tx, id)
  if (!row) return null
  const unlocked = viewer ? (await loadUnlocked(tx, viewer.userId, [id])).has(id) : false
  const relation = offerRelation({ ownerId: row.owner_id }, viewer, unlocked)
  const fields = visibleOfferFields(row, relation)
  if (!fields.size) return null
  const photos = (await loadPhotos(tx, [id], photoNamesVisible(relation))).get(id) ?? []
  const detail: OfferDetail = teaserOf(row, photos, viewer?.userId, unlocked)
  if (fields.has('privDescription')) {
    const priv = (
      await tx.query<{ priv_description: string | null; street: string | null; postcode: string | null }>(
        'select priv_description, street, postcode from public.offer_private where offer_id = $1',
        [id],
      )
    ).rows[0]
    detail.privDescription = priv?.priv_description ?? null
    detail.street = priv?.street ?? null
    detail.postcode = priv?.postcode ?? null
  } else if (fields.has('street')) {
    // a service's public address for a visitor
    const addr = (
      await tx.query<{ street: string | null; postcode: string | null }>(
        'select street, postcode from public.offer_public_address($1)',
        [id],
      )
    ).rows[0]
    detail.street = addr?.street ?? null
    detail.postcode = addr?.postcode ?? null
  }
  if (fields.has('documents')) detail.documents = await loadDocuments(tx, id)
  if (fields.has('businessCard')) detail.businessCard = await loadBusinessCard(tx, id)
  if (fields.has('viewCount')) {
    const counts = (await loadCounts(tx, [id])).get(id)
    detail.ownerId = row.owner_id
    detail.createdAt = iso(row.created_at)
    detail.updatedAt = iso(row.updated_at)
    detail.viewCount = counts?.views ?? 0
    detail.unlockCount = counts?.unlocks ?? 0
    detail.rejectionReason = row.rejection_reason
  }
  return detail
}

/** A row of "my offers" / the admin queue. */
export function summaryOf(
  row: OfferRow & { owner_first_name?: string | null; owner_last_name?: string | null; owner_email?: string },
  photos: OfferPhoto[],
  counts: { views: number; unlocks: number } | undefined,
  viewerId: string,
  withOwner: boolean,
): OfferSummary {
  return {
    ...teaserOf(row, photos, viewerId, false),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    viewCount: counts?.views ?? 0,
    unlockCount: counts?.unlocks ?? 0,
    rejectionReason: row.rejection_reason,
    ...(withOwner
      ? {
          owner: {
            id: row.owner_id,
            name: personName({
              first_name: row.owner_first_name ?? null,
              last_name: row.owner_last_name ?? null,
              email: row.owner_email ?? null,
            }),
            email: row.owner_email ?? '',
          },
        }
      : {}),
  }
}
