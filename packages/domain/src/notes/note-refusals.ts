import { type Refusal, refusal } from '../fields/refusal.ts'

/** The notepad's refusals, answered alike by the server and the mock. */
export const BAD_NOTE_OFFER_ID: Refusal = refusal(400, 'bad_offer_id', 'Neplatné číslo nabídky.')
