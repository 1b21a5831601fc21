import { Hono } from 'hono'
import type { Database } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import { unsubscribeLinkValid, unsubscribeWatchdog } from '../../services/watchdogs/unsubscribe.ts'

/** The product's name and colours on a page of its own (no app bundle loads here: the CSP allows inline styles only). */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )} | Tržiště investic</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:0 1rem;color:#1f2937}header{padding:1.25rem 0;border-bottom:1px solid #e5e7eb;margin-bottom:2rem}header a{font-weight:700;font-size:1.25rem;color:#1e3a5f;text-decoration:none}h1{color:#1e3a5f}button{font:inherit;padding:.5rem 1rem;background:#1e3a5f;color:#fff;border:0;border-radius:.375rem;cursor:pointer}a{color:#1e3a5f}</style></head><body><header><a href="/">Tržiště investic</a></header><main><h1>${escapeHtml(
    title,
  )}</h1>${body}<p><a href="/portal/watchdogs">Spravovat hlídací psy</a></p></main></body></html>`

const INVALID = page(
  'Odkaz neplatí',
  '<p>Odkaz pro odhlášení je neplatný nebo hlídací pes už neexistuje.</p>',
)

/**
 * /unsubscribe/watchdog/:id?t=…: GET shows a confirmation button (link scanners in mail clients must not unsubscribe
 * anyone by fetching); POST pauses the watchdog, both from that button and as RFC 8058 one-click
 * ("List-Unsubscribe=One-Click" posted by the mail client). Outside /api: no session and no CSRF token exist here, the
 * signature is the authority (docs/decisions/1023-watchdog-unsubscribe.md).
 */
export function unsubscribeRoutes(db: Database) {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    // The page posts its own form back (the default policy allows no form at all) and styles itself inline.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
  })
  app.get('/watchdog/:id', async (c) => {
    const action = `/unsubscribe/watchdog/${encodeURIComponent(c.req.param('id'))}?t=${encodeURIComponent(c.req.query('t') ?? '')}`
    c.header('Cache-Control', 'no-store')
    // a tampered or stale link says so at once, not after the button (the link checks nothing until posted otherwise)
    const valid = await unsubscribeLinkValid(db, c.req.param('id'), c.req.query('t') ?? '')
    if (!valid) return c.html(INVALID, 400)
    return c.html(
      page(
        'Odhlásit upozornění',
        `<p>Chcete přestat dostávat upozornění tohoto hlídacího psa? Hlídací pes se pozastaví, můžete ho později znovu zapnout.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Odhlásit upozornění</button></form>`,
      ),
    )
  })
  app.post('/watchdog/:id', async (c) => {
    const done = await unsubscribeWatchdog(db, c.req.param('id'), c.req.query('t') ?? '')
    c.header('Cache-Control', 'no-store')
    if (!done) return c.html(INVALID, 400)
    return c.html(
      page('Upozornění odhlášena', '<p>Hlídací pes je pozastavený a další upozornění od něj nepřijdou.</p>'),
    )
  })
  return app
}
