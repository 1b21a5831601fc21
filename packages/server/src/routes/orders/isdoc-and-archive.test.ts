import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  ACCOUNTING_ARCHIVE_BUSY,
  ACCOUNTING_ARCHIVE_TOO_LARGE,
  ACCOUNTING_CSV_HEADER,
  ACCOUNTING_MONTH_IN_FUTURE,
  CREDIT_NOTE_NOT_FOUND,
  INVOICE_NOT_ISSUED,
  type Order,
  orderSchema,
} from '@rg/domain/payments'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { DEMO_OPERATOR } from '../../env.ts'
import { ARCHIVES_AT_ONCE, openAccountingArchive } from '../../services/orders/accounting-archive.ts'
import { validateIsdoc } from '../../services/orders/isdoc-schema.ts'

/*
 * ISDOC downloads (docs/decisions/1310-isdoc.md), the accountant's month archive (1311) and the tax documents in the
 * GDPR export (1312), for a VAT payer and a non-payer, validated against the official ISDOC 6.0.2 schema.
 */

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]

const BUYER = {
  companyName: 'Žluťoučký kůň & syn, s.r.o.',
  ico: '27082440',
  dic: 'CZ27082440',
  street: 'Údolní 12a',
  city: 'Brno-střed',
  postcode: '60200',
}

