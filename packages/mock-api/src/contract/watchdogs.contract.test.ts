import { apiErrorSchema } from '@rg/domain/fields'
import { NOTIFICATION_NOT_FOUND, notificationListResponseSchema } from '@rg/domain/notifications'
import { watchdogSchema } from '@rg/domain/watchdog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from './client.ts'
import { mockTarget, serverTarget, TARGET_START_HOOK_MS, type Target } from './targets.ts'

/*
 * Watchdog and notification-centre rules the happy paths do not show, on the mock API and the real server alike: a
 * paused watchdog keeps the frequency it had (decision 1120), the notification pages continue after `before`, and
 * only one's own notifications can be marked read.
 */
describe.each([
  ['mock API', mockTarget],
  ['real server', serverTarget],
])('contract: watchdogs and notifications on the %s', (_, make) => {
  const target: Target = make()
  const c = contractClient(target)
  beforeAll(() => target.start(), TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  it('keeps a paused watchdog’s frequency for "Obnovit" and forgets it on resume', async () => {
    const created = await c.call(
      'createWatchdog',
      { body: { name: 'Denní souhrn', keywords: ['kontrakt'], frequency: 'DAILY' } },
      'fresh',
    )
    expect(created.status).toBe(201)
    const daily = watchdogSchema.parse(created.body)
    expect(daily.resumeFrequency).toBeNull()
    const update = async (frequency: string, name = daily.name) => {
      const reply = await c.call(
        'updateWatchdog',
        { params: { id: daily.id }, body: { ...daily, name, frequency } as never },
        'fresh',
      )
      expect(reply.status).toBe(200)
      return watchdogSchema.parse(reply.body)
    }
    expect(await update('PAUSED')).toMatchObject({ frequency: 'PAUSED', resumeFrequency: 'DAILY' })
    expect(await update('PAUSED', 'Přejmenovaný')).toMatchObject({ resumeFrequency: 'DAILY' })
    expect(await update('DAILY')).toMatchObject({ frequency: 'DAILY', resumeFrequency: null })
    const paused = await c.call('createWatchdog', { body: { frequency: 'PAUSED' } }, 'fresh')
    expect(watchdogSchema.parse(paused.body).resumeFrequency).toBe('IMMEDIATE')
  })

  it('continues the notification list after `before`, and finds nothing after an unknown id (a malformed one: cases.ts)', async () => {
    const first = notificationListResponseSchema.parse((await c.call('listNotifications', {}, 'user')).body)
    expect(first.hasMore).toBe(false)
    const after = async (before: string) =>
      notificationListResponseSchema.parse(
        (await c.call('listNotifications', { query: { before } }, 'user')).body,
      )
    // (The mock's demo user has notifications; the server's demo data has none, its own test pages through many.)
    for (const [i, n] of first.items.entries()) {
      expect(await after(n.id)).toEqual({ ...first, items: first.items.slice(i + 1) })
    }
    expect(await after('00000000-0000-4000-8000-000000000000')).toEqual({ ...first, items: [] })
  })

  it('refuses to mark someone else’s (or an unknown) notification read with a 404, changing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const refused = await c.call('markNotificationsRead', { body: { ids: [unknown] } }, 'user')
    expect(refused.status).toBe(404)
    expect(apiErrorSchema.parse(refused.body)).toEqual(NOTIFICATION_NOT_FOUND)
    // (On the mock the demo user has notifications; the server's own test marks another user's: mark-read.test.ts.)
    const theirs = notificationListResponseSchema.parse((await c.call('listNotifications', {}, 'user')).body)
    const unread = theirs.items.find((n) => n.readAt === null)
    if (unread) {
      const other = await c.call('markNotificationsRead', { body: { ids: [unread.id] } }, 'other')
      expect(other.status).toBe(404)
      const after = notificationListResponseSchema.parse((await c.call('listNotifications', {}, 'user')).body)
      expect(after.unreadCount).toBe(theirs.unreadCount)
    }
  })
})
