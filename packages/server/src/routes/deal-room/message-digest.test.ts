import { endpointUrl } from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { createMailer } from '../../mail/mailer.ts'
import { sendMessageDigests } from '../../services/deal-room/message-digest.ts'

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely and checks them with expect
type Loose = any
const loose = (value: unknown): Loose => value

/** The daily digest of messages (docs/decisions/1681-daily-message-digest.md). */
describe.each(backends)('deal room: the daily digest of messages on $name', (backend) => {
  let server: TestServer
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  /** An owner's listing unlocked by an investor: their thread. */
  async function thread(name: string) {
    const owner = await apiUser(server, 'VERIFIED')
    const investor = await apiUser(server, 'USER', 100)
    const id = await publishedListing(owner, admin, { pubName: name })
    expect((await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    const access = loose(await (await investor.api(endpointUrl('getOfferAccess', { params: { id } }))).json())
    return { owner, investor, threadId: access.threadId as string }
  }
  const write = (who: ApiUser, threadId: string, body: string) =>
    who.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', { body })
  const daily = async (who: ApiUser) => {
    const saved = await who.json(endpointUrl('saveNotificationPreferences'), 'PUT', {
      emailOff: [],
      messageEmail: 'DAILY',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ emailOff: [], messageEmail: 'DAILY' })
  }
  /** The thread's messages moved to 1 December 2026 (11:00 Prague), the day before the digest at 7:00. */
  const onTheFirst = (threadId: string) =>
    server.db.query(`update public.messages set created_at = '2026-12-01T10:00:00Z' where thread_id = $1`, [
      threadId,
    ])
  const digestMails = async (to: string) =>
    (await server.outbox(to)).filter((m) => m.subject.startsWith('Souhrn zpráv'))
  const mailer = () => createMailer(server.db, { from: 'test@localhost' })
  const NEXT_MORNING = new Date('2026-12-02T06:30:00Z') // 7:30 in Prague

  it('mails the day’s unread messages once, however often and however many runs go at once', async () => {
    const { owner, investor, threadId } = await thread('Dům v Třebíči')
    await daily(owner)
    expect((await write(investor, threadId, 'Dobrý den, je dům volný?')).status).toBe(201)
    expect((await write(investor, threadId, 'A jaká je cena energií?')).status).toBe(201)
    // the bell rings, no mail per unread run
    expect((await server.outbox(owner.email)).filter((m) => m.subject.startsWith('Nová zpráva'))).toEqual([])
    await onTheFirst(threadId)

    // before the hour nothing goes
    const early = await sendMessageDigests(server.db, mailer(), {
      origin: 'https://x.example',
      hour: 7,
      now: new Date('2026-12-02T05:30:00Z'),
    })
    expect(early).toBe(0)

    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        sendMessageDigests(server.db, mailer(), { origin: 'https://x.example', hour: 7, now: NEXT_MORNING }),
      ),
    )
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1)
    expect(
      await sendMessageDigests(server.db, mailer(), {
        origin: 'https://x.example',
        hour: 7,
        now: NEXT_MORNING,
      }),
    ).toBe(0)
    const mails = await digestMails(owner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Souhrn zpráv: 2 nepřečtené zprávy')
    expect(mails[0]?.text).toContain('Dům v Třebíči: 2 nepřečtené zprávy')
    expect(mails[0]?.text).toContain(`https://x.example/portal/messages?thread=${threadId}`)
    // never the messages themselves
    expect(mails[0]?.text).not.toContain('cena energií')
    // the investor (messages per unread run) is not in any digest
    expect(await digestMails(investor.email)).toEqual([])
  })

  it('leaves out what was read, and users who chose mail per unread run or switched message mail off', async () => {
    const read = await thread('Byt v Jihlavě')
    await daily(read.owner)
    await write(read.investor, read.threadId, 'Přečtená zpráva')
    await onTheFirst(read.threadId)
    // opening the thread reads it; its time moved after the messages, as on the first of December
    expect((await read.owner.api(endpointUrl('getThread', { params: { id: read.threadId } }))).status).toBe(
      200,
    )
    await server.db.query(
      `update public.message_threads set owner_read_at = '2026-12-01T12:00:00Z' where id = $1 and owner_read_at is not null`,
      [read.threadId],
    )

    const perRun = await thread('Sklad v Pardubicích')
    await write(perRun.investor, perRun.threadId, 'Zpráva')
    await onTheFirst(perRun.threadId)
    // per unread run, as before: one mail at once
    expect(
      (await server.outbox(perRun.owner.email)).filter((m) => m.subject.startsWith('Nová zpráva')),
    ).toHaveLength(1)

    const off = await thread('Chata v Beskydech')
    expect(
      (
        await off.owner.json(endpointUrl('saveNotificationPreferences'), 'PUT', {
          emailOff: ['NEW_MESSAGE'],
          messageEmail: 'DAILY',
        })
      ).status,
    ).toBe(200)
    await write(off.investor, off.threadId, 'Zpráva')
    await onTheFirst(off.threadId)

    await sendMessageDigests(server.db, mailer(), { origin: 'https://x.example', hour: 7, now: NEXT_MORNING })
    for (const who of [read.owner, perRun.owner, off.owner]) expect(await digestMails(who.email)).toEqual([])
  })

  it('tells a day without a run in the next digest, and then only what came since', async () => {
    const { owner, investor, threadId } = await thread('Hotel v Krkonoších')
    await daily(owner)
    await write(investor, threadId, 'Zpráva z neděle')
    // 30 November, and no run on the morning of 1 December (every instance down across the hour)
    await server.db.query(
      `update public.messages set created_at = '2026-11-30T10:00:00Z' where thread_id = $1`,
      [threadId],
    )
    await sendMessageDigests(server.db, mailer(), { origin: 'https://x.example', hour: 7, now: NEXT_MORNING })
    const [first] = await digestMails(owner.email)
    expect(first?.subject).toBe('Souhrn zpráv: 1 nepřečtená zpráva')

    // a message after that digest: the next one names it alone, though the older one is still unread
    await write(investor, threadId, 'Zpráva z úterý')
    await server.db.query(
      `update public.messages set created_at = '2026-12-02T10:00:00Z' where thread_id = $1 and body = 'Zpráva z úterý'`,
      [threadId],
    )
    await sendMessageDigests(server.db, mailer(), {
      origin: 'https://x.example',
      hour: 7,
      now: new Date('2026-12-03T06:30:00Z'),
    })
    const mails = await digestMails(owner.email)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Souhrn zpráv: 1 nepřečtená zpráva',
      'Souhrn zpráv: 1 nepřečtená zpráva',
    ])
  })

  it('refuses an unknown choice in Czech', async () => {
    const user = await apiUser(server, 'USER')
    const bad = await user.json(endpointUrl('saveNotificationPreferences'), 'PUT', {
      emailOff: [],
      messageEmail: 'HOURLY',
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Neznámá volba e-mailů o zprávách.')
  })
})
