import { createHash, timingSafeEqual } from 'node:crypto'
import { API_PREFIX, type EndpointName } from '@rg/domain/contract'
import type { MiddlewareHandler } from 'hono'
import client from 'prom-client'
import type { Database } from './db/database.ts'
import type { AppEnv } from './http.ts'
import type { WorkGate } from './images/gate.ts'
import type { JobObserver } from './jobs/runner.ts'

/*
 * Prometheus metrics (docs/decisions/1372-metrics-and-readiness.md), served at GET /metrics only when METRICS_TOKEN is
 * set and only with `Authorization: Bearer <METRICS_TOKEN>`. Labels stay few: an /api request is labelled with its
 * contract entry's name (never its path, which carries ids), anything else with a fixed area.
 */

export interface Metrics {
  readonly registry: client.Registry
  /** Times each request; register before the routes. */
  middleware: MiddlewareHandler<AppEnv>
  /** For startJobs: runs, failures, duration and the time of the last run per job. */
  observeJob: JobObserver
  /** The image work gate to report (running and queued tasks); createApp sets it. */
  watchGate(gate: WorkGate): void
}

/** The label of a request that is not an /api entry: a fixed area, so no path ever becomes a label. */
function area(path: string): string {
  if (path.startsWith(`${API_PREFIX}/`)) return 'api_unknown'
  if (path.startsWith('/auth/v1/')) return 'auth'
  if (path === '/img' || path.startsWith('/img/')) return 'img'
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path.slice(1)
  return 'site'
}

export function createMetrics(db: Database): Metrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'rg_' })
  const requests = new client.Histogram({
    name: 'rg_http_request_duration_seconds',
    help: 'Request duration by contract entry (or area) and status',
    labelNames: ['endpoint', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobRuns = new client.Counter({
    name: 'rg_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  const jobDuration = new client.Histogram({
    name: 'rg_job_run_duration_seconds',
    help: 'Background job run duration',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  })
  const jobLast = new client.Gauge({
    name: 'rg_job_last_run_timestamp_seconds',
    help: 'When each job last finished a run (unix seconds); now minus this is its lag',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  new client.Gauge({
    name: 'rg_mail_outbox_messages',
    help: 'SMTP outbox rows by state: waiting (queued or being retried) and dead (dead letters to resend)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ waiting: string | number; dead: string | number }>(
        `select count(*) filter (where dead_at is null) as waiting, count(*) filter (where dead_at is not null) as dead
         from public.mail_outbox where transport = 'smtp' and sent_at is null`,
      )
      this.set({ state: 'waiting' }, Number(rows[0]?.waiting ?? 0))
      this.set({ state: 'dead' }, Number(rows[0]?.dead ?? 0))
    },
  })
  const poolStats = db.poolStats?.bind(db)
  if (poolStats)
    new client.Gauge({
      name: 'rg_db_pool_connections',
      help: 'Postgres connection pool of this process: total, idle, waiting (queries queued for a connection), max',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats()
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state])
      },
    })
  let gate: WorkGate | undefined
  new client.Gauge({
    name: 'rg_image_work_tasks',
    help: 'Image work (/img transforms, avatar uploads) in this process by state: running, queued',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, gate?.running ?? 0)
      this.set({ state: 'queued' }, gate?.queued ?? 0)
    },
  })

  return {
    registry,
    middleware: async (c, next) => {
      const started = performance.now()
      try {
        await next()
      } finally {
        const endpoint: EndpointName | string = c.get('endpoint') ?? area(c.req.path)
        requests.observe(
          { endpoint, method: c.req.method, status: String(c.res.status) },
          (performance.now() - started) / 1000,
        )
      }
    },
    observeJob(job, ok, seconds) {
      const outcome = ok ? 'ok' : 'failed'
      jobRuns.inc({ job, outcome })
      jobDuration.observe({ job }, seconds)
      jobLast.set({ job, outcome }, Date.now() / 1000)
    },
    watchGate(g) {
      gate = g
    },
  }
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  if (!given) return false
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(given), digest(token))
}
