import {
  accountingArchiveName,
  CREDIT_NOTE_NOT_FOUND,
  creditNoteIsdoc,
  INVOICE_NOT_ISSUED,
  invoiceIsdoc,
} from '@rg/domain/payments'
import type { Database } from '../../db/database.ts'
import { publicOrigin, type ServerEnv } from '../../env.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { openAccountingArchive } from '../../services/orders/accounting-archive.ts'
import { readCreditNote } from '../../services/orders/credit-notes.ts'
import { renderCreditNotePdf, renderInvoicePdf } from '../../services/orders/invoice-pdf.ts'
import { adminGetOrder } from '../../services/orders/order-detail.ts'
import {
  adminListOrders,
  adminMarkPaid,
  cancelOrder,
  createOrder,
  getOrder,
  importStatement,
  listOrders,
  readInvoice,
} from '../../services/orders/order-service.ts'
import { adminListBankPayments, adminResolveBankPayment } from '../../services/orders/payment-queue.ts'
import { refused } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'
import { streamedFile } from '../streamed-file.ts'

// ISDOC is XML; the file's extension is what accounting programs look for (docs/decisions/1310-isdoc.md)
const isdocHeaders = (name: string) => ({
  'Content-Type': 'application/xml; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}.isdoc"`,
})

export interface OrderRouteDeps {
  db: Database
  mailer: Mailer
  env: ServerEnv
  now?: () => Date
}

/** /api/orders and /api/admin/orders: buying credits and subscriptions, paying, invoices (services/orders/). */
export function orderRoutes({ db, mailer, env, now }: OrderRouteDeps) {
  const deps = { db, mailer, operator: env.operator, now }
  // The payment mail's link comes from the configured origin, never from the request's Host (docs/security.md
  // "Host header").
  const paying = { ...deps, origin: publicOrigin(env) }
  return [
    defineRoute('listOrders', async ({ claims }) => listOrders(deps, claims)),
    defineRoute('createOrder', async ({ claims, input }) => createOrder(paying, claims, input.body)),
    defineRoute('getOrder', async ({ claims, input }) => getOrder(deps, claims, input.params.id)),
    defineRoute('cancelOrder', async ({ claims, input }) => {
      const me = claims
      return cancelOrder(deps, me, input.params.id, me.sub)
    }),
    defineRoute('downloadInvoice', async ({ claims, input, c }) => {
      const doc = await readInvoice(db, claims, input.params.id)
      if (!doc) return refused(INVOICE_NOT_ISSUED)
      const pdf = await renderInvoicePdf(doc)
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="faktura-${doc.number}.pdf"`,
      })
    }),
    defineRoute('downloadCreditNote', async ({ claims, input, c }) => {
      const doc = await readCreditNote(db, claims, input.params.id)
      if (!doc) return refused(CREDIT_NOTE_NOT_FOUND)
      const pdf = await renderCreditNotePdf(doc)
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="opravny-doklad-${doc.number}.pdf"`,
      })
    }),
    defineRoute('downloadInvoiceIsdoc', async ({ claims, input, c }) => {
      const doc = await readInvoice(db, claims, input.params.id)
      if (!doc) return refused(INVOICE_NOT_ISSUED)
      return c.body(invoiceIsdoc(doc, { uuid: doc.id }), 200, isdocHeaders(`faktura-${doc.number}`))
    }),
    defineRoute('downloadCreditNoteIsdoc', async ({ claims, input, c }) => {
      const doc = await readCreditNote(db, claims, input.params.id)
      if (!doc) return refused(CREDIT_NOTE_NOT_FOUND)
      return c.body(
        creditNoteIsdoc(doc, { uuid: doc.id, invoiceUuid: doc.invoiceId }),
        200,
        isdocHeaders(`opravny-doklad-${doc.number}`),
      )
    }),
    defineRoute('adminDownloadAccountingArchive', async ({ claims, input }) => {
      const opened = await openAccountingArchive(deps, claims, input.query.month)
      if (!opened.ok) return opened
      return streamedFile(opened.value, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${accountingArchiveName(input.query.month)}"`,
      })
    }),
    defineRoute('adminListOrders', async ({ claims, input }) => adminListOrders(deps, claims, input.query)),
    defineRoute('adminGetOrder', async ({ claims, input }) => adminGetOrder(deps, claims, input.params.id)),
    defineRoute('adminMarkOrderPaid', async ({ claims, input }) =>
      adminMarkPaid(paying, claims, input.params.id),
    ),
    defineRoute('adminCancelOrder', async ({ claims, input }) =>
      cancelOrder(paying, claims, input.params.id, null),
    ),
    defineRoute('adminImportStatement', async ({ claims, input }) =>
      importStatement(paying, claims, input.body as FormData),
    ),
    defineRoute('adminListBankPayments', async ({ claims, input }) =>
      adminListBankPayments(deps, claims, input.query),
    ),
    defineRoute('adminResolveBankPayment', async ({ claims, input }) =>
      adminResolveBankPayment(paying, claims, input.params.id, input.body),
    ),
  ]
}
