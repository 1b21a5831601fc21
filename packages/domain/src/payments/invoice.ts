/*
 * The tax invoice ("Faktura – daňový doklad") issued for every paid order (docs/decisions/0962-invoices-and-vat.md).
 * Prices in the tier configuration are what the customer pays, VAT included; the invoice splits the total into the
 * base and the VAT at the configured rate, rounded to haléře on the VAT (the base is the rest, so the parts always
 * add up to the price). An operator who is not a VAT payer issues "Neplátce DPH" invoices with no VAT at all.
 */

export interface VatSettings {
  vatPayer: boolean
  /** Percent, e.g. 21. */
  ratePercent: number
}

export interface InvoiceTotals {
  /** In haléře. */
  baseHalere: number
  vatHalere: number
  totalHalere: number
  /** null for a non-VAT payer. */
  ratePercent: number | null
}

export function invoiceTotals(totalCzk: number, vat: VatSettings): InvoiceTotals {
  const totalHalere = Math.round(totalCzk * 100)
  if (!vat.vatPayer) return { baseHalere: totalHalere, vatHalere: 0, totalHalere, ratePercent: null }
  const vatHalere = Math.round((totalHalere * vat.ratePercent) / (100 + vat.ratePercent))
  return { baseHalere: totalHalere - vatHalere, vatHalere, totalHalere, ratePercent: vat.ratePercent }
}

/** "FA-2026-000042": one gap-free sequence per calendar year (the database hands out `sequence`). */
export function invoiceNumber(year: number, sequence: number): string {
  return `FA-${year}-${String(sequence).padStart(6, '0')}`
}

/** "2 490,50 Kč" from haléře, always with two decimals (an invoice shows exact amounts). */
export function formatHalere(halere: number): string {
  const sign = halere < 0 ? '-' : ''
  const abs = Math.abs(halere)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0')
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}\u00A0Kč`
}

export interface InvoiceParty {
  name: string
  address: string | null
  ico: string | null
  dic: string | null
}

export interface InvoiceDocument {
  number: string
  /** YYYY-MM-DD, Europe/Prague. */
  issuedOn: string
  taxableSupplyOn: string
  supplier: InvoiceParty & { accountNumber: string; iban: string }
  /** The e-mail is null once the buyer's account was erased: the invoice keeps only what it needs (decision 0980). */
  customer: InvoiceParty & { email: string | null }
  variableSymbol: string
  description: string
  totals: InvoiceTotals
}

/** The invoice's title: a VAT payer's is a tax document, a non-payer's says it is not. */
export function invoiceTitle(doc: Pick<InvoiceDocument, 'totals' | 'number'>): string {
  return doc.totals.ratePercent === null ? `Faktura ${doc.number}` : `Faktura – daňový doklad ${doc.number}`
}
