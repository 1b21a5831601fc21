import type { RouteName } from './routes.ts'

/**
 * Entries declared in the contract that no server serves yet. The server's test walks `API`: every entry is either
 * served or listed here, never both, so an endpoint cannot be forgotten and a served one cannot stay listed. The
 * issues that build these endpoints empty the list.
 */
export const NOT_YET_SERVED = [] as const satisfies readonly RouteName[]
