import { type Refusal, refusal } from '../fields/refusal.ts'

/** The user's own profile, avatar and account deletion: refusals the server and the mock answer alike. */

export const DELETE_EMAIL_MISMATCH: Refusal = refusal(
  422,
  'email_mismatch',
  'Zadaný e-mail neodpovídá e-mailu vašeho účtu.',
)
export const AVATAR_FILE_MISSING: Refusal = refusal(400, 'bad_upload', 'Vyberte prosím obrázek k nahrání.')
