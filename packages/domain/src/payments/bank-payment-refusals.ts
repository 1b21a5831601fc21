import { type Refusal, refusal } from '../fields/refusal.ts'

/** The operator's payments queue: refusals the server and the mock answer alike (docs/decisions/1243). */

export const BANK_PAYMENT_NOT_FOUND: Refusal = refusal(
  404,
  'bank_payment_not_found',
  'Platba z výpisu neexistuje.',
)
export const BANK_PAYMENT_MATCHED: Refusal = refusal(
  409,
  'bank_payment_matched',
  'Tato platba zaplatila objednávku sama, není co vyřizovat.',
)
export const BANK_PAYMENT_RESOLVED: Refusal = refusal(
  409,
  'bank_payment_resolved',
  'Tuto platbu už mezitím vyřídil někdo jiný. Obnovte prosím seznam.',
)

/** An order named by its variable symbol that does not exist. */
export const orderOfSymbolNotFound = (variableSymbol: string): Refusal =>
  refusal(404, 'order_not_found', `Objednávka s variabilním symbolem ${variableSymbol} neexistuje.`)

/** A bank payment assigned by hand to an order that is paid already: it is returned or assigned elsewhere. */
export const paidOrderNotAssignable = (variableSymbol: string): Refusal =>
  refusal(
    409,
    'order_paid',
    `Objednávka ${variableSymbol} už je zaplacená. Platbu vraťte, nebo ji přiřaďte jiné objednávce.`,
  )

/** Why a stored payment cannot be resolved now, or null: missing, paid its order itself, or resolved already. */
export function bankPaymentResolutionRefusal(
  payment: { outcome: string; resolution: unknown } | undefined,
): Refusal | null {
  if (!payment) return BANK_PAYMENT_NOT_FOUND
  if (payment.outcome === 'MATCHED') return BANK_PAYMENT_MATCHED
  if (payment.resolution) return BANK_PAYMENT_RESOLVED
  return null
}
