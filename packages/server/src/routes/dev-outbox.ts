import { formatDateTime } from '@rg/domain/czech-format'
import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { escapeHtml } from '../http.ts'

interface OutboxRow {
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  headers: Record<string, string> | null
  attachments: { filename: string; contentType: string; base64: string }[] | null
  created_at: Date
}

const linkify = (s: string) =>
  escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`)

/**
 * The local mail sink: GET /dev/outbox answers the kept messages as JSON, newest first; /dev/outbox.html shows them to
 * a person (links clickable, no scripts). Mounted only when the outbox is the transport and not in production.
 */
export function devOutboxRoutes(db: Database) {
  const app = new Hono()
  const load = async () =>
    (
      await db.query<OutboxRow>(
        `select to_address, subject, text_body, html_body, headers, attachments, created_at from public.mail_outbox
         where transport = 'outbox' order by id desc limit 200`,
      )
    ).rows.map((r) => ({
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      // Only mails with extra headers (List-Unsubscribe on watchdog alerts) carry the field.
      ...(r.headers ? { headers: r.headers } : {}),
      createdAt: new Date(r.created_at).toISOString(),
      // inline images (the QR Platba code of an order mail), shown on the HTML page only
      images: (r.attachments ?? []).filter((a) => /^image\/(png|jpeg)$/.test(a.contentType)),
    }))

  app.get('/outbox', async (c) => c.json((await load()).map(({ images: _images, ...mail }) => mail)))
  app.get('/outbox.html', async (c) => {
    const mails = await load()
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">Komu: ${escapeHtml(m.to)} · ${escapeHtml(
            formatDateTime(m.createdAt),
          )}</p><pre>${linkify(m.text)}</pre>${m.images
            .map(
              (i) =>
                `<p><img src="data:${i.contentType};base64,${i.base64}" alt="${escapeHtml(i.filename)}" width="240"></p>`,
            )
            .join('')}</article>`,
      )
      .join('\n')
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    )
    return c.html(`<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Odchozí pošta (vývoj)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style>
</head><body><h1>Odchozí pošta</h1><p>Zprávy, které by server odeslal e-mailem (nejnovější nahoře).</p>
${items || '<p>Zatím žádné zprávy.</p>'}</body></html>`)
  })
  return app
}
