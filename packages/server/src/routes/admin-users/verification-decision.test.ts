import { endpointUrl } from '@rg/domain/contract'
import { adminUserDetailSchema } from '@rg/domain/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * An admin's verification decision and the notification telling the user are one transaction
 * (routes/admin-users/admin-users-routes.ts): when the notification cannot be written, the decision is not made
 * either, so a user is never verified (or rejected) without being told, and the admin can simply try again.
 */
describe.each(backends)('verification decision and its notification on $name', (backend) => {
  let server: TestServer
  let admin: ApiUser
  let user: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    admin = await apiUser(server, 'ADMIN')
    user = await apiUser(server)
    await server.db.query(`update public.profiles set verification_status = 'REQUESTED' where id = $1`, [
      user.id,
    ])
  })
  afterAll(() => server?.close())

  const state = async () =>
    (
      await server.db.query<{ role: string; verification_status: string; notes: number }>(
        `select p.role, p.verification_status,
           (select count(*)::int from public.notifications n where n.user_id = p.id) as notes
         from public.profiles p where p.id = $1`,
        [user.id],
      )
    ).rows[0]
  const decide = (decision: string) =>
    admin.json(endpointUrl('adminDecideVerification', { params: { id: user.id } }), 'POST', { decision })
  const auditLog = async () =>
    adminUserDetailSchema.parse(
      await (await admin.api(endpointUrl('adminGetUser', { params: { id: user.id } }))).json(),
    ).auditLog

  it('a failing notification write rolls the decision back; once it works the decision and notice land together', async () => {
    // the test database refuses this user's notifications, as a full disk or a broken constraint would
    await server.db.query(`
      create function public.test_refuse_notification() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${user.id}' then raise exception 'notification write refused by the test'; end if;
        return new;
      end $$`)
    await server.db.query(`create trigger test_refuse_notification before insert on public.notifications
      for each row execute function public.test_refuse_notification()`)

    const failed = await decide('APPROVE')
    expect(failed.status).toBe(500)
    expect(await state()).toMatchObject({ role: 'USER', verification_status: 'REQUESTED', notes: 0 })
    expect(await auditLog()).toEqual([])
    expect(await server.outbox(user.email)).toEqual([])

    await server.db.query('drop trigger test_refuse_notification on public.notifications')
    await server.db.query('drop function public.test_refuse_notification()')
    expect((await decide('APPROVE')).status).toBe(200)
    expect(await state()).toMatchObject({ role: 'VERIFIED', verification_status: 'APPROVED', notes: 1 })
    expect((await auditLog()).map((e) => e.action)).toEqual(['VERIFICATION_APPROVED'])
    expect((await server.outbox(user.email)).map((m) => m.subject)).toEqual(['Váš profil byl ověřen'])
  })
})
