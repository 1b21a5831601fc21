import { endpointUrl } from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '../test/databases.ts'
import { startTestServer, type TestServer } from '../test/server.ts'
import { type RunningJobs, startJobs } from './jobs/runner.ts'
import { createMetrics } from './metrics.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'

/** One sample's value from Prometheus' text format, e.g. `rg_job_runs_total{job="x",outcome="ok"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const inner = /\{([^}]*)\}/.exec(line)?.[1] ?? ''
    const has = Object.entries(labels).every(([k, v]) => inner.split(',').includes(`${k}="${v}"`))
    if (has) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

/*
 * Liveness, readiness and Prometheus metrics (docs/decisions/1372-metrics-and-readiness.md): a scrape with the token
 * sees request latency by contract entry, job runs and failures, the outbox and its dead letters, the image queue.
 */
describe.each(backends.slice(0, 1))('health and metrics on $name', (backend) => {
  let server: TestServer
  let jobs: RunningJobs
  let jobsHealthy = true
  let drop: () => Promise<void>
  beforeAll(async () => {
    const opened = await backend.openMigrated()
    const db = opened.db
    drop = opened.drop
    const metrics = createMetrics(db)
    jobs = startJobs(
      [
        { name: 'ok-job', everyMs: 60_000, run: async () => 1 },
        {
          name: 'failing-job',
          everyMs: 60_000,
          run: async () => {
            throw new Error('boom')
          },
        },
      ],
      () => {},
      metrics.observeJob,
    )
    server = await startTestServer(backend, {
      db,
      env: { metricsToken: TOKEN },
      metrics,
      jobs: { healthy: () => jobsHealthy && jobs.healthy() },
    })
    await new Promise((r) => setTimeout(r, 20)) // the jobs' first tick
  })
  afterAll(async () => {
    await jobs?.stop()
    await server?.close()
    await drop?.()
  })

  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.text()
  }

  it('answers /healthz while alive and /readyz only with database, migrations and jobs in order', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    })

    jobsHealthy = false
    const noJobs = await fetch(`${server.url}/readyz`)
    expect(noJobs.status).toBe(503)
    expect(await noJobs.json()).toMatchObject({ status: 'unavailable', checks: { jobs: 'not running' } })
    jobsHealthy = true

    // An instance whose database lacks the newest migration is not ready.
    const { rows } = await server.db.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version desc limit 1',
    )
    const newest = rows[0]
    if (!newest) throw new Error('no migrations applied')
    await server.db.query('delete from supabase_migrations.schema_migrations where version = $1', [
      newest.version,
    ])
    try {
      const behind = await fetch(`${server.url}/readyz`)
      expect(behind.status).toBe(503)
      expect(((await behind.json()) as { checks: { migrations: string } }).checks.migrations).toBe(
        `pending: ${newest.version}_${newest.name}.sql`,
      )
    } finally {
      await server.db.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [newest.version, newest.name, newest.statements],
      )
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  })

  it('serves /metrics only with the token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).not.toContain('rg_')
  })

  it('scrapes request latency by contract entry and status, jobs, the outbox with dead letters and image work', async () => {
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${server.url}${endpointUrl('listOffers')}`)).status).toBe(200)
    expect((await fetch(`${server.url}${endpointUrl('adminDashboard')}`)).status).toBe(401)
    await server.db.query(
      `insert into public.mail_outbox (to_address, subject, text_body, transport, dead_at)
       values ('a@example.cz', 'A', 'a', 'smtp', null), ('b@example.cz', 'B', 'b', 'smtp', null),
              ('c@example.cz', 'C', 'c', 'smtp', now()), ('d@example.cz', 'D', 'd', 'outbox', null)`,
    )
    const text = await scrape()
    const latency = 'rg_http_request_duration_seconds_count'
    expect(sample(text, latency, { endpoint: 'listOffers', method: 'GET', status: '200' })).toBe(3)
    expect(sample(text, latency, { endpoint: 'adminDashboard', status: '401' })).toBe(1)
    // no path (with its ids) ever becomes a label
    expect(text).not.toMatch(/endpoint="\//)
    expect(sample(text, 'rg_job_runs_total', { job: 'ok-job', outcome: 'ok' })).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, 'rg_job_runs_total', { job: 'failing-job', outcome: 'failed' }),
    ).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'rg_job_last_run_timestamp_seconds', { job: 'ok-job' })).toBeGreaterThan(
      Date.now() / 1000 - 60,
    )
    expect(sample(text, 'rg_mail_outbox_messages', { state: 'waiting' })).toBe(2)
    expect(sample(text, 'rg_mail_outbox_messages', { state: 'dead' })).toBe(1)
    expect(sample(text, 'rg_image_work_tasks', { state: 'queued' })).toBe(0)
    expect(sample(text, 'rg_image_work_tasks', { state: 'running' })).toBe(0)
    expect(sample(text, 'rg_process_cpu_seconds_total')).toBeGreaterThan(0)
    // the Postgres pool (PGlite has none)
    if (backend.name === 'postgres') {
      expect(sample(text, 'rg_db_pool_connections', { state: 'max' })).toBe(10)
      expect(sample(text, 'rg_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
    } else expect(text).not.toContain('rg_db_pool_connections')
  })
})

describe.each(backends.slice(0, 1))('without METRICS_TOKEN on $name', (backend) => {
  it('has no /metrics', async () => {
    const server = await startTestServer(backend)
    try {
      const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(await res.text()).not.toContain('rg_http_request_duration_seconds')
    } finally {
      await server.close()
    }
  })
})
