import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationListQuery,
  notificationListResponseSchema,
} from '@rg/domain/notifications'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/* /portal/notifications pages through every notification ("Načíst starší"), not only the newest hundred. */
describe.each(backends)('notification pages on $name', (backend) => {
  let server: TestServer
  let user: ApiUser
  let other: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    user = await apiUser(server)
    other = await apiUser(server)
  })
  afterAll(() => server?.close())

  const list = async (who: ApiUser, query: NotificationListQuery = {}) => {
    const res = await who.api(endpointUrl('listNotifications', { query }))
    expect(res.status).toBe(200)
    return notificationListResponseSchema.parse(await res.json())
  }

  it('walks every notification once, newest first, also when several share their time', async () => {
    const total = 2 * NOTIFICATION_PAGE_SIZE + 7
    // Three at a time share created_at, so a page may end inside a group: the id decides their order.
    await server.db.query(
      `insert into public.notifications (user_id, kind, title, created_at, read_at)
       select $1, 'WATCHDOG_MATCH', 'Oznámení ' || g, '2026-11-01T00:00:00Z'::timestamptz + make_interval(mins => g / 3),
         case when g % 2 = 0 then now() end
       from generate_series(1, $2::int) g`,
      [user.id, total],
    )
    const expected = (
      await server.db.query<{ id: string }>(
        'select id from public.notifications where user_id = $1 order by created_at desc, id desc',
        [user.id],
      )
    ).rows.map((r) => r.id)

    const seen: string[] = []
    const sizes: number[] = []
    let page = await list(user)
    for (;;) {
      seen.push(...page.items.map((n) => n.id))
      sizes.push(page.items.length)
      expect(page.unreadCount).toBe(Math.ceil(total / 2))
      if (!page.hasMore) break
      page = await list(user, { before: page.items.at(-1)?.id })
    }
    expect(sizes).toEqual([NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE, 7])
    expect(seen).toEqual(expected)

    // A notification arriving meanwhile comes first on the newest page and moves nothing on the older ones.
    await server.db.query(
      `insert into public.notifications (user_id, kind, title) values ($1, 'PAYMENT_RECEIVED', 'Platba přijata')`,
      [user.id],
    )
    const second = await list(user, { before: expected[NOTIFICATION_PAGE_SIZE - 1] })
    expect(second.items.map((n) => n.id)).toEqual(
      expected.slice(NOTIFICATION_PAGE_SIZE, 2 * NOTIFICATION_PAGE_SIZE),
    )
    expect((await list(user)).items[0]?.title).toBe('Platba přijata')
  })

  it('finds no page after someone else’s notification and refuses a malformed one in Czech', async () => {
    const mine = (await list(user)).items[0]?.id
    expect(await list(other, { before: mine })).toEqual({ items: [], unreadCount: 0, hasMore: false })
    const res = await user.api(`${endpointUrl('listNotifications')}?before=nic`)
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Neplatný identifikátor.')
  })
})
