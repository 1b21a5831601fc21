import {
  adminUserDetailSchema,
  adminUserListResponseSchema,
  apiErrorSchema,
  endpointUrl,
  profileSchema,
} from '@rg/domain'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { deletedEmail } from '../../services/profile/account-data.ts'
import { memoryStorage, type Storage } from '../../storage/storage.ts'

/**
 * The server's storage, with every object it was given recorded: the deletion test checks that each file the user's
 * uploads left (whatever keys the server chose, derived images included) is gone afterwards.
 */
function recordingStorage() {
  const inner = memoryStorage()
  const written: Array<{ bucket: Parameters<Storage['put']>[0]; key: string }> = []
  const storage: Storage = {
    kind: inner.kind,
    put: async (bucket, key, bytes, type) => {
      written.push({ bucket, key })
      await inner.put(bucket, key, bytes, type)
    },
    get: (bucket, key) => inner.get(bucket, key),
    exists: (bucket, key) => inner.exists(bucket, key),
    remove: (bucket, key) => inner.remove(bucket, key),
  }
  return { storage, written }
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe.each(backends)('account and user management on $name', (backend) => {
  let server: TestServer
  let user: ApiUser
  let other: ApiUser
  let admin: ApiUser
  let superAdmin: ApiUser
  const files = recordingStorage()

  beforeAll(async () => {
    server = await startTestServer(backend, { storage: files.storage })
    user = await apiUser(server, 'USER', 10)
    other = await apiUser(server, 'USER', 5)
    admin = await apiUser(server, 'ADMIN')
    superAdmin = await apiUser(server, 'SUPER_ADMIN')
  })
  afterAll(() => server?.close())

  const profileUrl = endpointUrl('getProfile')
  const detail = async (who: ApiUser, id: string) =>
    adminUserDetailSchema.parse(await (await who.api(endpointUrl('adminGetUser', { params: { id } }))).json())

  it('refuses mass assignment: a PATCH naming role or credits is a 400 and changes nothing', async () => {
    for (const extra of [{ role: 'ADMIN' }, { credits: 1000 }, { verificationStatus: 'APPROVED' }]) {
      const res = await user.json(profileUrl, 'PATCH', { city: 'Brno', ...extra })
      expect(res.status).toBe(400)
      expect(apiErrorSchema.parse(await res.json()).message).toMatch(/neznámé položky/)
    }
    const profile = profileSchema.parse(await (await user.api(profileUrl)).json())
    expect(profile).toMatchObject({ role: 'USER', verificationStatus: 'NONE', city: null })
  })

  it('stores an avatar as a square and refuses a too large or a fake image in Czech', async () => {
    const send = (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData()
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
      return other.api(endpointUrl('uploadAvatar'), { method: 'POST', body: form })
    }
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer(),
    )
    const stored = await send(png, 'já.png', 'image/png')
    expect(stored.status).toBe(200)
    const { avatarUrl } = (await stored.json()) as { avatarUrl: string }
    expect(profileSchema.parse(await (await other.api(profileUrl)).json()).avatarUrl).toBe(avatarUrl)

    const big = await send(new Uint8Array(3_145_729), 'velká.png', 'image/png')
    expect(big.status).toBe(413)
    expect(apiErrorSchema.parse(await big.json()).message).toMatch(/příliš velký.*3 MB/)
    const fake = await send(new TextEncoder().encode('not an image at all'), 'fake.png', 'image/png')
    expect(fake.status).toBe(400)
    expect(apiErrorSchema.parse(await fake.json()).message).toMatch(/fake\.png/)
  })

  it('walks the verification loop: incomplete → request → reject with reason → fix → approve → VERIFIED', async () => {
    const early = await user.json(endpointUrl('requestVerification'), 'POST', {})
    expect(early.status).toBe(409)
    expect(apiErrorSchema.parse(await early.json()).message).toMatch(/Telefon, Město/)

    const saved = await user.json(profileUrl, 'PATCH', {
      phone: '777 123 456',
      city: 'Zlín',
      firstName: 'Jiří',
    })
    expect(saved.status).toBe(200)
    expect(profileSchema.parse(await saved.json())).toMatchObject({ phone: '+420777123456', city: 'Zlín' })
    expect((await user.json(endpointUrl('requestVerification'), 'POST', {})).status).toBe(200)

    // found by a name typed without diacritics
    const found = adminUserListResponseSchema.parse(
      await (
        await admin.api(endpointUrl('adminListUsers', { query: { q: 'jiri', verification: 'REQUESTED' } }))
      ).json(),
    )
    expect(found.items.map((u) => u.id)).toEqual([user.id])

    const decide = (body: unknown) =>
      admin.json(endpointUrl('adminDecideVerification', { params: { id: user.id } }), 'POST', body)
    expect((await decide({ decision: 'REJECT' })).status).toBe(400)
    expect((await decide({ decision: 'REJECT', reason: 'Doplňte prosím firmu.' })).status).toBe(200)
    const rejected = profileSchema.parse(await (await user.api(profileUrl)).json())
    expect(rejected).toMatchObject({
      verificationStatus: 'REJECTED',
      verificationNote: 'Doplňte prosím firmu.',
    })
    expect((await server.outbox(user.email))[0]?.text).toMatch(/Doplňte prosím firmu/)

    expect((await user.json(profileUrl, 'PATCH', { companyName: 'Jiří s.r.o.' })).status).toBe(200)
    expect((await user.json(endpointUrl('requestVerification'), 'POST', {})).status).toBe(200)
    expect((await decide({ decision: 'APPROVE' })).status).toBe(200)
    const approved = profileSchema.parse(await (await user.api(profileUrl)).json())
    expect(approved).toMatchObject({ role: 'VERIFIED', verificationStatus: 'APPROVED' })
    // the verified user now posts
    await draftListing(user, {}, true)

    const audit = (await detail(admin, user.id)).auditLog.map((e) => e.action)
    expect(audit).toEqual(['VERIFICATION_APPROVED', 'VERIFICATION_REJECTED'])
    const notified = await server.db.query('select kind from public.notifications where user_id = $1', [
      user.id,
    ])
    expect(notified.rows.map((r) => r.kind).sort()).toEqual([
      'VERIFICATION_APPROVED',
      'VERIFICATION_REJECTED',
    ])
  })

  it('answers a USER 404 on every admin endpoint', async () => {
    const id = other.id
    const calls: Array<[string, string, unknown?]> = [
      [endpointUrl('adminListUsers'), 'GET'],
      [endpointUrl('adminGetUser', { params: { id } }), 'GET'],
      [endpointUrl('adminChangeRole', { params: { id } }), 'PATCH', { role: 'VERIFIED' }],
      [endpointUrl('adminDecideVerification', { params: { id } }), 'POST', { decision: 'APPROVE' }],
      [endpointUrl('adminAdjustCredits', { params: { id } }), 'POST', { amount: 5, note: 'x' }],
      [endpointUrl('adminBlockUser', { params: { id } }), 'POST', { blocked: true }],
    ]
    for (const [url, method, body] of calls) expect((await other.json(url, method, body)).status).toBe(404)
    expect(
      (await server.db.query('select role from public.profiles where id = $1', [id])).rows[0]?.role,
    ).toBe('USER')
  })

  it('keeps the role rules: an ADMIN cannot grant ADMIN, nobody changes their own role, a super admin can', async () => {
    const role = (who: ApiUser, id: string, to: string) =>
      who.json(endpointUrl('adminChangeRole', { params: { id } }), 'PATCH', { role: to })
    const refused = await role(admin, other.id, 'ADMIN')
    expect(refused.status).toBe(403)
    expect(apiErrorSchema.parse(await refused.json()).message).toMatch(/jen hlavní administrátor/)
    expect((await role(admin, admin.id, 'USER')).status).toBe(403)
    expect((await role(admin, other.id, 'VERIFIED')).status).toBe(200)
    expect((await role(superAdmin, other.id, 'ADMIN')).status).toBe(200)
    expect((await role(superAdmin, other.id, 'USER')).status).toBe(200)
    expect((await detail(superAdmin, other.id)).auditLog).toHaveLength(3)
  })

  it('adjusts credits with a required note and never below zero', async () => {
    const url = endpointUrl('adminAdjustCredits', { params: { id: other.id } })
    expect((await admin.json(url, 'POST', { amount: 5 })).status).toBe(400)
    const res = await admin.json(url, 'POST', { amount: 20, note: 'Kompenzace' })
    expect(await res.json()).toEqual({ balance: 25 })
    expect((await admin.json(url, 'POST', { amount: -100, note: 'pokus' })).status).toBe(409)
    const d = await detail(admin, other.id)
    expect(d.creditTransactions[0]).toMatchObject({
      amount: 20,
      reason: 'ADMIN_ADJUSTMENT',
      note: 'Kompenzace',
    })
  })

  it('blocks: the user is refused on the next request and their sessions are gone; unblock restores', async () => {
    const victim = await apiUser(server, 'USER')
    const url = endpointUrl('adminBlockUser', { params: { id: victim.id } })
    expect((await admin.json(url, 'POST', { blocked: true })).status).toBe(200)
    // the session is gone, so the very next request is signed out (a still-live session would get user_banned)
    expect((await victim.api(profileUrl)).status).toBe(401)
    expect(
      (await server.db.query('select 1 from auth.sessions where user_id = $1', [victim.id])).rows,
    ).toEqual([])
    expect(
      (
        await admin.json(endpointUrl('adminBlockUser', { params: { id: admin.id } }), 'POST', {
          blocked: true,
        })
      ).status,
    ).toBe(403)
    expect((await admin.json(url, 'POST', { blocked: false })).status).toBe(200)
    expect((await detail(admin, victim.id)).auditLog.map((e) => e.action)).toEqual(['UNBLOCK', 'BLOCK'])
  })

  it('exports the user’s rows and nobody else’s', async () => {
    const res = await other.api(endpointUrl('exportData'))
    expect(res.status).toBe(200)
    const data = (await res.json()) as Record<string, unknown>
    expect((data.profile as { id: string }).id).toBe(other.id)
    // every row is the user's own (an admin's id appears only as who granted a credit adjustment)
    for (const [section, rows] of Object.entries(data)) {
      if (!Array.isArray(rows)) continue
      for (const row of rows as Array<Record<string, unknown>>)
        expect(row.user_id ?? row.owner_id ?? row.author_id ?? other.id, section).toBe(other.id)
    }
    expect(JSON.stringify(data)).not.toContain(user.id)
    expect((data.creditTransactions as unknown[]).length).toBe(2)
  })

  it('deletes the account: e-mail confirmed, personal data and files gone, ledger kept anonymously, offers closed', async () => {
    const owner = await apiUser(server, 'VERIFIED', 30)
    await server.db.query(
      `update public.profiles set first_name = 'Zdeňka', last_name = 'Smazalová', phone = '+420777000111' where id = $1`,
      [owner.id],
    )
    // Files of every kind the account can leave: an avatar, a document in the store, a photo and a document of an
    // offer that gets published, and a photo of a draft that never is.
    const upload = async (url: string, bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData()
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
      const res = await owner.api(url, { method: 'POST', body: form })
      expect(res.status, `${url} ${name}`).toBeLessThan(300)
    }
    const png = new Uint8Array(
      await sharp({ create: { width: 120, height: 90, channels: 3, background: '#8a5a44' } })
        .png()
        .toBuffer(),
    )
    files.written.length = 0
    await upload(endpointUrl('uploadAvatar'), png, 'zdenka.png', 'image/png')
    await upload(endpointUrl('uploadDocument'), PDF, 'Smlouva Smazalová.pdf', 'application/pdf')
    const listing = await draftListing(owner)
    await upload(endpointUrl('uploadOfferPhoto', { params: { id: listing } }), png, 'dum.png', 'image/png')
    await upload(
      endpointUrl('uploadOfferDocument', { params: { id: listing } }),
      PDF,
      'memorandum.pdf',
      'application/pdf',
    )
    expect(
      (await owner.json(endpointUrl('submitOffer', { params: { id: listing } }), 'POST', {})).status,
    ).toBe(200)
    const approved = await admin.json(endpointUrl('transitionOffer', { params: { id: listing } }), 'POST', {
      action: 'approve',
    })
    expect(approved.status).toBe(200)
    const draft = await draftListing(owner)
    await upload(endpointUrl('uploadOfferPhoto', { params: { id: draft } }), png, 'zahrada.png', 'image/png')
    const stored = [...files.written]
    // avatar, store document, two photos, offer document: at least one object each
    expect(new Set(stored.map((f) => f.bucket)).size).toBe(4)
    expect(stored.length).toBeGreaterThanOrEqual(5)
    for (const f of stored)
      expect(await files.storage.exists(f.bucket, f.key), `${f.bucket}/${f.key}`).toBe(true)

    const url = endpointUrl('deleteAccount')
    const wrong = await owner.json(url, 'DELETE', { confirmEmail: 'jiny@example.cz' })
    expect(wrong.status).toBe(422)
    expect((await owner.json(url, 'DELETE', { confirmEmail: owner.email })).status).toBe(200)
    expect((await owner.api(profileUrl)).status).toBe(401)

    // every file the account's uploads left is gone from storage (removal runs after the commit, so it is awaited)
    await expect
      .poll(async () => {
        const left = []
        for (const f of stored)
          if (await files.storage.exists(f.bucket, f.key)) left.push(`${f.bucket}/${f.key}`)
        return left
      })
      .toEqual([])

    const offer = await server.db.query('select status from public.offers where id = $1', [listing])
    expect(offer.rows[0]?.status).toBe('CLOSED')
    const ledger = await server.db.query('select amount from public.credit_transactions where user_id = $1', [
      owner.id,
    ])
    expect(ledger.rows).toHaveLength(1)
    // No row in public or auth names the user's e-mail, first name, surname or phone
    // (docs/decisions/0980-account-deletion-and-retention.md). Its exceptions, the admin audit log's notes and
    // other users' own address books and notes, are written by others; this account has none, so no table is
    // exempt here.
    const tables = await server.db.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema in ('public', 'auth') and table_type = 'BASE TABLE'`,
    )
    for (const t of tables.rows) {
      const hits = await server.db.query(
        `select 1 from "${t.schema}"."${t.name}" x where x::text ilike $1 or x::text ilike '%Smazalová%'
           or x::text ilike '%777000111%' or x::text ilike '%Zdeňka%'`,
        [`%${owner.email}%`],
      )
      expect(hits.rows, `${t.schema}.${t.name}`).toEqual([])
    }
    const profile = await server.db.query('select email from public.profiles where id = $1', [owner.id])
    expect(profile.rows[0]?.email).toBe(deletedEmail(owner.id))
  })
})
