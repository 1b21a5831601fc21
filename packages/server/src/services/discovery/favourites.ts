import {
  type FavouriteListResponse,
  type FavouriteState,
  MAX_FAVOURITES,
  OWN_OFFER_FAVOURITE,
  TOO_MANY_FAVOURITES,
} from '@rg/domain/discovery'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { loadPhotos, loadUnlocked, OFFER_COLUMNS, type OfferRow, teaserOf } from '../offers/offer-read.ts'
import { OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'

/*
 * Favourites (docs/decisions/1550-favourites-alert-like-a-watchdog.md), each call as the requester: RLS lets a user
 * see and change only their own rows, and the offers they may list are only the ones RLS shows them.
 */

type Claims = RequestClaims & { sub: string }

/** The user's favourites: the offers still visible to them (newest favourite first) and every favourite's id. */
export async function listFavourites(db: Database, claims: Claims): Promise<Outcome<FavouriteListResponse>> {
  return ok(
    await asUser(db, claims, async (tx) => {
      const { rows: favs } = await tx.query<{ offer_id: string }>(
        'select offer_id from public.favourites where user_id = $1 order by created_at desc, offer_id desc limit $2',
        [claims.sub, MAX_FAVOURITES],
      )
      const ids = favs.map((f) => Number(f.offer_id))
      const { rows } = await tx.query<OfferRow>(
        `select ${OFFER_COLUMNS} from public.offers o where o.id = any($1::bigint[]) and o.status = 'PUBLISHED'`,
        [ids],
      )
      const byId = new Map(rows.map((r) => [Number(r.id), r]))
      const shown = ids.filter((id) => byId.has(id))
      const photos = await loadPhotos(tx, shown)
      const unlocked = await loadUnlocked(tx, claims.sub, shown)
      const items = shown.map((id) =>
        teaserOf(byId.get(id) as OfferRow, photos.get(id) ?? [], claims.sub, unlocked.has(id)),
      )
      return { items, ids }
    }),
  )
}

/** Hearts an offer the user sees; again is a no-op. Refused: unseen (404), one's own, over MAX_FAVOURITES. */
export async function addFavourite(
  db: Database,
  claims: Claims,
  offerId: number,
): Promise<Outcome<FavouriteState>> {
  return asUser(db, claims, async (tx) => {
    const { rows } = await tx.query<{ owner_id: string; status: string }>(
      'select owner_id, status from public.offers where id = $1',
      [offerId],
    )
    const offer = rows[0]
    if (offer?.status !== 'PUBLISHED') {
      // Already a favourite (withdrawn meanwhile): it stays one, nothing to refuse.
      const kept = await tx.query('select 1 from public.favourites where user_id = $1 and offer_id = $2', [
        claims.sub,
        offerId,
      ])
      return kept.rows.length ? ok({ offerId, favourite: true }) : OFFER_NOT_FOUND
    }
    if (offer.owner_id === claims.sub) return refused(OWN_OFFER_FAVOURITE)
    // Serialised per user, so two tabs adding at once cannot pass the bound together.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`favourites:${claims.sub}`])
    const { rows: count } = await tx.query<{ n: number; has: boolean }>(
      `select count(*)::int as n, bool_or(offer_id = $2) as has from public.favourites where user_id = $1`,
      [claims.sub, offerId],
    )
    if (count[0]?.has) return ok({ offerId, favourite: true })
    if ((count[0]?.n ?? 0) >= MAX_FAVOURITES) return refused(TOO_MANY_FAVOURITES)
    await tx.query(
      'insert into public.favourites (user_id, offer_id) values ($1, $2) on conflict do nothing',
      [claims.sub, offerId],
    )
    return ok({ offerId, favourite: true })
  })
}

/** Removes a favourite; removing one that is not there answers the same (the heart is off either way). */
export async function removeFavourite(
  db: Database,
  claims: Claims,
  offerId: number,
): Promise<Outcome<FavouriteState>> {
  return asUser(db, claims, async (tx) => {
    await tx.query('delete from public.favourites where user_id = $1 and offer_id = $2', [
      claims.sub,
      offerId,
    ])
    return ok({ offerId, favourite: false })
  })
}