describe.each(backends)('ISDOC and the month archive on $name', (backend) => {
  let payer: TestServer
  let nonPayer: TestServer

  beforeAll(async () => {
    payer = await startTestServer(backend)
    nonPayer = await startTestServer(backend, {
      env: {
        operator: {
          ...DEMO_OPERATOR,
          name: 'Řemeslná dílna Šťastný',
          address: 'Náměstí Míru 3, 760 01 Zlín',
          ico: '12345678',
          dic: null,
          vatPayer: false,
        },
      },
    })
  })
  afterAll(async () => {
    await payer?.close()
    await nonPayer?.close()
  })

  const buyerOn = async (server: TestServer) => {
    const buyer = await apiUser(server, 'USER')
    const res = await buyer.json(endpointUrl('updateProfile'), 'PATCH', BUYER)
    expect(res.status).toBe(200)
    return buyer
  }
  const paidOrder = async (admin: ApiUser, buyer: ApiUser): Promise<Order> => {
    const res = await buyer.json(endpointUrl('createOrder'), 'POST', { kind: 'CREDITS', credits: 300 })
    expect(res.status).toBe(201)
    const created = orderSchema.parse(await res.json())
    const paid = await admin.json(endpointUrl('adminMarkOrderPaid', { params: { id: created.id } }), 'POST')
    expect(paid.status).toBe(200)
    return orderSchema.parse(await paid.json())
  }
  const download = async (
    as: ApiUser,
    name: 'downloadInvoiceIsdoc' | 'downloadCreditNoteIsdoc',
    id: string,
  ) => {
    const res = await as.api(endpointUrl(name, { params: { id } }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    return { xml: await res.text(), disposition: res.headers.get('content-disposition') ?? '' }
  }

  it('a VAT payer’s invoice and credit note: valid ISDOC 6.0.2 with the VAT split, DIČ, VS and IBAN', async () => {
    const admin = await apiUser(payer, 'ADMIN')
    const buyer = await buyerOn(payer)
    const other = await apiUser(payer, 'USER')
    const order = await paidOrder(admin, buyer)

    const invoice = await download(buyer, 'downloadInvoiceIsdoc', order.id)
    expect(invoice.disposition).toContain(`faktura-${order.invoiceNumber}.isdoc`)
    expect(tag(invoice.xml, 'DocumentType')).toBe('1')
    expect(tag(invoice.xml, 'ID')).toBe(order.invoiceNumber)
    expect(tag(invoice.xml, 'VATApplicable')).toBe('true')
    // 2 490 Kč with 21 % VAT included (decision 0962)
    expect(tag(invoice.xml, 'TaxExclusiveAmount')).toBe('2057.85')
    expect(tag(invoice.xml, 'TaxAmount')).toBe('432.15')
    expect(tag(invoice.xml, 'PayableAmount')).toBe('2490.00')
    expect(tag(invoice.xml, 'VariableSymbol')).toBe(order.payment.variableSymbol)
    expect(tag(invoice.xml, 'IBAN')).toBe(DEMO_OPERATOR.iban)
    expect(tag(invoice.xml, 'BankCode')).toBe('0800')
    expect(invoice.xml).toContain(`<CompanyID>${DEMO_OPERATOR.dic}</CompanyID>`)
    // the buyer with Czech diacritics, escaped where XML needs it, the address in its parts
    expect(invoice.xml).toContain('<Name>Žluťoučký kůň &amp; syn, s.r.o.</Name>')
    expect(invoice.xml).toContain('<StreetName>Údolní</StreetName>')
    expect(invoice.xml).toContain('<BuildingNumber>12a</BuildingNumber>')
    expect(invoice.xml).toContain('<CityName>Brno-střed</CityName>')
    expect(invoice.xml).toContain('<PostalZone>60200</PostalZone>')
    expect(invoice.xml).toContain('<CompanyID>CZ27082440</CompanyID>')

    // the admin too; another user is told in Czech that there is no invoice (RLS hides it)
    expect((await download(admin, 'downloadInvoiceIsdoc', order.id)).xml).toBe(invoice.xml)
    const foreign = await other.api(endpointUrl('downloadInvoiceIsdoc', { params: { id: order.id } }))
    expect(foreign.status).toBe(404)
    expect(apiErrorSchema.parse(await foreign.json())).toEqual(INVOICE_NOT_ISSUED.error)
    const none = await buyer.api(endpointUrl('downloadCreditNoteIsdoc', { params: { id: order.id } }))
    expect(none.status).toBe(404)
    expect(apiErrorSchema.parse(await none.json())).toEqual(CREDIT_NOTE_NOT_FOUND.error)

    // the refund's credit note: DocumentType 2, positive amounts, linked to the invoice by number, date and UUID
    const cancelled = orderSchema.parse(
      await (await admin.json(endpointUrl('adminCancelOrder', { params: { id: order.id } }), 'POST')).json(),
    )
    const note = await download(buyer, 'downloadCreditNoteIsdoc', order.id)
    expect(note.disposition).toContain(`opravny-doklad-${cancelled.creditNoteNumber}.isdoc`)
    expect(tag(note.xml, 'DocumentType')).toBe('2')
    expect(tag(note.xml, 'ID')).toBe(cancelled.creditNoteNumber)
    expect(tag(note.xml, 'PayableAmount')).toBe('2490.00')
    expect(tag(note.xml, 'TaxAmount')).toBe('432.15')
    const original = /<OriginalDocumentReference id="original">([\s\S]*?)<\/OriginalDocumentReference>/.exec(
      note.xml,
    )?.[1] as string
    expect(tag(original, 'ID')).toBe(order.invoiceNumber)
    expect(tag(original, 'UUID')).toBe(tag(invoice.xml, 'UUID'))
    expect(tag(note.xml, 'UUID')).not.toBe(tag(invoice.xml, 'UUID'))
    expect(note.xml).toContain('Důvod opravy: Zrušení objednávky a vrácení celé úplaty')
    expect(
      (await admin.api(endpointUrl('downloadCreditNoteIsdoc', { params: { id: order.id } }))).status,
    ).toBe(200)
    expect(
      (await other.api(endpointUrl('downloadCreditNoteIsdoc', { params: { id: order.id } }))).status,
    ).toBe(404)

    // the GDPR export holds the buyer's invoice and, beside it, the credit note; the other user's holds neither
    const exported = async (u: ApiUser) =>
      (await (await u.api(endpointUrl('exportData'))).json()) as {
        invoices: Array<{ number: string; user_id: string }>
        creditNotes: Array<{ number: string; user_id: string; invoice_id: string }>
      }
    const mine = await exported(buyer)
    expect(mine.invoices.map((i) => i.number)).toEqual([order.invoiceNumber])
    expect(mine.creditNotes.map((c) => c.number)).toEqual([cancelled.creditNoteNumber])
    expect(mine.creditNotes[0]?.user_id).toBe(buyer.id)
    const theirs = await exported(other)
    expect(theirs.invoices).toEqual([])
    expect(theirs.creditNotes).toEqual([])

    // the schema, last: its validator is CPU work that must not sit between requests on a kept-alive connection
    // (a busy machine then sends the next request on a socket the server has just closed)
    expect(await validateIsdoc([invoice.xml, note.xml])).toEqual({ valid: true, errors: [] })
    // the validation can fail: the same document with a type the standard does not know, and one without its total
    const broken = await validateIsdoc([
      note.xml.replace('<DocumentType>2<', '<DocumentType>8<'),
      note.xml.replace(/<PayableAmount>[^<]*<\/PayableAmount>/, ''),
    ])
    expect(broken.valid).toBe(false)
    expect(broken.errors.find((e) => e.startsWith('document-1'))).toContain('DocumentType')
    expect(broken.errors.find((e) => e.startsWith('document-2'))).toContain('PayableAmount')
  })

  it('a non-payer’s invoice and credit note: valid ISDOC without VAT and without a supplier DIČ', async () => {
    const admin = await apiUser(nonPayer, 'ADMIN')
    const buyer = await buyerOn(nonPayer)
    const order = await paidOrder(admin, buyer)
    const invoice = await download(buyer, 'downloadInvoiceIsdoc', order.id)
    expect(tag(invoice.xml, 'VATApplicable')).toBe('false')
    expect(tag(invoice.xml, 'TaxAmount')).toBe('0.00')
    expect(tag(invoice.xml, 'TaxExclusiveAmount')).toBe('2490.00')
    expect(tag(invoice.xml, 'PayableAmount')).toBe('2490.00')
    expect(invoice.xml).toContain('<Name>Řemeslná dílna Šťastný</Name>')
    expect(invoice.xml).toContain('<StreetName>Náměstí Míru</StreetName>')
    const supplier = /<AccountingSupplierParty>([\s\S]*?)<\/AccountingSupplierParty>/.exec(invoice.xml)?.[1]
    expect(supplier).not.toContain('PartyTaxScheme')
    expect(
      (await admin.json(endpointUrl('adminCancelOrder', { params: { id: order.id } }), 'POST')).status,
    ).toBe(200)
    const note = await download(buyer, 'downloadCreditNoteIsdoc', order.id)
    expect(tag(note.xml, 'DocumentType')).toBe('2')
    expect(tag(note.xml, 'VATApplicable')).toBe('false')
    expect(await validateIsdoc([invoice.xml, note.xml])).toEqual({ valid: true, errors: [] })
  })

  it('the month archive: every invoice and credit note as PDF and valid ISDOC, and the CSV summary; admins only, audited', async () => {
    const admin = await apiUser(payer, 'ADMIN')
    const buyer = await buyerOn(payer)
    const kept = await paidOrder(admin, buyer)
    const refunded = await paidOrder(admin, buyer)
    const cancelled = orderSchema.parse(
      await (
        await admin.json(endpointUrl('adminCancelOrder', { params: { id: refunded.id } }), 'POST')
      ).json(),
    )
    const month = pragueDate(new Date()).slice(0, 7)
    const url = endpointUrl('adminDownloadAccountingArchive', { query: { month } })

    const res = await admin.api(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toContain(`doklady-${month}.zip`)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))

    // a user is refused; a month not begun, or not a month, is a Czech 4xx
    expect((await buyer.api(url)).status).toBe(404)
    const future = await admin.api(
      endpointUrl('adminDownloadAccountingArchive', {
        query: { month: `${new Date().getUTCFullYear() + 1}-01` },
      }),
    )
    expect(future.status).toBe(422)
    expect(apiErrorSchema.parse(await future.json())).toEqual(ACCOUNTING_MONTH_IN_FUTURE.error)
    const bad = await admin.api(`${endpointUrl('adminDownloadAccountingArchive')}?month=2026-13`)
    expect(bad.status).toBe(400)
    expect(apiErrorSchema.parse(await bad.json()).message).toContain('RRRR-MM')

    // an empty month is an archive with the summary's header only
    const empty = await admin.api(
      endpointUrl('adminDownloadAccountingArchive', { query: { month: '2020-01' } }),
    )
    expect(empty.status).toBe(200)
    const emptyFiles = unzipSync(new Uint8Array(await empty.arrayBuffer()))
    expect(Object.keys(emptyFiles)).toEqual(['souhrn-2020-01.csv'])

    // the archive's contents, after the requests (CPU work between requests on a kept-alive connection races its close)
    // this server's month: the first test's pair, and this test's two invoices and one credit note
    const invoices = await payer.db.query<{ number: string }>(
      'select number from public.invoices order by number',
    )
    const notes = await payer.db.query<{ number: string }>(
      'select number from public.credit_notes order by number',
    )
    expect(invoices.rows.length).toBeGreaterThanOrEqual(2)
    const expected = [
      ...invoices.rows.flatMap((r) => [`faktury/${r.number}.pdf`, `faktury/${r.number}.isdoc`]),
      ...notes.rows.flatMap((r) => [`opravne-doklady/${r.number}.pdf`, `opravne-doklady/${r.number}.isdoc`]),
      `souhrn-${month}.csv`,
    ]
    expect(Object.keys(files).sort()).toEqual(expected.sort())
    const isdocs = Object.entries(files).filter(([name]) => name.endsWith('.isdoc'))
    expect(isdocs).toHaveLength(invoices.rows.length + notes.rows.length)
    expect(await validateIsdoc(isdocs.map(([, bytes]) => strFromU8(bytes)))).toEqual({
      valid: true,
      errors: [],
    })

    expect(
      await pdfText((files[`faktury/${kept.invoiceNumber}.pdf`] as Uint8Array).slice().buffer),
    ).toContain(`Faktura – daňový doklad ${kept.invoiceNumber}`)
    expect(
      await pdfText(
        (files[`opravne-doklady/${cancelled.creditNoteNumber}.pdf`] as Uint8Array).slice().buffer,
      ),
    ).toContain(`Opravný daňový doklad ${cancelled.creditNoteNumber}`)
    const csv = strFromU8(files[`souhrn-${month}.csv`] as Uint8Array)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(ACCOUNTING_CSV_HEADER.join(';'))
    expect(lines).toHaveLength(1 + invoices.rows.length + notes.rows.length)
    const today = pragueDate(new Date())
    expect(lines).toContain(
      `Faktura;${kept.invoiceNumber};${today};${today};Žluťoučký kůň & syn, s.r.o.;27082440;CZ27082440;${kept.payment.variableSymbol};21;2057,85;432,15;2490,00;`,
    )
    expect(lines).toContain(
      `Opravný doklad;${cancelled.creditNoteNumber};${today};${today};Žluťoučký kůň & syn, s.r.o.;27082440;CZ27082440;${refunded.payment.variableSymbol};21;-2057,85;-432,15;-2490,00;${refunded.invoiceNumber}`,
    )

    // audited: who downloaded which month and how many documents it held
    const audit = await payer.db.query<{
      actor_id: string
      after: { month: string; documents: number } | string
    }>(
      `select actor_id, after from public.admin_audit_log
       where action = 'ACCOUNTING_ARCHIVE_DOWNLOADED' and subject = $1`,
      [`accounting:${month}`],
    )
    expect(audit.rows).toHaveLength(1)
    expect(audit.rows[0]?.actor_id).toBe(admin.id)
    const after = audit.rows[0]?.after
    expect(typeof after === 'string' ? JSON.parse(after) : after).toEqual({
      month,
      documents: invoices.rows.length + notes.rows.length,
    })
  })

  it('the archive is bounded: too many documents is a Czech 413 before anything is written, at most two at once', async () => {
    const admin = await apiUser(payer, 'ADMIN')
    const claims = { sub: admin.id, role: 'authenticated' as const }
    const month = pragueDate(new Date()).slice(0, 7)
    const audits = async () =>
      Number(
        (
          await payer.db.query<{ n: string }>(
            `select count(*)::text as n from public.admin_audit_log where action = 'ACCOUNTING_ARCHIVE_DOWNLOADED'`,
          )
        ).rows[0]?.n,
      )
    await paidOrder(admin, await buyerOn(payer))
    const before = await audits()
    const tooMany = await openAccountingArchive({ db: payer.db, maxDocuments: 0 }, claims, month)
    expect(tooMany).toMatchObject({ ok: false, status: 413, ...ACCOUNTING_ARCHIVE_TOO_LARGE.error })
    expect(await audits()).toBe(before)

    // two archives being written hold both slots (even before their first byte); the third waits its turn
    const open = []
    for (let i = 0; i < ARCHIVES_AT_ONCE; i++) {
      const opened = await openAccountingArchive({ db: payer.db }, claims, month)
      if (!opened.ok) throw new Error('an archive was refused')
      open.push(opened.value)
    }
    const third = await openAccountingArchive({ db: payer.db }, claims, month)
    expect(third).toMatchObject({ ok: false, status: 429, ...ACCOUNTING_ARCHIVE_BUSY.error })
    // one read to its end, one abandoned before its first piece: both slots are free again
    for await (const _ of open[0] as AsyncGenerator<Uint8Array>) {
      // drained
    }
    await open[1]?.return(undefined)
    const again = await openAccountingArchive({ db: payer.db }, claims, month)
    expect(again.ok).toBe(true)
    if (again.ok) await again.value.return(undefined)
  })
})
