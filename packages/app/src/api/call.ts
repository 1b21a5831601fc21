import { type EndpointOutput, type EndpointRequest, ROUTES, type RouteName } from '@rg/domain/contract'
import { type SendRequest, send } from './http.ts'

type Extras = Pick<SendRequest, 'onProgress' | 'signal'>

/** The request argument of an entry: required when it has path parameters or a body, absent when it takes nothing. */
export type CallArgs<N extends RouteName> = keyof EndpointRequest<N> extends never
  ? []
  : EndpointRequest<N> extends { params: unknown } | { body: unknown }
    ? [EndpointRequest<N> & Extras]
    : [(EndpointRequest<N> & Extras)?]

/**
 * The one way the app calls /api: by the contract's entry name, with typed params, query and body, and the typed
 * answer. It reads only the zod-free route table, so pages that call without loading the schemas stay light
 * (docs/decisions/0105-domain-api-contract.md); `checked` (checked.ts) also parses the answer with the entry's schema,
 * and the landing pages use `callVisitor` (visitor-call.ts), the same call over the few entries they need.
 */
export function call<N extends RouteName>(name: N, ...[request]: CallArgs<N>): Promise<EndpointOutput<N>> {
  return send(ROUTES[name], request as SendRequest) as Promise<EndpointOutput<N>>
}
