import { INSUFFICIENT_CREDITS_MESSAGE } from '../credits/credits.ts'
import { type Refusal, refusal } from '../fields/refusal.ts'

/* The deal room's refusals, worded once for the server and the mock API (docs/decisions/1243-refusal-catalogues.md). */

/** A thread that does not exist for the requester (also one of others: no hint it exists). */
export const THREAD_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Konverzace nebyla nalezena.')
export const MESSAGE_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Zpráva nebyla nalezena.')
export const ATTACHMENT_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Příloha nebyla nalezena.')
/** The attached document is not in the sender's store. */
export const ATTACHMENT_NOT_OWN: Refusal = refusal(
  404,
  'not_found',
  'Dokument nebyl nalezen mezi vašimi dokumenty.',
)
export const SENDER_RATE_LIMITED: Refusal = refusal(
  429,
  'rate_limited',
  'Posíláte příliš mnoho zpráv najednou. Zkuste to prosím za několik minut.',
)
export const THREAD_RATE_LIMITED: Refusal = refusal(
  429,
  'rate_limited',
  'Do této konverzace jste dnes poslali nejvíce zpráv, kolik lze. Pokračujte prosím zítra.',
)
export const THREAD_FULL: Refusal = refusal(
  409,
  'thread_full',
  'Konverzace dosáhla největšího počtu zpráv. Pokračujte prosím jinou cestou.',
)
export const THREAD_ALREADY_REPORTED: Refusal = refusal(
  409,
  'already_reported',
  'Tuto konverzaci jste už nahlásili. Administrátor ji posoudí.',
)
/** An admin asking for a thread nobody reported: admins read reported threads only. */
export const THREAD_NOT_REPORTED: Refusal = refusal(404, 'not_found', 'Nahlášená konverzace nebyla nalezena.')

export const NDA_REQUIRED: Refusal = refusal(
  409,
  'nda_required',
  'Před odemčením této nabídky je nutné přijmout dohodu o mlčenlivosti.',
)
export const NDA_NOT_REQUIRED: Refusal = refusal(
  409,
  'nda_not_required',
  'Tato nabídka dohodu o mlčenlivosti nevyžaduje.',
)
export const NDA_VERSION_OUTDATED: Refusal = refusal(
  409,
  'nda_outdated',
  'Text dohody se mezitím změnil. Přečtěte si prosím aktuální verzi a přijměte ji znovu.',
)
export const NDA_ACCEPTANCE_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Přijetí dohody nebylo nalezeno.')
export const APPROVAL_REQUIRED: Refusal = refusal(
  409,
  'approval_required',
  'Vlastník schvaluje každého investora. Požádejte prosím o přístup.',
)
export const OWN_OFFER_ACCESS: Refusal = refusal(
  409,
  'own',
  'Vlastní nabídku odemykat nemusíte, vidíte ji celou.',
)
export const ACCESS_NOT_NEEDED: Refusal = refusal(
  409,
  'access_not_needed',
  'O přístup k této nabídce není třeba žádat.',
)
export const ACCESS_ALREADY_REQUESTED: Refusal = refusal(
  409,
  'already_requested',
  'O přístup už jste požádali. Vlastník má na odpověď 7 dní.',
)
export const REQUEST_INSUFFICIENT_CREDITS: Refusal = refusal(
  402,
  'insufficient_credits',
  INSUFFICIENT_CREDITS_MESSAGE,
)
export const ACCESS_REQUEST_NOT_FOUND: Refusal = refusal(
  404,
  'not_found',
  'Žádost o přístup nebyla nalezena.',
)
export const ACCESS_REQUEST_DECIDED: Refusal = refusal(
  409,
  'already_decided',
  'O této žádosti už bylo rozhodnuto nebo vypršela.',
)
export const ACCESS_RATE_LIMITED: Refusal = refusal(
  429,
  'rate_limited',
  'Příliš mnoho pokusů. Zkuste to prosím za minutu znovu.',
)
