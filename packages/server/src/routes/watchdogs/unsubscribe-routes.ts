import { Hono } from 'hono'
import { asService } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import { unsubscribeWatchdog } from '../../services/watchdogs/unsubscribe.ts'

const page = (title: string, body: string) =>
  `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style></head><body><main><h1>${escapeHtml(
    title,
  )}</h1>${body}<p><a href="/portal/watchdogs">Spravovat hlídací psy</a></p></main></body></html>`

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
  app.get('/watchdog/:id', (c) => {
    const action = `/unsubscribe/watchdog/${encodeURIComponent(c.req.param('id'))}?t=${encodeURIComponent(c.req.query('t') ?? '')}`
    c.header('Cache-Control', 'no-store')
    return c.html(
      page(
        'Odhlásit upozornění',
        `<p>Chcete přestat dostávat upozornění tohoto hlídacího psa? Hlídací pes se pozastaví, můžete ho později znovu zapnout.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Odhlásit upozornění</button></form>`,
      ),
    )
  })
  app.post('/watchdog/:id', async (c) => {
    const done = await asService(db, (tx) =>
      unsubscribeWatchdog(tx, c.req.param('id'), c.req.query('t') ?? ''),
    )
    c.header('Cache-Control', 'no-store')
    if (!done) {
      return c.html(
        page('Odkaz neplatí', '<p>Odkaz pro odhlášení je neplatný nebo hlídací pes už neexistuje.</p>'),
        400,
      )
    }
    return c.html(
      page('Upozornění odhlášena', '<p>Hlídací pes je pozastavený a další upozornění od něj nepřijdou.</p>'),
    )
  })
  return app
}
