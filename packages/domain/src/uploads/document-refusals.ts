import { type Refusal, refusal } from '../fields/refusal.ts'

/** The longest name of a stored document, its extension included (the rename keeps the extension). */
export const DOCUMENT_NAME_MAX = 200

export const DOCUMENT_NAME_TOO_LONG: Refusal = refusal(
  400,
  'validation_failed',
  `Název je příliš dlouhý (nejvýše ${DOCUMENT_NAME_MAX} znaků).`,
)
