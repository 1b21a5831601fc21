import { endpointUrl } from '@rg/domain/contract'
import { profileSchema, serializedUserSchema } from '@rg/domain/profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client } from '../../test/clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROVIDERS, ensureDemoData } from './demo-accounts.ts'

describe.each(backends)('demo data on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  it('creates the three demo accounts and the services’ providers once; each signs in with the demo password', async () => {
    expect(await ensureDemoData(server.db)).toBe(true)
    expect(await ensureDemoData(server.db)).toBe(false)
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_PROVIDERS.map((p) => ({ ...p, role: 'VERIFIED' }))]) {
      const supabase = client(server)
      const { data, error } = await supabase.auth.signInWithPassword({
        email: account.email,
        password: DEMO_PASSWORD,
      })
      expect(error).toBeNull()
      const res = await fetch(`${server.url}${endpointUrl('getUser')}`, {
        headers: { authorization: `Bearer ${data.session?.access_token}` },
      })
      const user = serializedUserSchema.parse(await res.json())
      expect(user).toMatchObject({ email: account.email, role: account.role, onboardingCompleted: true })
      const profile = await fetch(`${server.url}${endpointUrl('getProfile')}`, {
        headers: { authorization: `Bearer ${data.session?.access_token}` },
      })
      expect(profileSchema.parse(await profile.json())).toMatchObject({
        phone: account.phone,
        companyName: account.company,
        ico: account.ico,
        region: account.region,
      })
    }
  }, 180_000) // the demo seed draws its photos and PDFs: over a minute on a loaded machine
})
