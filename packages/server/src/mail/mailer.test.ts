import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import type { Database } from '../db/database.ts'
import { createMailer } from './mailer.ts'

/** A minimal SMTP server that accepts every message and keeps its raw data; while `down.on` it refuses senders. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[]; down: { on: boolean } }> {
  const messages: string[] = []
  const down = { on: false }
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol).toUpperCase()
        buffer = buffer.slice(eol + 2)
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n')
        else if (line.startsWith('DATA')) {
          inData = true
          socket.write('354 go on\r\n')
        } else if (line.startsWith('MAIL FROM') && down.on) socket.write('451 4.3.0 try again later\r\n')
        else if (line.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages, down })
    }),
  )
}

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
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'noreply@example.cz' })
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
