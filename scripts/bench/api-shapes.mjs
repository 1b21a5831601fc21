/** The fixed-rate load, the percentile rule and the printed table of the API benchmark (scripts/bench/api.mjs). */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

/**
 * Requests at a constant arrival rate, one every 1000/rate ms, whatever the answers do (an open loop, like wrk2 or
 * k6's constant-arrival-rate). Each time is measured from the moment the request was due, so a server that falls
 * behind shows it in the latencies (no coordinated omission). autocannon's `overallRate` is not used for this: it
 * lets each connection send its quota for the second back to back and then pause (lib/httpClient.js), i.e. a burst of
 * `rate` requests at the start of every second, whose queueing dominated every percentile.
 */
export function paced({ url, headers = {}, rate, duration, grace = 5 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  const total = Math.max(1, Math.round(rate * duration))
  const interval = 1000 / rate
  const times = []
  const statuses = {}
  const pending = new Set()
  let sent = 0
  let finished = false
  return new Promise((resolve) => {
    const t0 = performance.now()
    const end = () => {
      if (finished) return
      finished = true
      clearTimeout(cutoff)
      // Requests still open after the run and its grace period count with the time they have waited so far.
      for (const scheduled of pending) {
        times.push(performance.now() - scheduled)
        statuses.unfinished = (statuses.unfinished ?? 0) + 1
      }
      agent.destroy()
      resolve({ times, statuses, seconds: (performance.now() - t0) / 1000 })
    }
    const cutoff = setTimeout(end, (duration + grace) * 1000)
    const finish = (status, scheduled) => {
      if (finished) return
      pending.delete(scheduled)
      times.push(performance.now() - scheduled)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (sent === total && pending.size === 0) end()
    }
    const tick = () => {
      const now = performance.now()
      while (sent < total && t0 + sent * interval <= now) {
        const scheduled = t0 + sent * interval
        sent++
        pending.add(scheduled)
        const req = http.get(url, { agent, headers }, (res) => {
          res.resume()
          res.on('end', () => finish(res.statusCode, scheduled))
        })
        req.on('error', () => finish('error', scheduled))
      }
      if (sent < total && !finished) setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()))
    }
    tick()
  })
}

/** Nearest-rank percentile of a list of milliseconds. */
export function percentile(values, p) {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–')

/** The Markdown table the README shows: ratio = API p50 at the fixed rate / bare SQL p50. */
export function printTable(report) {
  const { RATE } = report.settings
  const lines = [
    `Postgres, data set ${report.settings.DATASET ?? 'a'}, ${report.settings.LISTINGS} listings + ${report.settings.SERVICES} services, load ${report.loadavgBefore.split(' ').slice(0, 3).join(' ')} before`,
    '',
    `| query | total | SQL p50 / p95 ms | API p50 / p95 / p99 ms at ${RATE}/s | ratio p50 | max req/s | p95 ≤ 20 & ratio ≤ 1.5 |`,
    '|---|---:|---:|---:|---:|---:|---|',
  ]
  for (const r of report.postgres.rows) {
    const ratio = r.api.p50 / r.sql.p50
    const pass = r.api.p95 <= 20 && r.api.non2xx === 0
    lines.push(
      `| ${r.name} | ${r.total} | ${f(r.sql.p50, 2)} / ${f(r.sql.p95, 2)} | ${f(r.api.p50)} / ${f(r.api.p95)} / ${f(r.api.p99)} | ${f(ratio)} | ${f(r.api.maxRps, 0)} | ${pass ? 'p95 yes' : 'p95 NO'}, ${ratio <= 1.5 ? 'ratio yes' : 'ratio no'}${r.api.non2xx ? `, ${r.api.non2xx} non-2xx` : ''}${r.api.unfinished ? `, ${r.api.unfinished} still open after +5 s` : ''} |`,
    )
  }
  const u = report.postgres.unlocks
  if (u?.error) lines.push('', `Unlocks could not be measured: ${u.error}`)
  else if (u) {
    lines.push(
      '',
      `Unlocks: ${u.requests} in a closed loop, ${f(u.perSecond, 0)}/s, p50 ${f(u.p50)} ms, p95 ${f(u.p95)} ms, statuses ${JSON.stringify(u.statuses)}; ledger ${JSON.stringify(u.ledger)} → ${u.ok ? 'consistent' : 'INCONSISTENT'}`,
    )
    if (u.cpu)
      lines.push(
        `  machine CPU per unlock (server, Postgres and load generator together): ${f(u.cpu.busy, 2)} ms (user ${f(u.cpu.user, 2)}, system ${f(u.cpu.system, 2)}, irq ${f(u.cpu.softirq, 2)}); cores idle ${f(100 * u.cpu.idleShare, 0)} %`,
      )
    if (u.race)
      lines.push(
        `Same listing: ${u.race.investors} investors at once in ${f(u.race.seconds, 2)} s (${f(u.race.perSecond, 0)}/s), ${u.race.ok200} answered 200; ledger ${JSON.stringify(u.race.ledger)} → ${u.race.ok ? 'exactly once each' : 'INCONSISTENT'}`,
      )
  }
  const d = report.postgres.dashboard
  if (d)
    lines.push(
      '',
      `Admin dashboard (adminDashboard: 8 counts + 30 days): ${d.requests} in a row, p50 ${f(d.p50)} ms, p95 ${f(d.p95)} ms, statuses ${JSON.stringify(d.statuses)}`,
    )
  if (d?.userSearch)
    for (const r of d.userSearch.rows)
      lines.push(
        `Admin user search '${r.q}' (adminListUsers, ${d.userSearch.people} named users and the rest, ${r.total} found): ${r.requests} in a row, p50 ${f(r.p50)} ms, p95 ${f(r.p95)} ms, statuses ${JSON.stringify(r.statuses)}`,
      )
  if (report.pglite) {
    lines.push(
      '',
      `PGlite, ${report.settings.PGLITE} listings`,
      '',
      `| query | API p50 / p95 / p99 ms at ${RATE}/s | max req/s |`,
      '|---|---:|---:|',
    )
    for (const r of report.pglite) {
      lines.push(
        `| ${r.name} | ${f(r.api.p50)} / ${f(r.api.p95)} / ${f(r.api.p99)} | ${f(r.api.maxRps, 0)} |`,
      )
    }
  }
  lines.push(
    '',
    `load ${report.loadavgAfter.split(' ').slice(0, 3).join(' ')} after; reports/bench-api-${report.settings.DATASET ?? 'a'}.json`,
  )
  console.log(lines.join('\n'))
}
