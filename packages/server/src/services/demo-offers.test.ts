import { REGION_CODES } from '@rg/domain'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { backends } from '../../test/databases.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { demoPdf } from '../images/demo-photos.ts'
import { memoryStorage } from '../storage/storage.ts'
import { ensureDemoData } from './demo-data.ts'
import { ensureDemoOffers } from './demo-offers.ts'

const pglite = backends.find((b) => b.name === 'pglite')
let db: Database
let drop: () => Promise<void>

beforeAll(async () => {
  const opened = await pglite?.open()
  if (!opened) throw new Error('no pglite backend')
  db = opened.db
  drop = opened.drop
  await migrate(db)
  await ensureDemoData(db)
})
afterAll(() => drop?.())

it('seeds 42 listings in all 14 regions and 15 services with generated photos and PDFs, once', async () => {
  const storage = memoryStorage()
  expect(await ensureDemoOffers(db, storage)).toBe(57)
  const kinds = await db.query<{ kind: string; status: string; n: number }>(
    'select kind, status, count(*)::int as n from public.offers group by kind, status order by kind, status',
  )
  const count = (kind: string, status?: string) =>
    kinds.rows.filter((r) => r.kind === kind && (!status || r.status === status)).reduce((s, r) => s + r.n, 0)
  expect(count('LISTING')).toBe(42)
  expect(count('LISTING', 'PUBLISHED')).toBeGreaterThanOrEqual(35)
  expect(count('SERVICE', 'PUBLISHED')).toBe(15)
  for (const status of ['PENDING', 'DRAFT', 'REJECTED']) expect(count('LISTING', status)).toBeGreaterThan(0)
  const regions = await db.query<{ region: string }>(
    `select distinct region from public.offers where kind = 'LISTING' and status = 'PUBLISHED'`,
  )
  expect(regions.rows.map((r) => r.region).sort()).toEqual([...REGION_CODES].sort())
  const owners = await db.query<{ email: string }>(
    'select distinct p.email from public.offers o join public.profiles p on p.id = o.owner_id order by 1',
  )
  expect(owners.rows.map((r) => r.email)).toEqual(['admin@demo.cz', 'overeny@demo.cz'])

  const photo = (
    await db.query<{ storage_path: string }>('select storage_path from public.offer_photos limit 1')
  ).rows[0]
  const bytes = await storage.get('listing-images', photo?.storage_path as string)
  expect(await sharp(bytes as Uint8Array).metadata()).toMatchObject({
    format: 'jpeg',
    width: 960,
    height: 640,
  })
  const doc = (
    await db.query<{ storage_path: string }>('select storage_path from public.offer_documents limit 1')
  ).rows[0]
  const pdf = await storage.get('listing-documents', doc?.storage_path as string)
  expect(new TextDecoder().decode(pdf?.subarray(0, 5))).toBe('%PDF-')

  expect(await ensureDemoOffers(db, storage)).toBe(0)
}, 90_000)

it('writes a PDF whose cross-reference offsets point at its objects', () => {
  const text = new TextDecoder().decode(demoPdf('Zkouška (1)', ['Řádek s diakritikou']))
  const xref = Number(text.match(/startxref\n(\d+)/)?.[1])
  expect(text.slice(xref, xref + 4)).toBe('xref')
  const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
  offsets.forEach((offset, i) => {
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true)
  })
  expect(text).toContain('Zkouska \\(1\\)')
})
