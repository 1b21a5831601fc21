import { type Refusal, refusal } from '../fields/refusal.ts'

/** Favourites one user may keep (docs/decisions/1550-favourites-alert-like-a-watchdog.md): a bound for the alerts. */
export const MAX_FAVOURITES = 200

export const TOO_MANY_FAVOURITES: Refusal = refusal(
  409,
  'too_many_favourites',
  `Oblíbených nabídek můžete mít nejvýše ${MAX_FAVOURITES}. Nejdřív některou odeberte.`,
)
/** One's own offer is not a favourite: its owner hears of it anyway, and it would count in its own analytics. */
export const OWN_OFFER_FAVOURITE: Refusal = refusal(
  409,
  'own_offer',
  'Vlastní nabídku nelze přidat do oblíbených.',
)
