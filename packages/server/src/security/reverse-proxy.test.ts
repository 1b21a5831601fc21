import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../scripts/free-port.ts'
import {
  DOMAIN,
  makeCertificate,
  nginxMissing,
  type RunningNginx,
  startNginx,
} from '../../../../scripts/nginx.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { PUBLIC_FORM_LIMIT } from '../routes/public-forms/public-form-routes.ts'

/**
 * The repository's nginx configuration (deploy/nginx.conf) run by Debian's nginx in front of the server in production
 * mode with TLS and TRUSTED_PROXY (docs/security.md "Running behind a proxy"). Clients come from different loopback
 * addresses (127.0.0.2, 127.0.0.3, …), so nginx sees each as its own client, as it would see the internet.
 * scripts/nginx.ts runs nginx: with CI=true a missing nginx fails this file, elsewhere it is skipped with a message.
 */
if (nginxMissing) console.warn(`reverse-proxy.test.ts skipped: ${nginxMissing}`)

const ORIGIN = `https://${DOMAIN}`
const backend = backends[0] as (typeof backends)[number]

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

interface Call {
  /** The loopback address the client connects from (who nginx or the server sees). */
  from: string
  port: number
  tls: boolean
  method?: string
  path: string
  host?: string
  headers?: Record<string, string>
  body?: string
}

/** One request from a chosen client address, with a chosen Host and SNI name (fetch can choose neither). */
function call(ca: string, c: Call): Promise<Reply> {
  const host = c.host ?? DOMAIN
  const options = {
    host: '127.0.0.1',
    port: c.port,
    localAddress: c.from,
    method: c.method ?? 'GET',
    path: c.path,
    headers: { Host: host, Connection: 'close', ...c.headers },
    agent: false as const,
  }
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    }
    const req = c.tls ? httpsRequest({ ...options, ca, servername: host }, done) : httpRequest(options, done)
    req.on('error', reject)
    if (c.body) req.write(c.body)
    req.end()
  })
}

