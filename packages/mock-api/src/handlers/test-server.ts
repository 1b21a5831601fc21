import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMockStore, type MockStore } from '../store.ts'

/**
 * A test file's mock API in Node: before each test a fresh store, signed in as `signedInUserId`, and the handlers
 * `handlersFor` makes over it (the test keeps the store it is given); an unhandled request fails the test.
 */
export function serveMockApi(
  signedInUserId: string | null,
  handlersFor: (store: MockStore) => RequestHandler[],
) {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => server.resetHandlers(...handlersFor(createMockStore({ signedInUserId }))))
  return server
}
