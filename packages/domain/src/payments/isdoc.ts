import { parseCzechAccount } from './bank-account.ts'
import type { CreditNoteDocument } from './credit-note.ts'
import type { InvoiceDocument, InvoiceParty } from './invoice.ts'

/*
 * ISDOC 6.0.2, the Czech standard XML invoice that Czech accounting programs import
 * (docs/decisions/1310-isdoc.md). Written from the same document the PDF prints: the parties, the dates, the VAT
 * split, the variable symbol and the supplier's account. A credit note is DocumentType 2 linked to the invoice it
 * corrects (OriginalDocumentReference) and, as the standard's rules say, in positive amounts: its type is what makes
 * it a reduction.
 */

export const ISDOC_VERSION = '6.0.2'

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // characters XML 1.0 does not allow at all
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must go
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')

/** "1234.50" from haléře: ISDOC amounts are decimals with a dot; the credit note's are positive. */
export const isdocAmount = (halere: number): string => {
  const abs = Math.abs(halere)
  return `${halere < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export interface PostalAddress {
  street: string
  building: string
  postcode: string
  city: string
}

/**
 * The parts ISDOC asks for from the one line an invoice prints ("Smyšlená 1, 110 00 Praha 1"): the last part is the
 * postcode and the city, the first the street and its number. What does not fit that shape stays whole in the street,
 * so nothing printed is lost.
 */
export function splitAddress(address: string | null): PostalAddress {
  const empty = { street: '', building: '', postcode: '', city: '' }
  const line = address?.trim()
  if (!line) return empty
  const comma = line.lastIndexOf(',')
  const first = comma < 0 ? line : line.slice(0, comma).trim()
  const last = comma < 0 ? '' : line.slice(comma + 1).trim()
  const place = /^(\d{3})\s?(\d{2})\s+(.+)$/.exec(last)
  if (!place) return { ...empty, street: line }
  const numbered = /^(.*\S)\s+(\d+[\p{L}\d/]*)$/u.exec(first)
  return {
    street: numbered ? (numbered[1] as string) : first,
    building: numbered ? (numbered[2] as string) : '',
    postcode: `${place[1]}${place[2]}`,
    city: place[3] as string,
  }
}

interface Element {
  tag: string
  attrs?: Record<string, string>
  children: Array<Element | null> | string
}

const el = (tag: string, children: Element['children'], attrs?: Record<string, string>): Element => ({
  tag,
  children,
  ...(attrs ? { attrs } : {}),
})

function write(node: Element, indent: string): string {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('')
  if (typeof node.children === 'string') {
    return `${indent}<${node.tag}${attrs}>${escapeXml(node.children)}</${node.tag}>`
  }
  const inner = node.children
    .filter((c): c is Element => c !== null)
    .map((c) => write(c, `${indent}  `))
    .join('\n')
  return `${indent}<${node.tag}${attrs}>\n${inner}\n${indent}</${node.tag}>`
}

function party(p: InvoiceParty & { email?: string | null }): Element {
  const a = splitAddress(p.address)
  return el('Party', [
    el('PartyIdentification', [el('ID', p.ico ?? '')]),
    el('PartyName', [el('Name', p.name)]),
    el('PostalAddress', [
      el('StreetName', a.street),
      el('BuildingNumber', a.building),
      el('CityName', a.city),
      el('PostalZone', a.postcode),
      el('Country', [el('IdentificationCode', 'CZ'), el('Name', 'Česká republika')]),
    ]),
    p.dic ? el('PartyTaxScheme', [el('CompanyID', p.dic), el('TaxScheme', 'VAT')]) : null,
    p.email ? el('Contact', [el('ElectronicMail', p.email)]) : null,
  ])
}

export interface IsdocIds {
  /** The document's own UUID (its row's id). */
  uuid: string
}

function isdoc(
  doc: InvoiceDocument | CreditNoteDocument,
  ids: IsdocIds,
  correction: { invoiceNumber: string; invoiceIssuedOn: string; invoiceUuid: string; reason: string } | null,
): string {
  const vat = doc.totals.ratePercent !== null
  const base = Math.abs(doc.totals.baseHalere)
  const tax = Math.abs(doc.totals.vatHalere)
  const total = Math.abs(doc.totals.totalHalere)
  const percent = String(doc.totals.ratePercent ?? 0)
  const amount = isdocAmount
  const zero = '0'
  const account = parseCzechAccount(doc.supplier.accountNumber)
  const line = el('InvoiceLine', [
    el('ID', '1'),
    correction ? el('OriginalDocumentReference', [el('LineID', '1')], { ref: 'original' }) : null,
    el('InvoicedQuantity', '1', { unitCode: 'ks' }),
    el('LineExtensionAmount', amount(base)),
    el('LineExtensionAmountTaxInclusive', amount(total)),
    el('LineExtensionTaxAmount', amount(tax)),
    el('UnitPrice', amount(base)),
    el('UnitPriceTaxInclusive', amount(total)),
    el('ClassifiedTaxCategory', [
      el('Percent', percent),
      // the price is what the buyer pays with VAT; the VAT is computed from it (decision 0962): "shora"
      el('VATCalculationMethod', vat ? '1' : '0'),
      el('VATApplicable', vat ? 'true' : 'false'),
    ]),
    el('Item', [el('Description', doc.description)]),
  ])
  const root = el(
    'Invoice',
    [
      el('DocumentType', correction ? '2' : '1'),
      el('ID', doc.number),
      el('UUID', ids.uuid.toUpperCase()),
      el('IssueDate', doc.issuedOn),
      el('TaxPointDate', doc.taxableSupplyOn),
      el('VATApplicable', vat ? 'true' : 'false'),
      el('ElectronicPossibilityAgreementReference', ''),
      el('Note', correction ? `Důvod opravy: ${correction.reason}` : doc.description),
      el('LocalCurrencyCode', 'CZK'),
      el('CurrRate', '1'),
      el('RefCurrRate', '1'),
      el('AccountingSupplierParty', [party(doc.supplier)]),
      el('AccountingCustomerParty', [party(doc.customer)]),
      correction
        ? el('OriginalDocumentReferences', [
            el(
              'OriginalDocumentReference',
              [
                el('ID', correction.invoiceNumber),
                el('IssueDate', correction.invoiceIssuedOn),
                el('UUID', correction.invoiceUuid.toUpperCase()),
              ],
              { id: 'original' },
            ),
          ])
        : null,
      el('InvoiceLines', [line]),
      el('TaxTotal', [
        el('TaxSubTotal', [
          el('TaxableAmount', amount(base)),
          el('TaxAmount', amount(tax)),
          el('TaxInclusiveAmount', amount(total)),
          el('AlreadyClaimedTaxableAmount', zero),
          el('AlreadyClaimedTaxAmount', zero),
          el('AlreadyClaimedTaxInclusiveAmount', zero),
          el('DifferenceTaxableAmount', amount(base)),
          el('DifferenceTaxAmount', amount(tax)),
          el('DifferenceTaxInclusiveAmount', amount(total)),
          el('TaxCategory', [el('Percent', percent), el('VATApplicable', vat ? 'true' : 'false')]),
        ]),
        el('TaxAmount', amount(tax)),
      ]),
      el('LegalMonetaryTotal', [
        el('TaxExclusiveAmount', amount(base)),
        el('TaxInclusiveAmount', amount(total)),
        el('AlreadyClaimedTaxExclusiveAmount', zero),
        el('AlreadyClaimedTaxInclusiveAmount', zero),
        el('DifferenceTaxExclusiveAmount', amount(base)),
        el('DifferenceTaxInclusiveAmount', amount(total)),
        el('PaidDepositsAmount', zero),
        el('PayableAmount', amount(total)),
      ]),
      // the invoice was paid to the supplier's account before it was issued; a credit note's money goes back to the
      // account it came from, which the document does not know, so it names no account
      correction
        ? null
        : el('PaymentMeans', [
            el('Payment', [
              el('PaidAmount', amount(total)),
              el('PaymentMeansCode', '42'),
              el('Details', [
                el('PaymentDueDate', doc.issuedOn),
                el(
                  'ID',
                  account ? (account.prefix ? `${account.prefix}-${account.number}` : account.number) : '',
                ),
                el('BankCode', account?.bankCode ?? ''),
                el('Name', ''),
                el('IBAN', doc.supplier.iban),
                el('BIC', ''),
                el('VariableSymbol', doc.variableSymbol),
              ]),
            ]),
          ]),
    ],
    { xmlns: 'http://isdoc.cz/namespace/2013', version: ISDOC_VERSION },
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, '')}\n`
}

/** The invoice as ISDOC (DocumentType 1). */
export function invoiceIsdoc(doc: InvoiceDocument, ids: IsdocIds): string {
  return isdoc(doc, ids, null)
}

/** The credit note as ISDOC (DocumentType 2, "opravný daňový doklad – dobropis"), linked to its invoice. */
export function creditNoteIsdoc(doc: CreditNoteDocument, ids: IsdocIds & { invoiceUuid: string }): string {
  return isdoc(doc, ids, {
    invoiceNumber: doc.invoiceNumber,
    invoiceIssuedOn: doc.invoiceIssuedOn,
    invoiceUuid: ids.invoiceUuid,
    reason: doc.reason,
  })
}
