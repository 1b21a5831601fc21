import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Debian's nginx running the repository's deploy/nginx.conf for a test (packages/server/src/security/reverse-proxy.test.ts,
 * e2e/behind-proxy.spec.ts). scripts/ensure-nginx.sh installs it; with CI=true a test must fail without it, elsewhere
 * it may skip with `nginxMissing`'s message.
 */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
export const haveNginx = existsSync(nginxPath)
/** Why a test is skipped here, or undefined when it must run (nginx present, or CI=true where its absence fails). */
export const nginxMissing =
  haveNginx || process.env.CI === 'true'
    ? undefined
    : `no nginx at ${nginxPath} (bash scripts/ensure-nginx.sh installs it; with CI=true this test fails instead)`

/** The site's name in deploy/nginx.conf, kept by the tests (clients send it as Host and SNI). */
export const DOMAIN = 'trziste.cz'
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A self-signed certificate for the site and www, valid for a day: `fullchain.pem` and `privkey.pem` in `dir`. */
export function makeCertificate(dir: string): string {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${DOMAIN}`,
      '-addext',
      `subjectAltName=DNS:${DOMAIN},DNS:www.${DOMAIN}`,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`)
  return readFileSync(path.join(dir, 'fullchain.pem'), 'utf8')
}

export interface ProxyPorts {
  http: number
  https: number
  /** The server's port (deploy/nginx.conf's upstream 127.0.0.1:3000). */
  app: number
}

/**
 * deploy/nginx.conf as it is, with only its ports (on 127.0.0.1), its upstream's port and its certificate's folder
 * swapped, inside a main configuration of the test's own (pid, logs and temp files in `dir`). A line it swaps that is
 * gone from the file fails the test, so the tested file and the deployed one cannot drift apart.
 */
export function nginxConfig(dir: string, ports: ProxyPorts): string {
  let site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
  const swap = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`deploy/nginx.conf no longer has ${from}`)
    site = site.replace(from, to)
  }
  swap(/server 127\.0\.0\.1:3000;/g, `server 127.0.0.1:${ports.app};`)
  swap(/listen 80\b/g, `listen 127.0.0.1:${ports.http}`)
  swap(/listen 443\b/g, `listen 127.0.0.1:${ports.https}`)
  swap(/\/etc\/letsencrypt\/live\/trziste\.cz\//g, `${dir}/`)
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
${site}
}
`
}

export interface RunningNginx {
  stop(): Promise<void>
}

/** Starts nginx on `dir`'s configuration and answers when its https port accepts connections. */
export async function startNginx(dir: string, ports: ProxyPorts): Promise<RunningNginx> {
  if (!haveNginx) throw new Error(`CI=true and no nginx at ${nginxPath}: scripts/ensure-nginx.sh installs it`)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(dir, ports))
  const child = spawn(nginxPath, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT')
      await exited
    }
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not open 127.0.0.1:${ports.https} in 20 s: ${stderr}`)
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(ports.https, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return { stop }
    await new Promise((r) => setTimeout(r, 50))
  }
}