describe.skipIf(Boolean(nginxMissing))('behind nginx with TLS (deploy/nginx.conf)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-nginx-'))
  let server: TestServer
  let proxy: RunningNginx | undefined
  let ca = ''
  let ports = { http: 0, https: 0, app: 0 }
  const viaProxy = (c: Omit<Call, 'port' | 'tls'>) => call(ca, { ...c, port: ports.https, tls: true })

  beforeAll(async () => {
    ca = makeCertificate(dir)
    const clientDir = mkdtempSync(path.join(tmpdir(), 'rg-proxy-client-'))
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!DOCTYPE html><html><head></head><body>home</body></html>',
    )
    mkdirSync(path.join(clientDir, 'contact'))
    writeFileSync(
      path.join(clientDir, 'contact', 'index.html'),
      '<!DOCTYPE html><html><head></head><body><form method="post" action="/contact"><input name="name"/><input name="email"/><textarea name="message"></textarea><input name="consent" type="checkbox"/></form></body></html>',
    )
    server = await startTestServer(backend, {
      env: { production: true, baseUrl: ORIGIN, trustedProxies: ['127.0.0.1'], clientDir },
    })
    ports = { http: await freePort(), https: await freePort(), app: Number(new URL(server.url).port) }
    proxy = await startNginx(dir, ports)
  })

  afterAll(async () => {
    await proxy?.stop()
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers on https with HSTS, links from the canonical origin, and sends http and www there', async () => {
    const page = await viaProxy({ from: '127.0.0.2', path: '/' })
    expect(page.status).toBe(200)
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(page.body).toContain(`"baseUrl":"${ORIGIN}"`)

    const plain = await call(ca, {
      from: '127.0.0.2',
      port: ports.http,
      tls: false,
      path: '/nabidky?strana=2',
    })
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe(`${ORIGIN}/nabidky?strana=2`)
    const www = await viaProxy({ from: '127.0.0.2', host: `www.${DOMAIN}`, path: '/cenik' })
    expect(www.status).toBe(301)
    expect(www.headers.location).toBe(`${ORIGIN}/cenik`)
    // A foreign name gets no answer at all: no TLS handshake, and on http the connection is closed unanswered.
    await expect(viaProxy({ from: '127.0.0.2', host: 'evil.example', path: '/' })).rejects.toThrow()
    await expect(
      call(ca, { from: '127.0.0.2', port: ports.http, tls: false, host: 'evil.example', path: '/' }),
    ).rejects.toThrow()
  })

  const contactJson = (from: string, i: number, forged?: string) =>
    viaProxy({
      from,
      method: 'POST',
      path: endpointUrl('sendContactMessage'),
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        ...(forged ? { 'X-Forwarded-For': forged } : {}),
      },
      body: JSON.stringify({ name: 'Jana', email: `jana${i}@example.cz`, message: 'Dobrý den, mám dotaz.' }),
    })

  it('the JSON form limit counts each client by the address nginx saw; a forged X-Forwarded-For counts for nothing', async () => {
    // 127.0.0.3 names a fresh address in every X-Forwarded-For, the last time 127.0.0.4's: nginx replaces the header.
    const statuses = []
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++)
      statuses.push(
        (await contactJson('127.0.0.3', i, i === PUBLIC_FORM_LIMIT - 1 ? '127.0.0.4' : `10.9.0.${i}`)).status,
      )
    expect(statuses).toEqual(Array(PUBLIC_FORM_LIMIT).fill(201))
    const over = await contactJson('127.0.0.3', 99, '10.9.9.9')
    expect(over.status).toBe(429)
    // Another client is not in that bucket (every client shared the proxy's before TRUSTED_PROXY), nor in the one the
    // forged header named.
    expect((await contactJson('127.0.0.4', 100)).status).toBe(201)
  })

  const contactForm = (from: string, i: number, cookie?: string) =>
    viaProxy({
      from,
      method: 'POST',
      path: '/contact',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: ORIGIN,
        'X-Forwarded-For': `10.8.0.${i}`,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({
        name: 'Petr',
        email: `petr${i}@example.cz`,
        message: 'Dobrý den, posílám bez skriptů.',
        consent: 'yes',
        website: '',
      }).toString(),
    })

  it('a form sent without JavaScript counts its sender’s address too, and a signed-in sender passes the CSRF check', async () => {
    const statuses = []
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) statuses.push((await contactForm('127.0.0.5', i)).status)
    expect(statuses).toEqual(Array(PUBLIC_FORM_LIMIT).fill(200))
    const over = await contactForm('127.0.0.5', 99)
    expect(over.status).toBe(429)
    expect(over.body).toContain('data-form-echo')
    // The next sender has its own bucket; a session cookie makes the forwarded request need the site's https origin.
    const signedIn = await contactForm('127.0.0.6', 100, 'sb-trziste-auth-token=base64-e30')
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toContain('Děkujeme, zprávu jsme přijali')
    const stored = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where email like 'petr%@example.cz'",
    )
    expect(stored.rows[0]?.n).toBe(PUBLIC_FORM_LIMIT + 1)
  })

  it('a forged X-Forwarded-For sent to the server itself, past the proxy, counts for nothing', async () => {
    const direct = (i: number) =>
      call(ca, {
        from: '127.0.0.7',
        port: ports.app,
        tls: false,
        method: 'POST',
        path: endpointUrl('sendContactMessage'),
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': `10.7.0.${i}` },
        body: JSON.stringify({ name: 'Eva', email: `eva${i}@example.cz`, message: 'Dobrý den, mám dotaz.' }),
      })
    const statuses = []
    for (let i = 0; i <= PUBLIC_FORM_LIMIT; i++) statuses.push((await direct(i)).status)
    expect(statuses).toEqual([...Array(PUBLIC_FORM_LIMIT).fill(201), 429])
  })
})
