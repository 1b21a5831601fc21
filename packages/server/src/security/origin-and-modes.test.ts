import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { orderSchema } from '@rg/domain/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../scripts/free-port.ts'
import { apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_CONTACT, EnvError, readEnv, repoRoot } from '../env.ts'

/** A raw HTTP request with a chosen Host header (fetch would not send a foreign one). */
function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    if (init.body) req.write(init.body)
    req.end()
  })
}

const backend = backends[0] as (typeof backends)[number]

/** The addresses among `candidates` at which a server listening on every interface (0.0.0.0) answers. */
async function reachableWhenListeningEverywhere(candidates: string[]): Promise<string[]> {
  const everywhere = createServer((_req, res) => res.end('ok'))
  await new Promise<void>((done) => everywhere.listen(0, '0.0.0.0', done))
  const { port } = everywhere.address() as AddressInfo
  try {
    const reached: string[] = []
    for (const address of candidates) {
      if (
        await fetch(`http://${address}:${port}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        reached.push(address)
    }
    return reached
  } finally {
    everywhere.closeAllConnections()
    everywhere.close()
  }
}

describe('links come from the configured origin, never from the Host header', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { baseUrl: 'https://trziste.example.cz' } })
  })
  afterAll(() => server?.close())

  it('a sign-up mail requested with Host: evil.example links to BASE_URL', async () => {
    const email = `host-${Date.now()}@example.cz`
    const res = await rawRequest(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        Host: 'evil.example',
        'Content-Type': 'application/json',
        'X-Forwarded-Host': 'evil.example',
      },
      body: JSON.stringify({ email, password: 'heslo-2026-tajne' }),
    })
    expect(res.status).toBe(200)
    const link = (await server.outbox(email))[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? ''
    expect(link.startsWith('https://trziste.example.cz/auth/v1/verify?')).toBe(true)
    expect(link).not.toContain('evil.example')
  })

  it('without BASE_URL (loopback local demo) links use http://localhost:PORT, not the Host header', async () => {
    const demo = await startTestServer(backend, { env: { baseUrl: undefined, port: 4321 } })
    try {
      const email = `host-demo-${Date.now()}@example.cz`
      await rawRequest(`${demo.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      await rawRequest(`${demo.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'heslo-2026-tajne' }),
      })
      const link = (await demo.outbox(email))[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? ''
      expect(link.startsWith('http://localhost:4321/auth/v1/verify?')).toBe(true)
      const robots = await rawRequest(`${demo.url}/robots.txt`, { headers: { Host: 'evil.example' } })
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml')
      // an offer mail sent while an admin's request carries a poisoned Host
      const owner = await apiUser(demo, 'VERIFIED')
      const admin = await apiUser(demo, 'ADMIN')
      const id = await draftListing(owner, {}, true)
      const approved = await rawRequest(`${demo.url}${endpointUrl('transitionOffer', { params: { id } })}`, {
        method: 'POST',
        headers: {
          Host: 'evil.example',
          Authorization: `Bearer ${admin.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ action: 'approve' }),
      })
      expect(approved.status).toBe(200)
      const approval = (await demo.outbox(owner.email))[0]?.text ?? ''
      expect(approval).toContain('http://localhost:4321/')
      expect(approval).not.toContain('evil.example')
      // the "Platba přijata" mail sent while an admin marks an order paid through a poisoned Host
      const buyer = await apiUser(demo, 'USER')
      const created = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
      const order = orderSchema.parse(await created.json())
      const paid = await rawRequest(
        `${demo.url}${endpointUrl('adminMarkOrderPaid', { params: { id: order.id } })}`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            Authorization: `Bearer ${admin.token}`,
            'X-Forwarded-Host': 'evil.example',
          },
        },
      )
      expect(paid.status).toBe(200)
      const payment = (await demo.outbox(buyer.email)).find((m) => m.subject === 'Platba přijata')
      expect(payment?.text).toContain(`http://localhost:4321/portal/credits/orders/${order.id}`)
      expect(`${payment?.text} ${payment?.html}`).not.toContain('evil.example')
    } finally {
      await demo.close()
    }
  })

  it('robots.txt, pages and the app config ignore a poisoned Host', async () => {
    const robots = await rawRequest(`${server.url}/robots.txt`, { headers: { Host: 'evil.example' } })
    expect(robots.body).toContain('Sitemap: https://trziste.example.cz/sitemap.xml')
    const page = await rawRequest(`${server.url}/portal`, { headers: { Host: 'evil.example' } })
    expect(page.body).not.toContain('evil.example')
  })

  it('GET //evil.example/ stays on the site', async () => {
    // The trailing-slash redirect collapses the leading slashes: each answer is exactly this one, never skipped.
    for (const path of ['//evil.example/', '///evil.example//', '/\\evil.example/']) {
      const res = await rawRequest(`${server.url}${path}`, {})
      expect({ path, status: res.status, location: res.headers.location }).toEqual({
        path,
        status: 301,
        location: '/evil.example',
      })
    }
  })

  it('a cookie session needs the CSRF header even with an Authorization header', async () => {
    const res = await fetch(`${server.url}${endpointUrl('productGuideViewed')}`, {
      method: 'POST',
      headers: {
        Cookie: 'sb-localhost-auth-token=x',
        Authorization: 'Basic eDp5',
        'Content-Type': 'application/json',
      },
      body: '{"ids":[]}',
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('csrf_failed')
  })
})

