import { apiErrorSchema, serializedUserSchema } from '@rg/domain'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demoUser } from '../fixtures/user.ts'
import { userHandlers } from './user.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('GET /api/user (mock)', () => {
  it('answers the signed-in user in the contract shape', async () => {
    server.use(...Object.values(userHandlers()))
    const res = await fetch('http://localhost/api/user')
    expect(res.status).toBe(200)
    expect(serializedUserSchema.parse(await res.json())).toEqual(demoUser)
  })

  it('answers 401 with a Czech message for a visitor', async () => {
    server.use(...Object.values(userHandlers(null)))
    const res = await fetch('http://localhost/api/user')
    expect(res.status).toBe(401)
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Nejste přihlášeni.')
  })
})
