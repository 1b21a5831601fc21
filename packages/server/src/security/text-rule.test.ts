import { endpointUrl } from '@rg/domain/contract'
import { UNSAFE_TEXT_MESSAGE } from '@rg/domain/fields'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'

describe.each(backends.slice(0, 1))('NUL and lone surrogates answer a Czech 400 on $name', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  const message = async (res: Response) => ((await res.json()) as { message?: string }).message

  it('in a query string', async () => {
    for (const q of ['%00', 'a%00b', '%ED%A0%80']) {
      const res = await fetch(`${server.url}${endpointUrl('listOffers')}?q=${q}`)
      expect(res.status, q).toBeLessThan(500)
      if (q !== '%ED%A0%80') {
        expect(res.status).toBe(400)
        expect(await message(res)).toBe(UNSAFE_TEXT_MESSAGE)
      }
    }
  })

  it('in a JSON body (escaped, so JSON.parse makes them)', async () => {
    const user = await apiUser(server, 'USER')
    for (const bad of ['"Jan\\u0000"', '"\\ud800"', '"x\\udc00y"']) {
      const res = await user.api(endpointUrl('sendContactMessage'), {
        method: 'POST',
        body: `{"name":${bad},"email":"jan@example.cz","message":"Dobrý den, zkouška."}`,
      })
      expect(res.status, bad).toBe(400)
      expect(await message(res)).toBe(UNSAFE_TEXT_MESSAGE)
    }
  })

  it('in the auth API', async () => {
    const signup = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a\\u0000@example.cz","password":"heslo-2026-tajne"}',
    })
    expect(signup.status).toBe(400)
    const verify = await fetch(`${server.url}/auth/v1/verify?token=%00&type=signup`, { redirect: 'manual' })
    expect(verify.status).toBe(400)
  })

  it('in an uploaded file name', async () => {
    const owner = await apiUser(server, 'VERIFIED')
    const id = await draftListing(owner)
    const form = new FormData()
    form.append(
      'file',
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dum\u0000.jpg', { type: 'image/jpeg' }),
    )
    const res = await owner.api(`${endpointUrl('uploadOfferPhoto', { params: { id } })}`, {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(UNSAFE_TEXT_MESSAGE)
  })
})
