import type { ContactSharing } from '@rg/domain/deal-room'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'

/*
 * The investor's contact sharing (docs/decisions/1500-lead-contact-consent.md), as the user: the remembered default and
 * the count of unlocks that share now. Turning the default off revokes every earlier consent, so the owners of those
 * offers see the lead anonymous again from the next read.
 */

type Requester = RequestClaims & { sub: string }

/** The requester's sharing, read in a transaction of its own. */
export const contactSharing = (db: Database, claims: Requester): Promise<ContactSharing> =>
  asUser(db, claims, (tx) => readSharing(tx, claims.sub))

async function readSharing(tx: Queryable, userId: string): Promise<ContactSharing> {
  const row = (
    await tx.query<{ share_by_default: boolean | null; shared: number }>(
      `select (select share_by_default from public.contact_sharing_preferences where user_id = $1) as share_by_default,
              (select count(*)::int from public.offer_unlocks where user_id = $1 and share_contact) as shared`,
      [userId],
    )
  ).rows[0]
  return { shareByDefault: row?.share_by_default ?? false, sharedOffers: row?.shared ?? 0 }
}

/** Saves the default (off revokes every earlier consent, in the same transaction) and answers the fresh sharing. */
export const saveContactSharing = (db: Database, claims: Requester, shareByDefault: boolean) =>
  asUser(db, claims, (tx) => writeSharing(tx, claims.sub, shareByDefault))

async function writeSharing(tx: Queryable, userId: string, shareByDefault: boolean): Promise<ContactSharing> {
  await tx.query(
    `insert into public.contact_sharing_preferences (user_id, share_by_default) values ($1, $2)
     on conflict (user_id) do update set share_by_default = excluded.share_by_default, updated_at = now()`,
    [userId, shareByDefault],
  )
  if (!shareByDefault) {
    await tx.query(
      `update public.offer_unlocks set share_contact = false, share_changed_at = now()
       where user_id = $1 and share_contact`,
      [userId],
    )
  }
  return readSharing(tx, userId)
}
