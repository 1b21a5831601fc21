#!/usr/bin/env node
/**
 * Lighthouse benchmark of the landing site (a measurement, not a test).
 *
 * Runs Lighthouse 12.8.2 with its default mobile emulation and simulated throttling in Debian's headless Chromium
 * against an already started product, for /, /pricing and /offerings. Each page is measured five times (RUNS=n for
 * another count) and the median of each number is what the table shows and the budget judges: one simulated run
 * moves by up to about 0.5 s of LCP with the machine's timing (Lighthouse's own advice is the median of several runs).
 * Writes the medians and every run to reports/lighthouse.json, prints a short table and compares the numbers with the
 * budget of the landing issue. It builds and starts nothing itself.
 *
 *   BASE_URL=http://localhost:3000 [RUNS=3] node scripts/bench/lighthouse.mjs [--strict]
 *   npm run bench:lighthouse
 *
 * Exit code: 0 whatever the numbers (the table says PASS/FAIL), 1 with --strict when a budget item fails, 2 when a
 * page could not be measured at all. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
const strict = process.argv.includes('--strict')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const PAGES = ['/', '/pricing', '/offerings']
const RUNS = Math.max(1, Number.parseInt(process.env.RUNS ?? '5', 10) || 5)
const KIB = 1024

/**
 * The budget of the landing issues. Scores are Lighthouse's 0-100; LCP and TBT in ms; JavaScript gzip on every
 * measured page. Issue 32 says "under 90 KB": checked both as 90 KiB (1 KiB = 1024 bytes, 92.2 kB) and as 90 kB
 * (1 kB = 1000 bytes, 87.9 KiB), so neither reading is passed off as the other (issue 8's 120 KB before it).
 */
const BUDGET = [
  { key: 'performance', label: 'Performance', min: 100 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best Practices', min: 95 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'lcpMs', label: 'LCP', max: 1500, unit: 'ms' },
  { key: 'cls', label: 'CLS', max: 0.01 },
  { key: 'tbtMs', label: 'TBT', max: 100, unit: 'ms' },
  { key: 'jsGzipKiB', label: 'JS gzip KiB', max: 90, unit: 'KiB' },
  { key: 'jsGzipKB', label: 'JS gzip kB', max: 90, unit: 'kB' },
]

async function reachable(url) {
  try {
    const res = await fetch(url, { redirect: 'manual' })
    return res.status < 500
  } catch {
    return false
  }
}

async function lighthouse(url) {
  const bin = path.join(root, 'node_modules/.bin/lighthouse')
  const { stdout } = await run(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
  )
  return JSON.parse(stdout)
}

/**
 * Scripts the page loaded: bytes as transferred (gzip only if the server compresses) and gzip size measured here
 * (level 9 of the raw body), so the budget holds whether or not compression is switched on.
 */
async function javascript(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = items.filter((item) => item.resourceType === 'Script')
  let transferred = 0
  let gzip = 0
  for (const script of scripts) {
    transferred += script.transferSize ?? 0
    try {
      const body = Buffer.from(await (await fetch(script.url)).arrayBuffer())
      gzip += gzipSync(body, { level: 9 }).length
    } catch {
      gzip += script.transferSize ?? 0
    }
  }
  return { count: scripts.length, transferredKiB: transferred / KIB, gzipKiB: gzip / KIB, gzipBytes: gzip }
}

function score(lhr, id) {
  const value = lhr.categories[id]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}

function numeric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? null
}

function verdict(item, value) {
  if (value === null) return 'n/a'
  const ok = item.min !== undefined ? value >= item.min : value <= item.max
  return ok ? 'PASS' : 'FAIL'
}

function show(value, digits = 0) {
  return value === null ? '—' : value.toFixed(digits)
}

async function measure(lhr) {
  const js = await javascript(lhr)
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    jsScripts: js.count,
    jsTransferredKiB: Number(js.transferredKiB.toFixed(1)),
    jsGzipKiB: Number(js.gzipKiB.toFixed(1)),
    jsGzipKB: Number((js.gzipBytes / 1000).toFixed(1)),
    jsGzipBytes: js.gzipBytes,
  }
}

