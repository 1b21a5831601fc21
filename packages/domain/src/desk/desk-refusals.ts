import { type Refusal, refusal } from '../fields/refusal.ts'

/** The operator's desk (inbox items, tips, reported reviews): refusals the server and the mock answer alike. */

export const DESK_ITEM_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Položka nebyla nalezena.')
export const DRAFT_ONLY_FROM_TIP: Refusal = refusal(
  409,
  'not_a_tip',
  'Koncept nabídky lze vytvořit jen z tipu.',
)
export const TIP_ALREADY_DRAFTED: Refusal = refusal(
  409,
  'draft_exists',
  'Z tohoto tipu už koncept nabídky vznikl.',
)
export const OWN_REVIEW_REPORT: Refusal = refusal(403, 'own_review', 'Vlastní hodnocení nahlásit nelze.')
