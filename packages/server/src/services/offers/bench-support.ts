/**
 * What the benchmarks (scripts/bench/api.mjs, metrics-cost.mjs) need from the server: to prepare throw-away databases,
 * to run the same SQL as GET /api/offers, and to time the metrics alone. Exported as `@rg/server/bench-support`; the
 * app never imports it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { endpointUrl } from '@rg/domain/contract'
import { Hono } from 'hono'
import type { Database } from '../../db/database.ts'
import type { AppEnv } from '../../http.ts'
import { createMetrics } from '../../metrics.ts'

export { loadOrCreateSigningKey } from '../../auth/keys.ts'
export { signAccessToken } from '../../auth/tokens.ts'
export { migrate } from '../../db/migrate.ts'
export { openPglite } from '../../db/pglite.ts'
export { openPostgres } from '../../db/postgres.ts'
export { DEMO_PASSWORD } from '../demo-data.ts'
export { BROWSE_SHAPES } from './browse-shapes.ts'
export { seedCatalogue } from './catalogue-seed.ts'
export { BROWSE_SQL, browsePageStatement, browseParams } from './offer-list.ts'

/** The embedded auth schema (auth.users and friends), as main.ts applies it before the migrations. */
export const embeddedAuthSql = () =>
  readFileSync(fileURLToPath(new URL('../../db/embedded-auth.sql', import.meta.url)), 'utf8')

/**
 * The metrics' own cost, apart from everything else a request costs (scripts/bench/metrics-cost.mjs): the CPU time of
 * `iterations` in-process requests through a Hono app with and without the metrics middleware (rounds alternating),
 * and of rendering a scrape. The database is a stub answering the outbox gauge's query.
 */
export async function metricsOverhead(iterations = 100_000, rounds = 6) {
  const db = {
    kind: 'pglite',
    query: async () => ({ rows: [{ waiting: 0, dead: 0 }] }),
  } as unknown as Database
  const metrics = createMetrics(db)
  const build = (withMetrics: boolean) => {
    const app = new Hono<AppEnv>()
    if (withMetrics) app.use('*', metrics.middleware)
    app.get(endpointUrl('listOffers'), (c) => {
      c.set('endpoint', 'listOffers')
      return c.json({ items: [], total: 0 })
    })
    return app
  }
  const apps = { with: build(true), without: build(false) }
  const cpu = { with: 0, without: 0 }
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      const start = process.cpuUsage()
      for (let i = 0; i < iterations; i++)
        await apps[name].fetch(new Request(`http://bench${endpointUrl('listOffers')}`))
      const used = process.cpuUsage(start)
      cpu[name] += used.user + used.system
    }
  }
  const scrapes = 200
  const scrapeStart = process.cpuUsage()
  for (let i = 0; i < scrapes; i++) await metrics.registry.metrics()
  const scrape = process.cpuUsage(scrapeStart)
  const n = iterations * rounds
  return {
    microsPerRequestWith: cpu.with / n,
    microsPerRequestWithout: cpu.without / n,
    microsPerScrape: (scrape.user + scrape.system) / scrapes,
  }
}
export { similarParams, similarSql } from '../discovery/similar.ts'
export { OFFER_MAP_SQL, offerMapIn } from './offer-map.ts'
