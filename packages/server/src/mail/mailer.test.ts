import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import { fakeSmtp } from '../../test/fake-smtp.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from './mailer.ts'

describe.each(backends.slice(0, 1))('mail through SMTP on $name', (backend) => {
  let db: Database
  let drop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>
  beforeAll(async () => {
    ;({ db, drop } = await backend.openMigrated())
    smtp = await fakeSmtp()
  })
  afterAll(async () => {
    smtp?.server.close()
    await drop()
  })

  it('writes the message to the outbox, delivers it through SMTP_URL and marks it sent', async () => {
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'noreply@example.cz' })
    try {
      expect(mailer.transport).toBe('smtp')
      await mailer.send({ to: 'jana@example.cz', subject: 'Potvrďte svou registraci', text: 'Dobrý den' })
      await mailer.deliver()
      expect(smtp.messages).toHaveLength(1)
      expect(smtp.messages[0]).toMatch(/To: jana@example.cz/)
      const { rows } = await db.query<{ sent_at: Date | null; transport: string }>(
        'select sent_at, transport from public.mail_outbox',
      )
      expect(rows).toEqual([{ sent_at: expect.any(Date), transport: 'smtp' }])
      await mailer.deliver() // nothing left: no second delivery
      expect(smtp.messages).toHaveLength(1)
    } finally {
      mailer.close()
    }
  })

  it('delivers inline images as related parts the HTML names by cid (the order payment mail, decision 1353)', async () => {
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'noreply@example.cz' })
    try {
      const before = smtp.messages.length
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      await mailer.send({
        to: 'qr@example.cz',
        subject: 'Platební údaje',
        text: 'Dobrý den',
        html: '<p><img src="cid:qr-platba" alt="QR Platba"></p>',
        inlineImages: [{ filename: 'qr-platba.png', contentType: 'image/png', cid: 'qr-platba', bytes: png }],
      })
      await mailer.deliver()
      const raw = smtp.messages.slice(before).find((m) => m.includes('To: qr@example.cz')) ?? ''
      expect(raw).toMatch(/Content-Type: multipart\/related/)
      expect(raw).toMatch(/Content-ID: <qr-platba>/)
      expect(raw).toContain(Buffer.from(png).toString('base64'))
    } finally {
      mailer.close()
    }
  })

  it('retries a refused message later and later (1, 4, 16 minutes) and sends it once when SMTP accepts again', async () => {
    const mailer = createMailer(db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'noreply@example.cz',
      log: () => {},
    })
    const to = 'petr@example.cz'
    const row = async () =>
      (
        await db.query<{ attempts: number; sent: boolean; error: string | null; wait_s: number | null }>(
          `select attempts, sent_at is not null as sent, error,
             extract(epoch from retry_at - now())::float8 as wait_s
           from public.mail_outbox where to_address = $1`,
          [to],
        )
      ).rows
    try {
      smtp.down.on = true
      const before = smtp.messages.length
      // Written straight into the outbox: send() would also schedule its own delivery and race the test's.
      await db.query(
        `insert into public.mail_outbox (to_address, subject, text_body, transport) values ($1, 'Hlídací pes', 'Nová nabídka', 'smtp')`,
        [to],
      )
      const waits: number[] = []
      for (let attempt = 1; attempt <= 3; attempt++) {
        await mailer.deliver()
        const [r, ...more] = await row()
        expect(more).toEqual([])
        expect(r).toMatchObject({ attempts: attempt, sent: false })
        expect(r?.error).toContain('451')
        waits.push(Math.round((r?.wait_s ?? 0) / 60))
        // Not tried again before its time.
        await mailer.deliver()
        expect((await row())[0]?.attempts).toBe(attempt)
        // Time passes.
        await db.query('update public.mail_outbox set retry_at = now() where to_address = $1', [to])
      }
      expect(waits).toEqual([1, 4, 16])
      expect(smtp.messages.length).toBe(before)

      smtp.down.on = false
      await mailer.deliver()
      await mailer.deliver()
      expect((await row())[0]).toMatchObject({ attempts: 4, sent: true, error: null })
      expect(smtp.messages.length).toBe(before + 1)
      expect(smtp.messages.at(-1)).toMatch(/To: petr@example.cz/)
    } finally {
      smtp.down.on = false
      mailer.close()
    }
  })

  it('keeps mail through a day of SMTP outage and delivers every message exactly once when it returns', async () => {
    let clock = new Date('2026-12-01T06:00:00Z')
    const logged: Record<string, unknown>[] = []
    const mailer = createMailer(db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Tržiště <noreply@example.cz>',
      now: () => clock,
      log: (entry) => logged.push(entry),
    })
    const recipients = ['vypadek1@example.cz', 'vypadek2@example.cz', 'vypadek3@example.cz']
    const delivered = () => smtp.messages.filter((m) => /To: vypadek\d@example.cz/.test(m))
    const rows = async () =>
      (
        await db.query<{
          to_address: string
          attempts: number
          sent: boolean
          dead: boolean
          message_id: string
        }>(
          `select to_address, attempts, sent_at is not null as sent, dead_at is not null as dead, message_id
           from public.mail_outbox where to_address like 'vypadek%' order by id`,
        )
      ).rows
    try {
      smtp.down.on = true
      for (const to of recipients) await mailer.send({ to, subject: 'Platba přijata', text: 'Dobrý den' })
      // A simulated day in 5-minute steps, the mailer woken at each as its timer would.
      const dayLater = clock.getTime() + 24 * 3600_000
      while (clock.getTime() < dayLater) {
        await mailer.deliver()
        clock = new Date(clock.getTime() + 5 * 60_000)
      }
      expect(delivered()).toHaveLength(0)
      const during = await rows()
      for (const r of during) {
        expect(r).toMatchObject({ sent: false, dead: false })
        // 0, 1, 5, 21, 81, 321 minutes, then every 6 hours: 9 tries in the first day (steps round them up).
        expect(r.attempts).toBeGreaterThanOrEqual(8)
        expect(r.attempts).toBeLessThanOrEqual(9)
        expect(r.message_id).toMatch(/^<[0-9a-f-]{36}@example\.cz>$/)
      }
      const failures = logged.filter((e) => e.msg === 'mail delivery failed, will retry')
      expect(failures.every((e) => e.level === 'error')).toBe(true)
      expect(failures).toHaveLength(during.reduce((n, r) => n + r.attempts, 0))

      smtp.down.on = false
      const sixHoursLater = clock.getTime() + 6 * 3600_000 + 5 * 60_000
      while (clock.getTime() <= sixHoursLater) {
        await mailer.deliver()
        await mailer.deliver() // a second wake-up at the same moment sends nothing twice
        clock = new Date(clock.getTime() + 5 * 60_000)
      }
      const after = await rows()
      expect(after.map((r) => r.sent)).toEqual([true, true, true])
      expect(delivered()).toHaveLength(3)
      // Each arrived once, under the Message-ID it was given when queued.
      for (const r of after) {
        const copies = delivered().filter((m) => m.includes(`Message-ID: ${r.message_id}`))
        expect(copies).toHaveLength(1)
      }
    } finally {
      smtp.down.on = false
      mailer.close()
    }
  })

  it('makes a message still failing after 72 hours a dead letter, logged at error level', async () => {
    let clock = new Date('2026-12-05T06:00:00Z')
    const logged: Record<string, unknown>[] = []
    const mailer = createMailer(db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'noreply@example.cz',
      now: () => clock,
      log: (entry) => logged.push(entry),
    })
    try {
      smtp.down.on = true
      await mailer.send({ to: 'mrtvy@example.cz', subject: 'Ověření', text: 'Dobrý den' })
      const end = clock.getTime() + 73 * 3600_000
      while (clock.getTime() < end) {
        await mailer.deliver()
        clock = new Date(clock.getTime() + 15 * 60_000)
      }
      const { rows } = await db.query<{ dead_at: Date | null; retry_at: Date | null; attempts: number }>(
        `select dead_at, retry_at, attempts from public.mail_outbox where to_address = 'mrtvy@example.cz'`,
      )
      expect(rows[0]?.dead_at).toEqual(new Date('2026-12-08T06:00:00Z'))
      expect(rows[0]?.retry_at).toBeNull()
      expect(logged.filter((e) => e.msg === 'mail undeliverable, kept as a dead letter')).toMatchObject([
        { level: 'error', attempt: rows[0]?.attempts },
      ])
      // Nothing more is tried for a dead letter.
      const tries = rows[0]?.attempts
      smtp.down.on = false
      clock = new Date(clock.getTime() + 24 * 3600_000)
      await mailer.deliver()
      const again = await db.query<{ attempts: number }>(
        `select attempts from public.mail_outbox where to_address = 'mrtvy@example.cz'`,
      )
      expect(again.rows[0]?.attempts).toBe(tries)
    } finally {
      smtp.down.on = false
      mailer.close()
    }
  })

  it('closes every message with the configured footer, in the text and the HTML', async () => {
    const footer =
      'Provozovatel: Ukázkový provozovatel s.r.o. (neexistuje), IČO 12345678, Smyšlená 1, 110 00 Praha 1'
    const mailer = createMailer(db, { from: 'noreply@example.cz', footer })
    try {
      await mailer.send({
        to: 'paticka@example.cz',
        subject: 'Ahoj',
        text: 'Dobrý den',
        html: '<p>Dobrý den</p>',
      })
      const { rows } = await db.query<{ text_body: string; html_body: string }>(
        `select text_body, html_body from public.mail_outbox where to_address = 'paticka@example.cz'`,
      )
      expect(rows[0]?.text_body).toBe(`Dobrý den\n\n-- \n${footer}`)
      expect(rows[0]?.html_body).toMatch(/^<p>Dobrý den<\/p><hr><p [^>]*>Provozovatel: Ukázkový provozovatel/)
    } finally {
      mailer.close()
    }
  })
})
