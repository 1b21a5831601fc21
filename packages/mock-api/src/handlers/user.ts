import { type ApiError, type SerializedUser, serializedUserSchema } from '@rg/domain'
import { HttpResponse, http } from 'msw'
import { demoUser } from '../fixtures/user.ts'

/** Handlers for /api/user, as a record so a story can override one. */
export function userHandlers(user: SerializedUser | null = demoUser) {
  return {
    getUser: http.get('*/api/user', () =>
      user
        ? HttpResponse.json(serializedUserSchema.parse(user))
        : HttpResponse.json({ code: 'unauthorized', message: 'Nejste přihlášeni.' } satisfies ApiError, {
            status: 401,
          }),
    ),
  }
}
