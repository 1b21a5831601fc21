import { endpointUrl } from '@rg/domain/contract'
import { dataExportSchema } from '@rg/domain/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { exportAccountData } from '../../services/profile/account-data.ts'

/* Issue 30: the GDPR export is written a batch at a time (docs/decisions/1324), whole and valid at any batch size. */
describe.each(backends)('the streamed data export on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  it('reads every row of a section across batches, in key order, each once, and nobody else’s', async () => {
    const me = await apiUser(server, 'USER')
    const other = await apiUser(server, 'USER')
    for (const [who, n] of [
      [me, 7],
      [other, 3],
    ] as const)
      await server.db.query(
        `insert into public.contacts (user_id, name) select $1, 'Dávkový ' || i from generate_series(1, $2::int) as i`,
        [who.id, n],
      )
    const claims = { sub: me.id, role: 'authenticated' as const }
    const opened = await exportAccountData(server.db, claims, new Date(), 3)
    if (!opened.ok) throw new Error('export refused')
    const pieces: string[] = []
    for await (const piece of opened.value) pieces.push(piece)
    const data = dataExportSchema.parse(JSON.parse(pieces.join('')))
    const contacts = data.contacts as Array<{ id: string; user_id: string; name: string }>
    expect(contacts).toHaveLength(7)
    expect(new Set(contacts.map((c) => c.id)).size).toBe(7)
    expect(contacts.map((c) => c.id)).toEqual(contacts.map((c) => c.id).sort())
    expect(contacts.every((c) => c.user_id === me.id)).toBe(true)
    expect(Object.keys(contacts[0] ?? {})).not.toContain('export_key__')
    // a section with no rows is still there, empty
    expect(data.watchdogs).toEqual([])
    // 7 contacts in batches of 3: three pieces of contacts, not one
    expect(pieces.filter((p) => p.includes('Dávkový')).length).toBe(3)
  })

  it('answers the export as a gzip stream to a client that takes gzip, and as plain JSON otherwise', async () => {
    const me = await apiUser(server, 'USER')
    const url = endpointUrl('exportData')
    const packed = await me.api(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(packed.status).toBe(200)
    expect(packed.headers.get('content-encoding')).toBe('gzip')
    expect(packed.headers.get('content-disposition')).toMatch(/attachment; filename="moje-data-/)
    // fetch unpacks it, as a browser does
    expect(dataExportSchema.parse(await packed.json()).profile).toMatchObject({ id: me.id })
    const plain = await me.api(url, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(dataExportSchema.parse(await plain.json()).profile).toMatchObject({ id: me.id })
  })
})
