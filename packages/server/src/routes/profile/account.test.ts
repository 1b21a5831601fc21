import { endpointUrl } from '@rg/domain/contract'
import { coldCallSchema, contactSchema } from '@rg/domain/crm'
import { isValidIco } from '@rg/domain/czech-format'
import { apiErrorSchema } from '@rg/domain/fields'
import { orderSchema } from '@rg/domain/payments'
import { profileSchema } from '@rg/domain/profile'
import { adminUserDetailSchema, adminUserListResponseSchema } from '@rg/domain/roles'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
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

/** The text of a PDF as a reader extracts it (pdf.js). */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let i = 1; i <= pdf.numPages; i++)
    for (const item of (await (await pdf.getPage(i)).getTextContent()).items)
      if ('str' in item) parts.push(item.str)
  return parts.join('\n').replace(/\u00A0/g, ' ')
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
    // a verified user made by hand reads "Ověřeno", not "Neověřeno" beside the role (issue 35)
    expect((await detail(admin, other.id)).profile.verificationStatus).toBe('APPROVED')
    expect((await role(superAdmin, other.id, 'ADMIN')).status).toBe(200)
    expect((await role(superAdmin, other.id, 'USER')).status).toBe(200)
    expect((await detail(superAdmin, other.id)).profile.verificationStatus).toBe('NONE')
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
    // the adjustment is in the audit log with who, before and after, and the refused one is not
    const adjustments = d.auditLog.filter((e) => e.action === 'CREDIT_ADJUSTMENT')
    expect(adjustments).toHaveLength(1)
    expect(adjustments[0]).toMatchObject({
      actor: { id: admin.id },
      before: { balance: 5 },
      after: { balance: 25 },
      note: 'Kompenzace',
    })
    const rows = await server.db.query(
      `select actor_id, before, after, note from public.admin_audit_log
       where target_id = $1 and action = 'CREDIT_ADJUSTMENT'`,
      [other.id],
    )
    expect(rows.rows).toEqual([
      { actor_id: admin.id, before: { balance: 5 }, after: { balance: 25 }, note: 'Kompenzace' },
    ])
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

  it('searches users by phone, IČO, company and a name without diacritics; filters by role and blocking; pages newest first', async () => {
    const token = `hledani${Date.now().toString(36)}`
    const people = [] as ApiUser[]
    for (let i = 0; i < 5; i++) {
      const u = await apiUser(server, 'USER')
      // registered an hour apart, people[0] the newest
      await server.db.query(
        `update public.profiles set last_name = $2, created_at = now() - make_interval(hours => $3) where id = $1`,
        [u.id, `Novák ${token}`, i + 1],
      )
      people.push(u)
    }
    const [newest, rehor, caller, company, blocked] = people as [ApiUser, ApiUser, ApiUser, ApiUser, ApiUser]
    const digits = String(Date.now()).slice(-8)
    const phone = `7${digits}`
    let ico = ''
    for (let n = Math.floor(Math.random() * 9_000_000) + 1_000_000; !isValidIco(ico); n++) {
      const seven = String(n % 10_000_000).padStart(7, '0')
      const sum = [...seven].reduce((acc, d, k) => acc + Number(d) * (8 - k), 0)
      ico = `${seven}${(11 - (sum % 11)) % 10}`
    }
    await server.db.query(`update public.profiles set first_name = 'Řehoř', last_name = $2 where id = $1`, [
      rehor.id,
      `Šťastný ${token}`,
    ])
    await server.db.query(`update public.profiles set phone = $2 where id = $1`, [caller.id, `+420${phone}`])
    await server.db.query(
      `update public.profiles set ico = $2, company_name = $3, role = 'VERIFIED' where id = $1`,
      [company.id, ico, `Úhřetická zemědělská ${token} a.s.`],
    )
    await server.db.query('update public.profiles set blocked_at = now() where id = $1', [blocked.id])

    const search = async (query: Record<string, string | number | string[]>) => {
      const res = await admin.api(endpointUrl('adminListUsers', { query }))
      expect(res.status, JSON.stringify(query)).toBe(200)
      return adminUserListResponseSchema.parse(await res.json())
    }
    const ids = async (query: Record<string, string | number | string[]>) =>
      (await search(query)).items.map((u) => u.id)

    // phone as people type it (spaces, +420), IČO, company and name without diacritics or case
    expect(await ids({ q: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` })).toEqual([
      caller.id,
    ])
    expect(await ids({ q: `+420 ${phone}` })).toEqual([caller.id])
    expect(await ids({ q: ico })).toEqual([company.id])
    expect(await ids({ q: 'UHRETICKA zemedelska' })).toEqual([company.id])
    expect(await ids({ q: 'rehor stastny' })).toEqual([rehor.id])
    // the role filter, alone and with several roles
    expect(await ids({ q: token, roles: ['VERIFIED'] })).toEqual([company.id])
    expect(await ids({ q: token, roles: ['USER', 'VERIFIED'] })).toHaveLength(5)
    expect(await ids({ q: token, roles: ['ADMIN'] })).toEqual([])
    // the blocked filter, both ways
    expect(await ids({ q: token, blocked: 'true' })).toEqual([blocked.id])
    expect(await ids({ q: token, blocked: 'false' })).toEqual([newest.id, rehor.id, caller.id, company.id])
    // newest registration first; page 2 of size 2 holds the third and fourth, with the total of all five
    const all = await search({ q: token })
    expect(all.items.map((u) => u.id)).toEqual(people.map((u) => u.id))
    const created = all.items.map((u) => Date.parse(u.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    const page2 = await search({ q: token, page: 2, pageSize: 2 })
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 5 })
    expect(page2.items.map((u) => u.id)).toEqual([caller.id, company.id])
    const page3 = await search({ q: token, page: 3, pageSize: 2 })
    expect(page3.items.map((u) => u.id)).toEqual([blocked.id])
    expect(page3.total).toBe(5)
    // the whole list (no query) counts everyone and is sorted the same way
    const everyone = await search({ pageSize: 100 })
    const total = Number(
      (await server.db.query<{ n: string }>('select count(*) as n from public.profiles')).rows[0]?.n,
    )
    expect(everyone.total).toBe(total)
    const times = everyone.items.map((u) => Date.parse(u.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('an ADMIN demoted in the database loses admin access at the next request with the same token', async () => {
    const demoted = await apiUser(server, 'ADMIN')
    const list = endpointUrl('adminListUsers')
    const one = endpointUrl('adminGetUser', { params: { id: other.id } })
    expect((await demoted.api(list)).status).toBe(200)
    expect((await demoted.api(one)).status).toBe(200)
    await server.db.query(`update public.profiles set role = 'USER' where id = $1`, [demoted.id])
    // the token still says nothing else; the route helper reads the role from the database on every request
    expect((await demoted.api(list)).status).toBe(404)
    expect((await demoted.api(one)).status).toBe(404)
    const credits = await demoted.json(
      endpointUrl('adminAdjustCredits', { params: { id: other.id } }),
      'POST',
      { amount: 5, note: 'pokus po odebrání role' },
    )
    expect(credits.status).toBe(404)
    expect(
      (await server.db.query(`select 1 from public.admin_audit_log where actor_id = $1`, [demoted.id])).rows,
    ).toEqual([])
    // signed in still, as the USER they now are
    expect(profileSchema.parse(await (await demoted.api(profileUrl)).json()).role).toBe('USER')
  })

  it('keeps the last super admin through the endpoint: nobody demotes them, a blocked one does not count', async () => {
    const role = (who: ApiUser, id: string, to: string) =>
      who.json(endpointUrl('adminChangeRole', { params: { id } }), 'PATCH', { role: to })
    const roleOf = async (id: string) =>
      (await server.db.query<{ role: string }>('select role from public.profiles where id = $1', [id]))
        .rows[0]?.role
    // superAdmin is the only super admin of this server
    for (const to of ['USER', 'VERIFIED', 'ADMIN']) {
      const refused = await role(admin, superAdmin.id, to)
      expect(refused.status).toBe(403)
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(
        'Posledního hlavního administrátora nelze odebrat.',
      )
    }
    expect((await role(superAdmin, superAdmin.id, 'ADMIN')).status).toBe(403)
    // a second super admin may not take the role through the product either
    const second = await apiUser(server, 'SUPER_ADMIN')
    const bySecond = await role(second, superAdmin.id, 'ADMIN')
    expect(bySecond.status).toBe(403)
    expect(apiErrorSchema.parse(await bySecond.json()).message).toMatch(/nikdo nepřiděluje ani neodebírá/)
    // once the second is blocked, superAdmin is the last active one again
    await server.db.query('update public.profiles set blocked_at = now() where id = $1', [second.id])
    const last = await role(admin, superAdmin.id, 'USER')
    expect(apiErrorSchema.parse(await last.json()).message).toBe(
      'Posledního hlavního administrátora nelze odebrat.',
    )
    expect(await roleOf(superAdmin.id)).toBe('SUPER_ADMIN')
    expect(
      (
        await server.db.query(
          `select 1 from public.admin_audit_log where target_id = $1 and action = 'ROLE_CHANGE'`,
          [superAdmin.id],
        )
      ).rows,
    ).toEqual([])
  })

  it('refuses to delete the last super admin’s own account with a Czech 409; another one may go', async () => {
    const url = endpointUrl('deleteAccount')
    const refused = await superAdmin.json(url, 'DELETE', { confirmEmail: superAdmin.email })
    expect(refused.status).toBe(409)
    expect(apiErrorSchema.parse(await refused.json())).toMatchObject({
      code: 'last_super_admin',
      message:
        'Účet posledního hlavního administrátora nelze smazat: nejdříve musí hlavním administrátorem být někdo další.',
    })
    // nothing changed: still the super admin, still signed in, no deletion recorded
    expect(profileSchema.parse(await (await superAdmin.api(profileUrl)).json())).toMatchObject({
      role: 'SUPER_ADMIN',
      email: superAdmin.email,
    })
    expect(
      (await server.db.query('select 1 from public.account_deletions where user_id = $1', [superAdmin.id]))
        .rows,
    ).toEqual([])
    // with a second active super admin either may delete their account; the one left is the last again
    const second = await apiUser(server, 'SUPER_ADMIN')
    expect((await second.json(url, 'DELETE', { confirmEmail: second.email })).status).toBe(200)
    expect((await superAdmin.json(url, 'DELETE', { confirmEmail: superAdmin.email })).status).toBe(409)
    expect((await superAdmin.api(profileUrl)).status).toBe(200)
  })

  it('exports the user’s rows and nobody else’s: each section holds the exporter’s rows, none of the other’s', async () => {
    // Two users with a row of every kind the export names; each marks what they write with their tag.
    const seed = async (u: ApiUser, tag: string) => {
      const offer = await publishedListing(u, admin, { pubName: `Dům ${tag}` })
      const contact = await u.json(endpointUrl('createContact'), 'POST', {
        name: `Kontakt ${tag}`,
        email: `kontakt-${u.id.slice(0, 8)}@example.cz`,
      })
      expect(contact.status).toBe(201)
      const contactId = contactSchema.parse(await contact.json()).id
      const note = await u.json(endpointUrl('saveNote'), 'PUT', {
        kind: 'CONTACT',
        targetId: contactId,
        body: `Poznámka ${tag}`,
      })
      expect(note.status).toBe(200)
      const call = await u.json(endpointUrl('createColdCall'), 'POST', { contactId })
      expect(call.status).toBe(201)
      const logged = await u.json(
        endpointUrl('logCall', { params: { id: coldCallSchema.parse(await call.json()).id } }),
        'POST',
        { outcome: 'NO_ANSWER', note: `Hovor ${tag}` },
      )
      expect(logged.status).toBe(201)
      const form = new FormData()
      form.append('file', new File([PDF], `Smlouva ${tag}.pdf`, { type: 'application/pdf' }))
      expect((await u.api(endpointUrl('uploadDocument'), { method: 'POST', body: form })).status).toBe(201)
      expect((await u.api(endpointUrl('cookieAccept'), { method: 'POST' })).status).toBe(200)
      return offer
    }
    const alena = await apiUser(server, 'VERIFIED', 200)
    const bohdan = await apiUser(server, 'VERIFIED', 200)
    const offers = new Map([
      [alena.id, await seed(alena, 'Alenin')],
      [bohdan.id, await seed(bohdan, 'Bohdanův')],
    ])
    // each unlocks the other's offer: the unlock (and its ledger row) is the unlocker's, the owner is notified
    for (const [who, whose] of [
      [alena, bohdan],
      [bohdan, alena],
    ] as const) {
      const id = offers.get(whose.id) as number
      expect((await who.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    }

    const exported = async (u: ApiUser) => {
      const res = await u.api(endpointUrl('exportData'))
      expect(res.status).toBe(200)
      return (await res.json()) as Record<string, unknown>
    }
    // the sections whose rows name their user directly, and those that belong to the user through their offer
    const byOffer = ['offersPrivate', 'offerHistory', 'offerPhotos', 'offerDocuments']
    const required = [
      'offers',
      'offersPrivate',
      'offerHistory',
      'unlocks',
      'contacts',
      'notes',
      'coldCalls',
      'callLogs',
      'documents',
      'notifications',
      'consents',
      'creditTransactions',
    ]
    for (const [me, them, mine, theirs] of [
      [alena, bohdan, 'Alenin', 'Bohdanův'],
      [bohdan, alena, 'Bohdanův', 'Alenin'],
    ] as const) {
      const data = await exported(me)
      expect((data.profile as { id: string }).id).toBe(me.id)
      for (const section of required)
        expect((data[section] as unknown[] | undefined)?.length, `${section} of ${mine}`).toBeGreaterThan(0)
      for (const [section, rows] of Object.entries(data)) {
        if (!Array.isArray(rows)) continue
        for (const row of rows as Array<Record<string, unknown>>) {
          if (byOffer.includes(section)) {
            expect(Number(row.offer_id), `${section} of ${mine}`).toBe(offers.get(me.id))
            continue
          }
          const owner = row.user_id ?? row.owner_id ?? row.author_id
          expect(owner, `${section} of ${mine}: ${JSON.stringify(row)}`).toBe(me.id)
        }
      }
      expect(
        (data.offers as Array<{ id: number | string }>).map((o) => Number(o.id)),
        `offers of ${mine}`,
      ).toEqual([offers.get(me.id)])
      expect((data.unlocks as Array<{ offer_id: number | string }>).map((u) => Number(u.offer_id))).toEqual([
        offers.get(them.id),
      ])
      // what the exporter wrote is there, and nothing the other wrote, nor their id or address
      const text = JSON.stringify(data)
      for (const written of [
        `Dům ${mine}`,
        `Kontakt ${mine}`,
        `Poznámka ${mine}`,
        `Hovor ${mine}`,
        `Smlouva ${mine}.pdf`,
      ])
        expect(text, written).toContain(written)
      for (const foreign of [them.id, them.email, theirs]) expect(text, foreign).not.toContain(foreign)
    }
  })

  it('deletes the account: e-mail confirmed, personal data and files gone, invoice and ledger kept without the e-mail, offers closed', async () => {
    const owner = await apiUser(server, 'VERIFIED', 30)
    await server.db.query(
      `update public.profiles set first_name = 'Zdeňka', last_name = 'Smazalová', phone = '+420777000111',
         company_name = 'Smazalová Reality s.r.o.', ico = '27082440', dic = 'CZ27082440',
         street = 'Mazací 12', city = 'Zlín', postcode = '76001'
       where id = $1`,
      [owner.id],
    )
    // A paid order with its invoice: the invoice copies the buyer's identification and, beside it, the e-mail.
    const ordered = await owner.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 100 })
    expect(ordered.status).toBe(201)
    const order = orderSchema.parse(await ordered.json())
    expect(
      (await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: order.id } }), 'POST')).status,
    ).toBe(200)
    const invoiceOf = async () =>
      (
        await server.db.query<{ number: string; customer: Record<string, unknown>; total_halere: string }>(
          'select number, customer, total_halere::text from public.invoices where order_id = $1',
          [order.id],
        )
      ).rows
    const issued = await invoiceOf()
    expect(issued).toHaveLength(1)
    const identification = {
      name: 'Smazalová Reality s.r.o.',
      address: 'Mazací 12, 760 01 Zlín',
      ico: '27082440',
      dic: 'CZ27082440',
    }
    expect(issued[0]?.customer).toEqual({ ...identification, email: owner.email })
    // the invoice is a document: not even the e-mail may go while the account exists
    await expect(
      server.db.query(
        'update public.invoices set customer = public.invoice_customer_erased(customer) where order_id = $1',
        [order.id],
      ),
    ).rejects.toMatchObject({ code: '42501' })
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
    expect(ledger.rows.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([30, 100])
    // The paid order and its invoice stay, the invoice with exactly the identification it needs and no e-mail.
    const paid = await server.db.query('select status from public.orders where id = $1', [order.id])
    expect(paid.rows[0]?.status).toBe('PAID')
    const kept = await invoiceOf()
    expect(kept).toEqual([{ ...issued[0], customer: identification }])
    // the PDF an admin downloads later is rendered from that row: the buyer's identification, no e-mail line
    const pdf = await admin.api(endpointUrl('downloadInvoice', { params: { id: order.id } }))
    expect(pdf.status).toBe(200)
    const printed = await pdfText(await pdf.arrayBuffer())
    for (const line of [
      'Smazalová Reality s.r.o.',
      'Mazací 12, 760 01 Zlín',
      'IČO: 27082440',
      'DIČ: CZ27082440',
    ])
      expect(printed).toContain(line)
    expect(printed).not.toContain(owner.email)
    // and it is a document again: nothing else about it may change
    await expect(
      server.db.query(`update public.invoices set description = 'x' where order_id = $1`, [order.id]),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      server.db.query('delete from public.invoices where order_id = $1', [order.id]),
    ).rejects.toMatchObject({ code: '42501' })

    // No row in public or auth names the user's e-mail or phone; none names the first name or surname except what
    // docs/decisions/0980-account-deletion-and-retention.md keeps: the issued invoice's customer (name, address,
    // IČO, DIČ: the company here carries the surname), checked field by field above. The decision's other
    // exceptions, the admin audit log's notes and other users' own address books and notes, are written by others;
    // this account has none.
    const tables = await server.db.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_schema in ('public', 'auth') and table_type = 'BASE TABLE'`,
    )
    for (const t of tables.rows) {
      const named =
        t.schema === 'public' && t.name === 'invoices' ? `(to_jsonb(x) - 'customer')::text` : 'x::text'
      const hits = await server.db.query(
        `select 1 from "${t.schema}"."${t.name}" x where x::text ilike $1 or x::text ilike '%777000111%'
           or ${named} ilike '%Smazalová%' or ${named} ilike '%Zdeňka%'`,
        [`%${owner.email}%`],
      )
      expect(hits.rows, `${t.schema}.${t.name}`).toEqual([])
    }
    const profile = await server.db.query('select email from public.profiles where id = $1', [owner.id])
    expect(profile.rows[0]?.email).toBe(deletedEmail(owner.id))
  })
})
