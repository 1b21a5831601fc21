/* @rg/domain/contract: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  accessAllows,
  accessRefusal,
  type EndpointInput,
  type EndpointOutput,
  type EndpointRequest,
  parseEndpointInput,
  UNAUTHORIZED_ERROR,
  UNKNOWN_ENDPOINT_ERROR,
} from './endpoint-input.ts'
export { API, apiPath, type EndpointDef, type EndpointName } from './endpoints.ts'
export {
  API_BODY_MAX_BYTES,
  CONTACT_IMPORT_MAX_BODY_BYTES,
  DEFAULT_JSON_LIMITS,
  JSON_TOO_DEEP_MESSAGE,
  type JsonLimits,
  jsonBodyBytesFor,
  jsonLimitsFor,
  jsonShapeProblem,
  jsonTooManyItemsMessage,
} from './json-limits.ts'
export { NOT_YET_SERVED } from './not-yet-served.ts'
export {
  API_PREFIX,
  CONSENT_ROUTES,
  endpointUrl,
  queryString,
  ROUTES,
  type RouteDef,
  type RouteName,
  VISITOR_ROUTES,
} from './routes.ts'
