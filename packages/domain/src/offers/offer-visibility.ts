import type { Role } from '../profile/user.schema.ts'
import { isAdmin } from '../roles/roles.ts'
import { isPubliclyVisible, type OfferKind, type OfferStatus } from './offer-catalogue.ts'

/** docs/product/offers.md "Who sees what": the teaser of an offer. */
export const TEASER_FIELDS = [
  'id',
  'kind',
  'status',
  'category',
  'pubName',
  'pubNameSecondary',
  'pubKeywords',
  'city',
  'region',
  'pubDescription',
  'pubPrice',
  'photos',
  'publishedAt',
] as const

/** The private part: unlocked listings, every service for signed-in users. */
export const PRIVATE_FIELDS = ['privDescription', 'street', 'postcode', 'documents', 'businessCard'] as const

/** What only the owner and admins need to manage the offer. */
export const MANAGEMENT_FIELDS = [
  'ownerId',
  'createdAt',
  'updatedAt',
  'viewCount',
  'unlockCount',
  'rejectionReason',
] as const

export type OfferField =
  | (typeof TEASER_FIELDS)[number]
  | (typeof PRIVATE_FIELDS)[number]
  | (typeof MANAGEMENT_FIELDS)[number]

export type ViewerRelation = 'owner' | 'admin' | 'unlocked' | 'signed-in' | 'visitor'

const ALL: ReadonlySet<OfferField> = new Set([...TEASER_FIELDS, ...PRIVATE_FIELDS, ...MANAGEMENT_FIELDS])
const TEASER: ReadonlySet<OfferField> = new Set(TEASER_FIELDS)
const TEASER_AND_PRIVATE: ReadonlySet<OfferField> = new Set([...TEASER_FIELDS, ...PRIVATE_FIELDS])
/** A service's address is public (docs/product/offers.md), so its visitor teaser includes street and postcode. */
const SERVICE_TEASER: ReadonlySet<OfferField> = new Set([...TEASER_FIELDS, 'street', 'postcode'])
const NOTHING: ReadonlySet<OfferField> = new Set()

/**
 * The exact set of fields a viewer may receive; empty means the offer does not exist for them (answer 404).
 * A user who unlocked a listing keeps the teaser and the private part in every later state, CLOSED included.
 */
export function visibleOfferFields(
  offer: { kind: OfferKind; status: OfferStatus },
  relation: ViewerRelation,
): ReadonlySet<OfferField> {
  if (relation === 'owner' || relation === 'admin') return ALL
  if (offer.kind === 'LISTING' && relation === 'unlocked') return TEASER_AND_PRIVATE
  if (!isPubliclyVisible(offer.status)) return NOTHING
  if (offer.kind === 'LISTING') return TEASER
  // Services are never unlocked: an 'unlocked' relation to a service is just a signed-in user.
  return relation === 'visitor' ? SERVICE_TEASER : TEASER_AND_PRIVATE
}

/**
 * Whether the requester sees the photos' original file names: the owner and admins, in the edit form and the admin
 * detail. Others never do, since a name like "Masarykova 12 Zlín.jpg" could give away the private address.
 */
export function photoNamesVisible(relation: ViewerRelation): boolean {
  return relation === 'owner' || relation === 'admin'
}

export interface OfferViewer {
  userId: string
  role: Role
}

/** The strongest relation of a viewer to an offer; ownership wins over the admin role. */
export function offerRelation(
  offer: { ownerId: string },
  viewer: OfferViewer | null,
  unlocked: boolean,
): ViewerRelation {
  if (viewer === null) return 'visitor'
  if (viewer.userId === offer.ownerId) return 'owner'
  if (isAdmin(viewer.role)) return 'admin'
  return unlocked ? 'unlocked' : 'signed-in'
}

/** A copy of the record with only the visible fields, for building responses. */
export function pickVisibleFields<T extends Partial<Record<OfferField, unknown>>>(
  record: T,
  fields: ReadonlySet<OfferField>,
): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(record) as (keyof T & string)[]) {
    if (fields.has(key as OfferField)) out[key] = record[key]
  }
  return out
}