/** Everything production asks for (README, production checklist). */
const productionSettings = {
  NODE_ENV: 'production',
  BASE_URL: 'https://trziste.cz',
  SMTP_URL: 'smtp://localhost:2525',
  OPERATOR_NAME: 'Tržiště s.r.o.',
  OPERATOR_ADDRESS: 'Náměstí 1, 602 00 Brno',
  OPERATOR_ICO: '87654321',
  OPERATOR_DIC: 'CZ87654321',
  OPERATOR_ACCOUNT: '19-2000145399/0800',
  SITE_EMAIL: 'info@trziste.example',
  SITE_PHONE: '+420 541 000 000',
}

describe('modes', () => {
  it('local demo: loopback only, demo data, no BASE_URL needed', () => {
    const env = readEnv({})
    expect(env.host).toBe('127.0.0.1')
    expect(env.demoData).toBe(true)
    expect(env.production).toBe(false)
  })

  it('outside loopback production rules apply: no demo accounts, no outbox, what production needs or no start', () => {
    // docs/decisions/1220-network-host-means-production.md: HOST and BASE_URL alone used to start the local demo
    // with its published password on the network
    for (const HOST of ['0.0.0.0', '192.168.1.20', '::']) {
      expect(() => readEnv({ HOST, BASE_URL: 'https://trziste.cz' })).toThrow(EnvError)
      expect(() => readEnv({ HOST, BASE_URL: 'https://trziste.cz' })).toThrow(
        `HOST „${HOST}“ zpřístupní server i mimo tento počítač, proto platí pravidla produkce: nastavte SMTP_URL`,
      )
      expect(() => readEnv({ HOST })).toThrow('nastavte BASE_URL a SMTP_URL')
      expect(() => readEnv({ HOST })).toThrow('DEMO_ON_NETWORK=1')
    }
    const env = readEnv({ HOST: '0.0.0.0', ...productionSettings, NODE_ENV: undefined, DEMO_DATA: '1' })
    expect(env).toMatchObject({ host: '0.0.0.0', production: true, demoData: false })
    expect(() =>
      readEnv({ HOST: '0.0.0.0', BASE_URL: 'https://trziste.cz', SMTP_URL: 'smtp://localhost:2525' }),
    ).toThrow('V produkci nastavte')
  })

  it('DEMO_ON_NETWORK=1 opens the local demo to the network on purpose, still only with BASE_URL', () => {
    const env = readEnv({ HOST: '0.0.0.0', BASE_URL: 'https://demo.trziste.cz', DEMO_ON_NETWORK: '1' })
    expect(env).toMatchObject({ host: '0.0.0.0', production: false, demoData: true })
    expect(() => readEnv({ HOST: '0.0.0.0', DEMO_ON_NETWORK: '1' })).toThrow('nastavte BASE_URL')
    // the flag never weakens production
    expect(() => readEnv({ ...productionSettings, DEMO_ON_NETWORK: '1' })).toThrow(
      'DEMO_ON_NETWORK=1 nelze spojit s NODE_ENV=production',
    )
    expect(readEnv({ DEMO_ON_NETWORK: '1' }).production).toBe(false)
  })

  it('a network HOST without the flag refuses to start, naming what is missing', () => {
    const { status, stderr } = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOST: '0.0.0.0',
          BASE_URL: 'https://trziste.cz',
          // a real folder: should the start not stop, its data must not land in the repository
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rg-network-host-')),
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(status).toBe(1)
    expect(stderr).toContain('Server nelze spustit: HOST „0.0.0.0“ zpřístupní server i mimo tento počítač')
    expect(stderr).toContain('SMTP_URL')
  })

  it('production requires BASE_URL and SMTP_URL and never creates demo accounts', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow('BASE_URL a SMTP_URL')
    expect(() => readEnv({ NODE_ENV: 'production', BASE_URL: 'https://trziste.cz' })).toThrow('SMTP_URL')
    const env = readEnv({
      NODE_ENV: 'production',
      BASE_URL: 'https://trziste.cz',
      SMTP_URL: 'smtp://localhost:2525',
      OPERATOR_NAME: 'Tržiště s.r.o.',
      OPERATOR_ADDRESS: 'Náměstí 1, 602 00 Brno',
      OPERATOR_ICO: '87654321',
      OPERATOR_DIC: 'CZ87654321',
      OPERATOR_ACCOUNT: '19-2000145399/0800',
      SITE_EMAIL: 'info@trziste.example',
      SITE_PHONE: '+420 541 000 000',
      DEMO_DATA: '1',
    })
    expect(env.demoData).toBe(false)
  })

  it('production requires the operator’s e-mail and phone the legal texts name; the demo has made-up ones', () => {
    const production = {
      NODE_ENV: 'production',
      BASE_URL: 'https://trziste.cz',
      SMTP_URL: 'smtp://localhost:2525',
      OPERATOR_NAME: 'Tržiště s.r.o.',
      OPERATOR_ADDRESS: 'Náměstí 1, 602 00 Brno',
      OPERATOR_ICO: '87654321',
      OPERATOR_DIC: 'CZ87654321',
      OPERATOR_ACCOUNT: '19-2000145399/0800',
    }
    expect(() => readEnv(production)).toThrow('V produkci nastavte SITE_EMAIL a SITE_PHONE')
    expect(() => readEnv({ ...production, SITE_EMAIL: 'info@trziste.example' })).toThrow('SITE_PHONE')
    expect(readEnv({})).toMatchObject({ siteEmail: DEMO_CONTACT.email, sitePhone: DEMO_CONTACT.phone })
    expect(readEnv({ SITE_EMAIL: ' info@trziste.example ' }).siteEmail).toBe('info@trziste.example')
  })

  it('production refuses to start without BASE_URL, with the reason', () => {
    const { status, stderr } = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(status).toBe(1)
    expect(stderr).toContain('Server nelze spustit: v produkčním režimu (NODE_ENV=production)')
  })

  it('production refuses to start as a VAT payer without OPERATOR_DIC, in Czech (issue 29, item 4)', () => {
    const { OPERATOR_DIC: _dic, ...withoutDic } = productionSettings
    const { status, stderr } = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...withoutDic, DATA_DIR: 'memory://', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(status).toBe(1)
    expect(stderr).toContain('Provozovatel je plátce DPH (VAT_PAYER není 0), ale chybí OPERATOR_DIC')
  })

  it('production never serves /dev/outbox', async () => {
    const server = await startTestServer(backend, { env: { production: true } })
    try {
      const res = await fetch(`${server.url}/dev/outbox`)
      expect(res.headers.get('content-type') ?? '').not.toMatch(/json/)
    } finally {
      await server.close()
    }
  })

  it('npm start listens on loopback only', async () => {
    // Probes: 127.0.0.2 (Linux routes all of 127/8 to the loopback interface, but a listener bound to 127.0.0.1
    // does not answer there; one bound to every interface does) and the machine's external address, if it has one.
    // A probe counts only once a listener on every interface is seen to answer at it, so the assertion below can
    // never be skipped nor pass because the probe cannot reach anything.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address
    const probes = await reachableWhenListeningEverywhere(['127.0.0.2', ...(external ? [external] : [])])
    expect(probes, 'no address to probe a listener on every interface at').toContain('127.0.0.2')
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rg-loopback-')),
        PORT: String(port),
        DEMO_DATA: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    // what the server said, for the failure message when it does not come up
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    try {
      let up = false
      // a cap, not a wait (docs/decisions/1249): a start takes 12 CPU seconds (56 migrations on a new PGlite); at load
      // 20 it took over the 60 s this once allowed, and at load 27 it once failed to come up within 300 s (the failure
      // now says whether it exited and what it printed)
      const deadline = Date.now() + 600_000
      while (!up && child.exitCode === null && Date.now() < deadline) {
        up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
        if (!up) await new Promise((r) => setTimeout(r, 100))
      }
      expect(up, `exit code ${child.exitCode}, stderr: ${stderr}`).toBe(true)
      expect((await fetch(`http://localhost:${port}/healthz`)).ok).toBe(true)
      for (const address of probes) {
        const reached = await fetch(`http://${address}:${port}/healthz`).then(
          () => true,
          () => false,
        )
        expect({ address, reached }).toEqual({ address, reached: false })
      }
    } finally {
      child.kill('SIGTERM')
    }
  }, 660_000)
})
