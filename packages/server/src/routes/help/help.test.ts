import { endpointUrl } from '@rg/domain/contract'
import { createdResponseSchema, inboxListResponseSchema } from '@rg/domain/desk'
import { apiErrorSchema } from '@rg/domain/fields'
import { HELP_MESSAGE_LIMIT_MESSAGE, HELP_MESSAGES_PER_HOUR } from '@rg/domain/help'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

describe.each(backends)('help centre question on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { siteEmail: 'provoz@example.cz' } })
  })
  afterAll(async () => {
    await server?.close()
  })

  it("lands in the admin inbox with the sender's account, name and e-mail from the profile", async () => {
    const user = await apiUser(server)
    const admin = await apiUser(server, 'ADMIN')
    const res = await user.json(endpointUrl('sendHelpMessage'), 'POST', {
      topic: 'PAYMENTS',
      message: 'Zaplatil jsem, kdy přijdou kredity?',
    })
    expect(res.status).toBe(201)
    const { id } = createdResponseSchema.parse(await res.json())
    const inbox = inboxListResponseSchema.parse(
      await (await admin.api(`${endpointUrl('adminListInbox')}?kind=MESSAGE`)).json(),
    )
    const item = inbox.items.find((i) => i.id === id)
    expect(item).toMatchObject({
      accountId: user.id,
      email: user.email,
      name: 'Test USER',
      state: 'NEW',
      text: 'Dotaz z nápovědy (téma: Platby a faktury)\n\nZaplatil jsem, kdy přijdou kredity?',
    })
    const mail = await server.db.query<{ subject: string }>(
      `select subject from public.mail_outbox where to_address = 'provoz@example.cz' order by id desc limit 1`,
    )
    expect(mail.rows[0]?.subject).toContain('Test USER')
  })

  it('refuses a visitor, an empty question and more than the hourly limit', async () => {
    const visitor = await fetch(`${server.url}${endpointUrl('sendHelpMessage')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Protection': '1' },
      body: JSON.stringify({ message: 'Dotaz' }),
    })
    expect(visitor.status).toBe(401)
    const user = await apiUser(server)
    const empty = await user.json(endpointUrl('sendHelpMessage'), 'POST', { message: '  ' })
    expect(empty.status).toBe(400)
    for (let i = 0; i < HELP_MESSAGES_PER_HOUR; i++)
      expect(
        (await user.json(endpointUrl('sendHelpMessage'), 'POST', { message: `Dotaz ${i}` })).status,
      ).toBe(201)
    const over = await user.json(endpointUrl('sendHelpMessage'), 'POST', { message: 'Ještě jeden' })
    expect(over.status).toBe(429)
    expect(apiErrorSchema.parse(await over.json()).message).toBe(HELP_MESSAGE_LIMIT_MESSAGE)
  })
})
