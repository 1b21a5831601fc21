import { type SerializedUser, serializedUserSchema } from '@rg/domain'

export class UnauthorizedError extends Error {}

/** GET /api/user; throws UnauthorizedError on 401 so guards can redirect. */
export async function fetchUser(): Promise<SerializedUser> {
  const res = await fetch('/api/user', { credentials: 'include' })
  if (res.status === 401) throw new UnauthorizedError('Nejste přihlášeni.')
  if (!res.ok) throw new Error(`GET /api/user: ${res.status}`)
  return serializedUserSchema.parse(await res.json())
}

export const userQuery = { queryKey: ['user'], queryFn: fetchUser } as const
