import { type Refusal, refusal } from '../fields/refusal.ts'
import type { InvoiceDocument, InvoiceTotals } from './invoice.ts'

/*
 * Credit notes (opravný daňový doklad, § 42 a 45 zákona o DPH) and the buyer's address on an invoice
 * (docs/decisions/1306-credit-notes.md, docs/decisions/1307-buyer-address.md).
 */

/** "OD-2026-000007": the credit notes' own gap-free series per calendar year, beside the invoices' "FA-…". */
export function creditNoteNumber(year: number, sequence: number): string {
  return `OD-${year}-${String(sequence).padStart(6, '0')}`
}

/** The correction of a whole invoice: every part of its totals with the opposite sign. */
export function creditNoteTotals(invoice: InvoiceTotals): InvoiceTotals {
  const negate = (n: number) => (n === 0 ? 0 : -n)
  return {
    baseHalere: negate(invoice.baseHalere),
    vatHalere: negate(invoice.vatHalere),
    totalHalere: negate(invoice.totalHalere),
    ratePercent: invoice.ratePercent,
  }
}

/** The reason a credit note names (§ 45 odst. 1 písm. e): the only correction the product makes. */
export const CREDIT_NOTE_REASON = 'Zrušení objednávky a vrácení celé úplaty'

/** A credit note as printed: the invoice it corrects, its own number and dates, the reason and the negative totals. */
export interface CreditNoteDocument extends Omit<InvoiceDocument, 'number'> {
  number: string
  invoiceNumber: string
  invoiceIssuedOn: string
  reason: string
}

/** A VAT payer's is a tax document; a non-payer's corrects a plain invoice. */
export function creditNoteTitle(doc: Pick<CreditNoteDocument, 'totals' | 'number'>): string {
  return doc.totals.ratePercent === null
    ? `Opravná faktura ${doc.number}`
    : `Opravný daňový doklad ${doc.number}`
}

/** The ledger note of the credits a refund takes back (server and mock alike). */
export const refundLedgerNote = (variableSymbol: string, creditNote: string) =>
  `Vrácení objednávky VS ${variableSymbol} (opravný doklad ${creditNote})`

export const CREDIT_NOTE_NOT_FOUND: Refusal = refusal(
  404,
  'credit_note_not_found',
  'Opravný doklad k této objednávce není: vystavujeme ho, jen když zaplacenou objednávku zrušíme.',
)

export const PAID_SUBSCRIPTION_NOT_REFUNDABLE: Refusal = refusal(
  409,
  'order_paid_subscription',
  'Zaplacené předplatné nelze zrušit s vrácením platby: jeho měsíční kredity už běží. Upravte prosím kredity uživatele ručně a platbu vraťte mimo systém.',
)

/**
 * What cancelling a paid order does (decision 1306): a credit pack is cancelled, the credits it bought are taken back
 * as far as the balance still holds them (never below zero), and a credit note corrects the whole invoice, because
 * the whole price goes back. A paid subscription is refused.
 */
export function paidOrderRefund(
  order: { kind: 'CREDITS' | 'SUBSCRIPTION'; credits: number | null },
  balance: number,
): { ok: true; takeBack: number } | { ok: false; refusal: Refusal } {
  if (order.kind !== 'CREDITS') return { ok: false, refusal: PAID_SUBSCRIPTION_NOT_REFUNDABLE }
  return { ok: true, takeBack: Math.max(0, Math.min(order.credits ?? 0, balance)) }
}

/**
 * A simplified tax document (§ 30 zákona o DPH) may leave out the buyer's address up to 10 000 Kč including VAT;
 * above it the invoice is a full tax document and names the buyer's address (decision 1307).
 */
export const SIMPLIFIED_TAX_DOCUMENT_LIMIT_CZK = 10_000

export function buyerAddressRequired(amountCzk: number): boolean {
  return amountCzk > SIMPLIFIED_TAX_DOCUMENT_LIMIT_CZK
}

/** The buyer's address as an invoice needs it: street, postcode and city, all three. */
export function buyerAddressComplete(profile: {
  street?: string | null
  city?: string | null
  postcode?: string | null
}): boolean {
  return [profile.street, profile.city, profile.postcode].every((v) => !!v?.trim())
}

export const BUYER_ADDRESS_REQUIRED: Refusal = refusal(
  422,
  'buyer_address_required',
  'Objednávka nad 10 000 Kč potřebuje na faktuře Vaši adresu. Doplňte prosím ulici, PSČ a město u objednávky nebo v profilu.',
)
