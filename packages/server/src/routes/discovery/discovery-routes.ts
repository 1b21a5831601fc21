import type { Database } from '../../db/database.ts'
import { addFavourite, listFavourites, removeFavourite } from '../../services/discovery/favourites.ts'
import { similarOffers } from '../../services/discovery/similar.ts'
import { defineRoute } from '../define-route.ts'

/** /api/favourites and /api/offers/:id/similar (issue 34), all as the requesting user. */
export function discoveryRoutes(db: Database) {
  return [
    defineRoute('listFavourites', ({ claims }) => listFavourites(db, claims)),
    defineRoute('addFavourite', ({ claims, input }) => addFavourite(db, claims, input.params.id)),
    defineRoute('removeFavourite', ({ claims, input }) => removeFavourite(db, claims, input.params.id)),
    defineRoute('similarOffers', ({ claims, input }) => similarOffers(db, claims, input.params.id)),
  ]
}
