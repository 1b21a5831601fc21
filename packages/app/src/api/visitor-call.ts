import { type EndpointOutput, VISITOR_ROUTES } from '@rg/domain/contract'
import type { CallArgs } from './call.ts'
import { type SendRequest, send } from './http.ts'

export type VisitorRouteName = keyof typeof VISITOR_ROUTES

/**
 * `call` for the landing pages: the same typed call, over the domain's VISITOR_ROUTES, so the home page loads those
 * few entries instead of the whole route table (its JavaScript budget, docs/decisions/0304-landing-bundle.md).
 */
export function callVisitor<N extends VisitorRouteName>(
  name: N,
  ...[request]: CallArgs<N>
): Promise<EndpointOutput<N>> {
  return send(VISITOR_ROUTES[name], request as SendRequest) as Promise<EndpointOutput<N>>
}
