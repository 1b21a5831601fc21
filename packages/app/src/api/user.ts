import type { SerializedUser } from '@rg/domain/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { hasSessionCookie } from '../auth/session-cookie.ts'
import { checked } from './checked.ts'
import { ApiRequestError } from './http.ts'

export const userKey = ['user'] as const

/**
 * GET /api/user: the signed-in user, or null for a visitor (401). Other failures throw. The built app does not even
 * ask without a session cookie, so a visitor's pages log no 401; Storybook and `dev:mock` ask anyway, because the
 * mock's signed-in scenarios are a store preset, not a browser session.
 */
export async function fetchUser(): Promise<SerializedUser | null> {
  if (import.meta.env.PROD && typeof document !== 'undefined' && !hasSessionCookie()) return null
  try {
    return await checked('getUser')
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

export const userQuery = queryOptions({ queryKey: userKey, queryFn: fetchUser })

/** Fetches the signed-in user again (balance, subscription) after something the server did changed them. */
export function useRefreshUser() {
  const client = useQueryClient()
  return useCallback(() => void client.invalidateQueries({ queryKey: userKey }), [client])
}

let claimedFor: string | null = null

/**
 * POST /api/user/temp-user-initial-credits once per signed-in user and page load; an answer of `refetch` means the
 * welcome bonus was just granted, so the user (and the balance) is reloaded. The server grants it only once.
 */
export function useWelcomeCredits(user: SerializedUser) {
  const client = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: () => checked('initialCredits'),
    onSuccess: (answer) => {
      if (answer === 'refetch') void client.invalidateQueries({ queryKey: userKey })
    },
  })
  useEffect(() => {
    if (claimedFor === user.id) return
    claimedFor = user.id
    mutate()
  }, [user.id, mutate])
}

/**
 * The tour steps a user has seen: into the cached user at once (so the tour never shows again, not even if the
 * request fails), then POST /api/user/product-guide-viewed with errors ignored (docs/product/README.md "Tours").
 */
export function useTourStepsViewed() {
  const client = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: (ids: readonly string[]) => checked('productGuideViewed', { body: { ids: [...ids] } }),
    retry: false,
  })
  return (ids: readonly string[]) => {
    client.setQueryData<SerializedUser | null>(userKey, (user) =>
      user ? { ...user, productGuideTooltipsViewed: [...user.productGuideTooltipsViewed, ...ids] } : user,
    )
    mutate(ids, { onError: () => undefined })
  }
}
