import { endpointUrl } from '@rg/domain/contract'
import { createdResponseSchema } from '@rg/domain/desk'
import { apiErrorSchema } from '@rg/domain/fields'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newEmail } from '../../../test/clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { insertUser } from '../../../test/users.ts'
import { createSession } from '../../auth/store.ts'
import { signAccessToken } from '../../auth/tokens.ts'
import { CSRF_HEADER } from '../../middlewares/csrf.ts'
import { PUBLIC_FORM_LIMIT, RATE_LIMIT_MESSAGE } from './public-form-routes.ts'

const SITE_EMAIL = 'provoz@example.cz'
const TIP = {
  name: 'Petr Tipař',
  email: ' Petr@Example.cz ',
  phone: '+420 777 123 456',
  location: 'Olomouc',
  description: 'Majitel činžovního domu v centru hledá investora na rekonstrukci střechy.',
  website: '',
}
const MESSAGE = {
  name: 'Eva <b>Dvořáková</b>',
  email: 'eva@example.cz',
  phone: '',
  message: 'Dobrý den,\nmám dotaz k ceníku.',
}

const FORMS = { 'spotter-tips': 'sendSpotterTip', 'contact-messages': 'sendContactMessage' } as const
type Form = keyof typeof FORMS

describe.each(backends)('public forms API on $name', (backend) => {
  let server: TestServer
  /**
   * An app instance on the same database with a fresh rate-limit budget: the counters are shared by every instance
   * (public.rate_limit_counters), so the forms' ones are cleared first.
   */
  const fresh: TestServer[] = []
  const instance = async (siteEmail?: string) => {
    await server.db.query(
      `delete from public.rate_limit_counters where key like 'spotter:%' or key like 'contact:%'`,
    )
    const s = await startTestServer(backend, { db: server.db, key: server.key, env: { siteEmail } })
    fresh.push(s)
    return s
  }

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { siteEmail: SITE_EMAIL } })
  })
  afterAll(async () => {
    for (const s of fresh) await s.close()
    await server?.close()
  })

  const post = (s: TestServer, path: Form, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.url}${endpointUrl(FORMS[path])}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
      body: JSON.stringify(body),
    })

  it('stores a visitor’s spotter tip (201 with its id), normalized, status NEW, no account', async () => {
    const s = await instance()
    const res = await post(s, 'spotter-tips', TIP)
    expect(res.status).toBe(201)
    const { id } = createdResponseSchema.parse(await res.json())
    const { rows } = await server.db.query(
      'select user_id, name, email, phone, location, description, status from public.spotter_tips where id = $1',
      [id],
    )
    expect(rows).toEqual([
      {
        user_id: null,
        name: 'Petr Tipař',
        email: 'petr@example.cz',
        phone: '+420 777 123 456',
        location: 'Olomouc',
        description: TIP.description,
        status: 'NEW',
      },
    ])
  })

  it('ties a signed-in user’s submissions to the account', async () => {
    const s = await instance()
    const claims = await insertUser(server.db, newEmail('tipar'))
    const { sessionId } = await createSession(server.db, claims.sub, 'password')
    const { token } = await signAccessToken(server.key, { ...claims, session_id: sessionId }, 'test')
    const headers = { authorization: `Bearer ${token}` }
    const tip = createdResponseSchema.parse(await (await post(s, 'spotter-tips', TIP, headers)).json())
    const msg = createdResponseSchema.parse(
      await (await post(s, 'contact-messages', MESSAGE, headers)).json(),
    )
    const { rows } = await server.db.query(
      `select user_id from public.spotter_tips where id = $1
       union all select user_id from public.contact_messages where id = $2`,
      [tip.id, msg.id],
    )
    expect(rows).toEqual([{ user_id: claims.sub }, { user_id: claims.sub }])
  })

  it('stores a contact message and mails it to SITE_EMAIL (escaped in HTML)', async () => {
    const before = (await server.outbox(SITE_EMAIL)).length
    const res = await post(server, 'contact-messages', MESSAGE)
    expect(res.status).toBe(201)
    const { id } = createdResponseSchema.parse(await res.json())
    const { rows } = await server.db.query(
      'select name, email, phone, message, status from public.contact_messages where id = $1',
      [id],
    )
    expect(rows).toEqual([
      {
        name: MESSAGE.name,
        email: 'eva@example.cz',
        phone: null,
        message: MESSAGE.message,
        status: 'NEW',
      },
    ])
    const mails = await server.outbox(SITE_EMAIL)
    expect(mails).toHaveLength(before + 1)
    const mail = mails[0]
    expect(mail?.subject).toBe('Zpráva z kontaktního formuláře: Eva <b>Dvořáková</b>')
    expect(mail?.text).toContain('E-mail: eva@example.cz')
    expect(mail?.text).toContain(MESSAGE.message)
    expect(mail?.html).toContain('Eva &lt;b&gt;Dvořáková&lt;/b&gt;')
    expect(mail?.html).not.toContain('<b>')
  })

  it('sends no mail without SITE_EMAIL, but still stores the message', async () => {
    const s = await instance()
    const before = (await server.outbox()).length
    const res = await post(s, 'contact-messages', { ...MESSAGE, name: 'Bez e-mailu' })
    expect(res.status).toBe(201)
    const { id } = createdResponseSchema.parse(await res.json())
    const { rows } = await server.db.query('select name from public.contact_messages where id = $1', [id])
    expect(rows).toEqual([{ name: 'Bez e-mailu' }])
    expect(await server.outbox()).toHaveLength(before)
  })

  it.each([
    ['spotter-tips', 'spotter_tips', TIP],
    ['contact-messages', 'contact_messages', MESSAGE],
  ] as const)(
    '%s: a filled honeypot answers success but stores and mails nothing',
    async (path, table, body) => {
      const s = await instance(SITE_EMAIL)
      const before = await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
      const mailsBefore = (await server.outbox()).length
      for (const trap of [
        { ...body, website: 'https://spam.example' },
        { name: 'bot', website: 'x' },
      ]) {
        const res = await post(s, path, trap)
        expect(res.status).toBe(201)
        createdResponseSchema.parse(await res.json())
      }
      const after = await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
      expect(await server.outbox()).toHaveLength(mailsBefore)
    },
  )

  it.each([
    [
      'spotter-tips',
      { ...TIP, description: 'Krátce.' },
      'description',
      'Popište prosím příležitost alespoň několika větami (nejméně 20 znaků).',
    ],
    ['spotter-tips', { ...TIP, name: ' ' }, 'name', 'Vyplňte jméno.'],
    ['spotter-tips', { ...TIP, email: 'nikdo' }, 'email', 'Zadejte platný e-mail.'],
    ['contact-messages', { ...MESSAGE, message: '' }, 'message', 'Napište prosím zprávu.'],
    ['contact-messages', { ...MESSAGE, email: undefined }, 'email', 'Zadejte e-mail.'],
  ] as const)(
    '%s refuses an invalid submission with a Czech 400 (%s)',
    async (path, body, field, message) => {
      const s = await instance()
      const res = await post(s, path, body)
      expect(res.status).toBe(400)
      const error = apiErrorSchema.parse(await res.json())
      expect(error).toMatchObject({ code: 'validation_failed', message })
      expect(error.issues).toContainEqual({ path: field, message })
    },
  )

  it('refuses broken JSON with a Czech 400 and a cookie POST from a foreign origin with 403', async () => {
    const broken = await fetch(`${server.url}${endpointUrl('sendSpotterTip')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect(apiErrorSchema.parse(await broken.json())).toMatchObject({ code: 'bad_json' })
    const foreign = await fetch(`${server.url}${endpointUrl('sendContactMessage')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: 'sb-localhost-auth-token=base64-e30',
      },
      body: JSON.stringify(MESSAGE),
    })
    expect(foreign.status).toBe(403)
  })

  it.each([
    ['spotter-tips', TIP],
    ['contact-messages', MESSAGE],
  ] as const)(
    '%s: the sixth submission in a minute from one address answers 429 in Czech',
    async (path, body) => {
      const s = await instance()
      for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) expect((await post(s, path, body)).status).toBe(201)
      const sixth = await post(s, path, body)
      expect(sixth.status).toBe(429)
      expect(apiErrorSchema.parse(await sixth.json())).toEqual({
        code: 'rate_limited',
        message: RATE_LIMIT_MESSAGE,
      })
      // honeypot hits count too, and the other form has its own budget
      expect((await post(s, path, { ...body, website: 'x' })).status).toBe(429)
      const other = path === 'spotter-tips' ? 'contact-messages' : 'spotter-tips'
      expect((await post(s, other, other === 'spotter-tips' ? TIP : MESSAGE)).status).toBe(201)
    },
  )
})
