import {
  type InitialCreditsResponse,
  initialCreditsResponseSchema,
  type SerializedUser,
  serializedUserSchema,
} from '@rg/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiFetch } from './http.ts'

export const userKey = ['user'] as const

/** GET /api/user: the signed-in user, or null for a visitor (401). Other failures throw. */
export async function fetchUser(): Promise<SerializedUser | null> {
  try {
    return serializedUserSchema.parse(await apiFetch('/api/user'))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

export const userQuery = queryOptions({ queryKey: userKey, queryFn: fetchUser })

/** POST /api/user/temp-user-initial-credits: `refetch` means the welcome bonus was granted and the user reloads. */
export async function claimInitialCredits(): Promise<InitialCreditsResponse> {
  return initialCreditsResponseSchema.parse(
    await apiFetch('/api/user/temp-user-initial-credits', { method: 'POST' }),
  )
}

/** POST /api/user/product-guide-viewed; errors are ignored by the caller (spec section 7). */
export async function markTourStepsViewed(ids: readonly string[]): Promise<void> {
  await apiFetch('/api/user/product-guide-viewed', { method: 'POST', body: JSON.stringify({ ids }) })
}
