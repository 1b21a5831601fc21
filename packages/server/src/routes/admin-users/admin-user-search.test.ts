import { endpointUrl } from '@rg/domain/contract'
import { adminUserListResponseSchema } from '@rg/domain/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * The operator's user search (docs/decisions/1777-admin-user-search-index.md): the match is taken through the
 * trigram index by public.admin_profile_matches, which answers an admin only; the page and its total are one
 * statement.
 */
describe.each(backends)('admin user search on $name', (backend) => {
  let server: TestServer
  let admin: ApiUser
  let user: ApiUser
  const people: ApiUser[] = []

  beforeAll(async () => {
    server = await startTestServer(backend)
    admin = await apiUser(server, 'ADMIN')
    user = await apiUser(server)
    const names: Array<[string, string, string | null]> = [
      ['Jiří', 'Šťastná', null],
      ['Tomáš', 'Dvořák', 'Investice Morava s.r.o.'],
      ['Eva', 'Nováková', null],
      ['Petr', 'Novák', null],
    ]
    for (const [first, last, company] of names) {
      const person = await apiUser(server)
      await server.db.query(
        'update public.profiles set first_name = $2, last_name = $3, company_name = $4, phone = $5 where id = $1',
        [person.id, first, last, company, `+420777000${people.length}${people.length}${people.length}`],
      )
      people.push(person)
    }
  })
  afterAll(() => server?.close())

  const search = async (query: Record<string, string | number>) => {
    const res = await admin.api(endpointUrl('adminListUsers', { query }))
    expect(res.status).toBe(200)
    return adminUserListResponseSchema.parse(await res.json())
  }
  const names = (list: { items: { name: string | null }[] }) => list.items.map((i) => i.name ?? '').sort()

  it('finds people by name without diacritics, by company and by e-mail, with the total', async () => {
    expect(names(await search({ q: 'novak' }))).toEqual(['Eva Nováková', 'Petr Novák'])
    expect((await search({ q: 'novak' })).total).toBe(2)
    expect(names(await search({ q: 'STASTNA' }))).toEqual(['Jiří Šťastná'])
    expect(names(await search({ q: 'morava' }))).toEqual(['Tomáš Dvořák'])
    const byEmail = await search({ q: people[3]?.email ?? '' })
    expect(byEmail.items.map((i) => i.id)).toEqual([people[3]?.id])
    // LIKE's own characters are text to look for, not patterns
    expect((await search({ q: '%' })).total).toBe(0)
  })

  it('finds a phone number however it is written', async () => {
    expect(names(await search({ q: '777 000 111' }))).toEqual(['Tomáš Dvořák'])
    expect(names(await search({ q: '+420777000333' }))).toEqual(['Petr Novák'])
  })

  it('pages: the total on every page, and past the end an empty page that still says how many there are', async () => {
    const first = await search({ q: 'nov', pageSize: 1, page: 1 })
    const second = await search({ q: 'nov', pageSize: 1, page: 2 })
    expect([first.total, second.total]).toEqual([2, 2])
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(2)
    const past = await search({ q: 'nov', pageSize: 1, page: 9 })
    expect(past).toMatchObject({ items: [], total: 2, page: 9 })
  })

  it('answers no one but an admin, in the API and in the database', async () => {
    // an admin route does not exist for anyone else
    const res = await user.api(endpointUrl('adminListUsers', { query: { q: 'novak' } }))
    expect(res.status).toBe(404)
    // the function itself, called by a signed-in user who is not an admin, matches nothing
    const asUser = await server.db.transaction(
      async (tx) =>
        (
          await tx.query<{ n: number }>(
            `select count(*)::int as n from public.admin_profile_matches('%novak%')`,
          )
        ).rows[0]?.n,
      {
        'request.jwt.claims': JSON.stringify({ sub: user.id, role: 'authenticated' }),
        role: 'authenticated',
      },
    )
    expect(asUser).toBe(0)
    const asAdmin = await server.db.transaction(
      async (tx) =>
        (
          await tx.query<{ n: number }>(
            `select count(*)::int as n from public.admin_profile_matches('%novak%')`,
          )
        ).rows[0]?.n,
      {
        'request.jwt.claims': JSON.stringify({ sub: admin.id, role: 'authenticated' }),
        role: 'authenticated',
      },
    )
    expect(asAdmin).toBe(2)
    await expect(
      server.db.transaction((tx) => tx.query(`select public.admin_profile_matches('%')`), { role: 'anon' }),
    ).rejects.toThrow(/permission denied/)
  })
})
