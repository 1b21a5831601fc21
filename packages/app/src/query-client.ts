import { QueryClient } from '@tanstack/react-query'
import { retryNetwork } from './api/http.ts'

/**
 * One client for the whole app: route loaders (guards) and components share the cached user. Only network
 * failures are retried, up to 3 times; an answer of the API (401, 422, ...) is final.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryNetwork, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: retryNetwork },
    },
  })
}

let client: QueryClient | undefined

export function queryClient(): QueryClient {
  client ??= createQueryClient()
  return client
}

/** Stories start every render with a fresh cache. */
export function resetQueryClient() {
  client?.clear()
  client = createQueryClient()
  return client
}
