import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { ApiError } from '@rg/domain'
import { Hono } from 'hono'
import type { Database } from './db/database.ts'
import type { ServerEnv } from './env.ts'

export interface AppDeps {
  env: ServerEnv
  db: Database
}

export function createApp({ env, db }: AppDeps) {
  const app = new Hono()

  app.get('/healthz', async (c) => {
    await db.query('select 1')
    return c.json({ status: 'ok' })
  })

  app.get('/api/user', (c) => {
    const body: ApiError = { code: 'unauthorized', message: 'Nejste přihlášeni.' }
    return c.json(body, 401)
  })

  app.all('/api/*', (c) =>
    c.json({ code: 'not_found', message: 'Tato adresa API neexistuje.' } satisfies ApiError, 404),
  )

  // The built app: static assets, pre-rendered pages, and the SPA fallback for client-rendered routes.
  const root = path.relative(process.cwd(), env.clientDir) || '.'
  app.use('/*', serveStatic({ root }))
  app.get('*', (c) => {
    const fallback = path.join(env.clientDir, '__spa-fallback.html')
    if (!existsSync(fallback)) return c.text('Aplikace není sestavena: spusťte `npm start`.', 503)
    return c.html(readFileSync(fallback, 'utf8'))
  })

  return app
}
