import type { EndpointDef } from '../contract/endpoint-def.ts'
import { offerParamsSchema } from '../fields/path-params.schema.ts'
import {
  favouriteListResponseSchema,
  favouriteStateSchema,
  similarOffersResponseSchema,
} from './discovery.schema.ts'

/*
 * Favourites and similar offers (issue 34, docs/decisions/1550 and 1553).
 */
export const DISCOVERY_ENDPOINTS = {
  listFavourites: {
    method: 'GET',
    path: '/api/favourites',
    access: 'user',
    response: favouriteListResponseSchema,
  },
  addFavourite: {
    method: 'PUT',
    path: '/api/favourites/:id',
    access: 'user',
    params: offerParamsSchema,
    response: favouriteStateSchema,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/favourites/:id',
    access: 'user',
    params: offerParamsSchema,
    response: favouriteStateSchema,
  },
  similarOffers: {
    method: 'GET',
    path: '/api/offers/:id/similar',
    access: 'user',
    params: offerParamsSchema,
    response: similarOffersResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>
