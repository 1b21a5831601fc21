import { API, type EndpointName, type EndpointOutput } from '@rg/domain/contract'
import { type CallArgs, call } from './call.ts'

/**
 * `call`, with the answer parsed by the entry's response schema: the portal's resource modules use it, so an answer
 * that drifted from the contract fails where it arrives. The landing pages use `call` alone (no zod there).
 */
export async function checked<N extends EndpointName>(
  name: N,
  ...request: CallArgs<N>
): Promise<EndpointOutput<N>> {
  const answer = await call(name, ...request)
  const schema = API[name].response
  return (schema ? schema.parse(answer) : answer) as EndpointOutput<N>
}