/** Each number's median over the runs (the middle one; for an even count the lower middle, a value that occurred). */
function medians(list) {
  const result = {}
  for (const key of Object.keys(list[0])) {
    const values = list.map((m) => m[key]).filter((v) => v !== null)
    values.sort((a, b) => a - b)
    result[key] = values.length === 0 ? null : values[Math.floor((values.length - 1) / 2)]
  }
  return result
}

async function main() {
  if (!(await reachable(`${baseUrl}/`))) {
    console.error(
      `Nothing answers on ${baseUrl}/. Start the product first (npm start, or PORT=… bash scripts/start.sh).`,
    )
    process.exit(2)
  }
  const results = []
  for (const page of PAGES) {
    const url = `${baseUrl}${page}`
    const runs = []
    for (let run = 1; run <= RUNS; run += 1) {
      process.stderr.write(`› lighthouse ${url} (${run}/${RUNS})\n`)
      let lhr
      // Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is repeated, twice at most.
      for (let attempt = 1; !lhr; attempt += 1) {
        try {
          lhr = await lighthouse(url)
        } catch (error) {
          if (attempt < 3) continue
          console.error(`Lighthouse failed for ${url}: ${error.stderr || error.message}`)
          process.exit(2)
        }
      }
      runs.push({ lhr, metrics: await measure(lhr) })
    }
    const metrics = medians(runs.map((r) => r.metrics))
    const lcpRange = [
      Math.min(...runs.map((r) => r.metrics.lcpMs ?? Number.NaN)),
      Math.max(...runs.map((r) => r.metrics.lcpMs ?? Number.NaN)),
    ]
    const lhr = runs[0].lhr
    const budget = BUDGET.filter((item) => !item.pages || item.pages.includes(page)).map((item) => ({
      item: item.label,
      value: metrics[item.key],
      limit: item.min !== undefined ? `>= ${item.min}` : `<= ${item.max}${item.unit ? ` ${item.unit}` : ''}`,
      result: verdict(item, metrics[item.key]),
    }))
    const failedAudits = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    results.push({
      page,
      url,
      finalUrl: lhr.finalDisplayedUrl,
      metrics,
      lcpRangeMs: lcpRange,
      runs: runs.map((r) => r.metrics),
      budget,
      failedAudits,
    })
  }

  const report = {
    measuredAt: new Date().toISOString(),
    baseUrl,
    lighthouse: JSON.parse(await readFile(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version,
    settings: 'mobile emulation, simulated throttling (Lighthouse defaults), headless Debian Chromium',
    runsPerPage: RUNS,
    summary: 'metrics are the medians of the runs; runs lists each run',
    chromium: chromiumPath,
    pages: results,
  }
  const out = path.join(root, 'reports/lighthouse.json')
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`)

  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'LCP range',
    'CLS',
    'TBT ms',
    'JS gzip KiB',
    'JS gzip kB',
    'JS sent KiB',
  ]
  const rows = results.map(({ page, metrics: m, lcpRangeMs }) => [
    page,
    show(m.performance),
    show(m.accessibility),
    show(m.bestPractices),
    show(m.seo),
    show(m.lcpMs),
    `${show(lcpRangeMs[0])}-${show(lcpRangeMs[1])}`,
    show(m.cls, 3),
    show(m.tbtMs),
    show(m.jsGzipKiB, 1),
    show(m.jsGzipKB, 1),
    show(m.jsTransferredKiB, 1),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  console.log(`\nBudget (landing issue), on the medians of ${RUNS} run(s) per page:`)
  let failed = 0
  for (const { page, budget } of results) {
    for (const b of budget) {
      if (b.result === 'FAIL') failed += 1
      const value = typeof b.value === 'number' ? Number(b.value.toFixed(3)) : '—'
      console.log(
        `  ${b.result.padEnd(4)}  ${page.padEnd(10)} ${b.item.padEnd(15)} ${String(value).padStart(8)}  (${b.limit})`,
      )
    }
  }
  console.log(
    `\n${failed === 0 ? 'All budget items pass.' : `${failed} budget item(s) fail.`} Report: ${path.relative(root, out)}`,
  )
  if (strict && failed > 0) process.exit(1)
}

await main()
