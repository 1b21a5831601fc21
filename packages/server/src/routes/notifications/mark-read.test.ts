import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { notificationsReadResponseSchema } from '@rg/domain/notifications'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/* POST /api/notifications/read with ids: only the requester's own (docs/security.md "Others' data"). */
describe.each(backends)('marking notifications read on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let stranger: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server)
    stranger = await apiUser(server)
  })
  afterAll(() => server?.close())

  const notify = async (who: ApiUser) =>
    (
      await server.db.query<{ id: string }>(
        `insert into public.notifications (user_id, kind, title) values ($1, 'PAYMENT_RECEIVED', 'Platba přijata')
         returning id`,
        [who.id],
      )
    ).rows[0]?.id as string
  const readAt = async (id: string) =>
    (
      await server.db.query<{ read_at: Date | null }>(
        'select read_at from public.notifications where id = $1',
        [id],
      )
    ).rows[0]?.read_at
  const mark = (who: ApiUser, ids: string[]) =>
    who.json(endpointUrl('markNotificationsRead'), 'POST', { ids })

  it('someone else’s notification is a 404 and stays unread, also mixed with one’s own', async () => {
    const theirs = await notify(owner)
    const mine = await notify(stranger)
    for (const ids of [[theirs], [mine, theirs], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await mark(stranger, ids)
      expect(res.status).toBe(404)
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        code: 'not_found',
        message: 'Oznámení nebylo nalezeno.',
      })
    }
    expect(await readAt(theirs)).toBeNull()
    expect(await readAt(mine)).toBeNull()

    const own = await mark(owner, [theirs, theirs.toUpperCase()])
    expect(own.status).toBe(200)
    expect(notificationsReadResponseSchema.parse(await own.json())).toEqual({ unreadCount: 0 })
    expect(await readAt(theirs)).not.toBeNull()
    // marking an already read one again is still fine
    expect((await mark(owner, [theirs])).status).toBe(200)
  })
})
