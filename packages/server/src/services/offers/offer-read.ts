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
import { prepared, type Queryable } from '../../db/database.ts'

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
    list.push(photoOf(r, withNames))
    out.set(Number(r.offer_id), list)
  }
  return out
}

export interface PhotoRow {
  id: string
  storage_path: string
  position: number
  width: number | null
  height: number | null
  size_bytes: number
  name?: string | null
}

export const photoOf = (r: PhotoRow, withNames: boolean): OfferPhoto => ({
  id: r.id,
  url: `${STORAGE_BUCKETS.listingImages}/${r.storage_path}`,
  width: r.width,
  height: r.height,
  sizeBytes: r.size_bytes,
  position: r.position,
  name: withNames ? (r.name ?? null) : null,
})

/** Which of `ids` the user has unlocked (their own unlock rows only, by RLS as well). */
export async function loadUnlocked(tx: Queryable, userId: string | undefined, ids: number[]) {
  if (!userId || !ids.length) return new Set<number>()
  const { rows } = await tx.query<{ offer_id: string | number }>(
    'select offer_id from public.offer_unlocks where user_id = $1 and offer_id = any($2::bigint[])',
    [userId, ids],
  )
  return new Set(rows.map((r) => Number(r.offer_id)))
}

// one set for every teaser (a catalogue page makes 20 of them per request)
const TEASER_FIELD_SET: ReadonlySet<OfferField> = new Set<OfferField>(TEASER_FIELDS)

/** The columns a teaser is made of. */
export type TeaserRow = Pick<
  OfferRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'category'
  | 'pub_name'
  | 'pub_name_secondary'
  | 'pub_keywords'
  | 'city'
  | 'region'
  | 'pub_description'
  | 'pub_price'
  | 'owner_id'
  | 'published_at'
>

/** Only the teaser fields of a row, whatever else the row holds. */
export function teaserOf(
  row: TeaserRow,
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
  const picked = pickVisibleFields(record, TEASER_FIELD_SET) as Omit<OfferTeaser, 'unlocked' | 'isOwn'>
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

interface BusinessCardRow {
  user_id: string
  first_name: string | null
  last_name: string | null
  company_name: string | null
  phone: string | null
  email: string | null
  avatar_path: string | null
  verified: boolean
}

function businessCardOf(r: BusinessCardRow | null | undefined): BusinessCard | null {
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
  // The row, the viewer's unlock and the photos in one statement, then whatever the relation grants in a second
  // (docs/decisions/1751-request-round-trips.md): two round trips where there were up to seven.
  const row = (
    await tx.query<OfferRow & { unlocked: boolean; photos: PhotoRow[] | null }>(
      `select ${OFFER_COLUMNS},
         ${viewer ? 'exists (select 1 from public.offer_unlocks u where u.user_id = $2 and u.offer_id = o.id)' : 'false'} as unlocked,
         (select json_agg(json_build_object('id', p.id, 'storage_path', p.storage_path, 'position', p.position,
                   'width', p.width, 'height', p.height, 'size_bytes', p.size_bytes, 'name', p.name)
                 order by p.position, p.created_at, p.id)
            from public.offer_photos p where p.offer_id = o.id) as photos
       from public.offers o where o.id = $1`,
      viewer ? [id, viewer.userId] : [id],
    )
  ).rows[0]
  if (!row) return null
  const unlocked = row.unlocked
  const relation = offerRelation({ ownerId: row.owner_id }, viewer, unlocked)
  const fields = visibleOfferFields(row, relation)
  if (!fields.size) return null
  const withNames = photoNamesVisible(relation)
  const photos = (row.photos ?? []).map((p) => photoOf(p, withNames))
  const detail: OfferDetail = teaserOf(row, photos, viewer?.userId, unlocked)
  // Each part is asked for only when granted (the private table is not even queried otherwise).
  const parts: string[] = []
  if (fields.has('privDescription'))
    parts.push(`(select json_build_object('street', x.street, 'postcode', x.postcode, 'priv_description', x.priv_description)
      from public.offer_private x where x.offer_id = $1) as address`)
  // a service's public address for a visitor
  else if (fields.has('street'))
    parts.push(`(select json_build_object('street', x.street, 'postcode', x.postcode)
      from public.offer_public_address($1) x limit 1) as address`)
  if (fields.has('documents'))
    parts.push(`(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'size_bytes', d.size_bytes,
        'mime_type', d.mime_type) order by d.created_at, d.id), '[]'::json)
      from public.offer_documents d where d.offer_id = $1) as documents`)
  if (fields.has('businessCard'))
    parts.push('(select row_to_json(b) from public.offer_business_card($1) b limit 1) as card')
  if (fields.has('viewCount'))
    parts.push(`(select count(*) from public.offer_views v where v.offer_id = $1)::int as views,
      (select count(*) from public.offer_unlocks u where u.offer_id = $1)::int as unlocks`)
  if (!parts.length) return detail
  // a named prepared statement (docs/decisions/1779): the parts make at most 24 texts
  const more = (
    await tx.query<{
      address?: { street: string | null; postcode: string | null; priv_description?: string | null } | null
      documents?: Array<{ id: string; name: string; size_bytes: number; mime_type: string }>
      card?: BusinessCardRow | null
      views?: number
      unlocks?: number
    }>(prepared(`select ${parts.join(', ')}`), [id])
  ).rows[0]
  if (fields.has('privDescription')) detail.privDescription = more?.address?.priv_description ?? null
  if (fields.has('privDescription') || fields.has('street')) {
    detail.street = more?.address?.street ?? null
    detail.postcode = more?.address?.postcode ?? null
  }
  if (fields.has('documents'))
    detail.documents = (more?.documents ?? []).map((d) => ({
      id: d.id,
      name: d.name,
      sizeBytes: d.size_bytes,
      mimeType: d.mime_type,
      url: documentUrl(id, d.id),
    }))
  if (fields.has('businessCard')) detail.businessCard = businessCardOf(more?.card)
  if (fields.has('viewCount')) {
    detail.ownerId = row.owner_id
    detail.createdAt = iso(row.created_at)
    detail.updatedAt = iso(row.updated_at)
    detail.viewCount = more?.views ?? 0
    detail.unlockCount = more?.unlocks ?? 0
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
