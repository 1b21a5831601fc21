import { createHmac, timingSafeEqual } from 'node:crypto'
import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'

/*
 * One-click unsubscribe (docs/decisions/1023-watchdog-unsubscribe.md): the link carries the watchdog's id and an
 * HMAC-SHA256 of it under a secret kept in public.server_secrets (made by the migration, readable by the service role
 * only), so nobody can pause someone else's watchdog by guessing ids. The link is built from the configured origin
 * (BASE_URL), never from a request.
 */

export async function unsubscribeSecret(q: Queryable): Promise<string> {
  const row = (
    await q.query<{ value: string }>(
      "select value from public.server_secrets where name = 'watchdog_unsubscribe'",
    )
  ).rows[0]
  if (!row) throw new Error('watchdog_unsubscribe secret missing (migration not applied?)')
  return row.value
}

export function signWatchdog(secret: string, watchdogId: string): string {
  return createHmac('sha256', secret).update(`watchdog-unsubscribe:${watchdogId}`).digest('base64url')
}

export function verifyWatchdogSignature(secret: string, watchdogId: string, token: string): boolean {
  const expected = Buffer.from(signWatchdog(secret, watchdogId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const unsubscribePath = (watchdogId: string, token: string) =>
  `/unsubscribe/watchdog/${encodeURIComponent(watchdogId)}?t=${encodeURIComponent(token)}`

/*
 * The link's signature is the authority (no session exists on the page), so both run as the service role, each in a
 * transaction of its own.
 */

/** Whether an unsubscribe link is genuine: its signature holds and its watchdog exists (nothing is changed). */
export function unsubscribeLinkValid(db: Database, watchdogId: string, token: string): Promise<boolean> {
  return asService(db, async (q) => {
    if (!/^[0-9a-f-]{36}$/i.test(watchdogId)) return false
    if (!verifyWatchdogSignature(await unsubscribeSecret(q), watchdogId, token)) return false
    const { rows } = await q.query('select 1 from public.watchdogs where id = $1', [watchdogId])
    return rows.length > 0
  })
}

/** Pauses the watchdog when the signature holds; true when it did (or it was paused already). */
export function unsubscribeWatchdog(db: Database, watchdogId: string, token: string): Promise<boolean> {
  return asService(db, async (q) => {
    if (!/^[0-9a-f-]{36}$/i.test(watchdogId)) return false
    if (!verifyWatchdogSignature(await unsubscribeSecret(q), watchdogId, token)) return false
    const { rows } = await q.query(
      "update public.watchdogs set frequency = 'PAUSED', updated_at = now() where id = $1 returning id",
      [watchdogId],
    )
    return rows.length > 0
  })
}
