import type { EndpointDef } from '../contract/endpoint-def.ts'
import { idParamsSchema } from '../fields/path-params.schema.ts'
import {
  adminBankPaymentListQuerySchema,
  adminBankPaymentListResponseSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
} from '../roles/admin.schema.ts'
import { accountingMonthQuerySchema } from './accounting-archive.ts'
import {
  adminBankPaymentSchema,
  bankPaymentResolveRequestSchema,
  orderListResponseSchema,
  orderRequestSchema,
  orderSchema,
  statementImportResultSchema,
} from './orders.schema.ts'

/*
 * Orders of credits and subscriptions, their invoices and credit notes, and the operator's orders, bank payments and accounting archive.
 */
export const ORDER_ENDPOINTS = {
  listOrders: { method: 'GET', path: '/api/orders', access: 'user', response: orderListResponseSchema },
  createOrder: {
    method: 'POST',
    path: '/api/orders',
    access: 'user',
    body: orderRequestSchema,
    response: orderSchema,
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    access: 'user',
    params: idParamsSchema,
    response: orderSchema,
  },
  getOrder: {
    method: 'GET',
    path: '/api/orders/:id',
    access: 'user',
    params: idParamsSchema,
    response: orderSchema,
  },
  /** The paid order's tax invoice as a PDF (the owner and admins). */
  downloadInvoice: {
    method: 'GET',
    path: '/api/orders/:id/invoice',
    access: 'user',
    params: idParamsSchema,
    response: null,
  },
  /** The credit note of a cancelled paid order as a PDF (the owner and admins; docs/decisions/1306). */
  downloadCreditNote: {
    method: 'GET',
    path: '/api/orders/:id/credit-note',
    access: 'user',
    params: idParamsSchema,
    response: null,
  },
  /** The paid order's invoice as ISDOC 6.0.2 XML for accounting programs (the owner and admins; decision 1310). */
  downloadInvoiceIsdoc: {
    method: 'GET',
    path: '/api/orders/:id/invoice/isdoc',
    access: 'user',
    params: idParamsSchema,
    response: null,
  },
  /** The credit note as ISDOC 6.0.2 (DocumentType 2, linked to its invoice; the owner and admins; decision 1310). */
  downloadCreditNoteIsdoc: {
    method: 'GET',
    path: '/api/orders/:id/credit-note/isdoc',
    access: 'user',
    params: idParamsSchema,
    response: null,
  },
  adminListOrders: {
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
    query: adminOrderListQuerySchema,
    response: adminOrderListResponseSchema,
  },
  adminMarkOrderPaid: {
    method: 'POST',
    path: '/api/admin/orders/:id/paid',
    access: 'admin',
    params: idParamsSchema,
    response: orderSchema,
  },
  adminGetOrder: {
    method: 'GET',
    path: '/api/admin/orders/:id',
    access: 'admin',
    params: idParamsSchema,
    response: adminOrderDetailSchema,
  },
  adminCancelOrder: {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    access: 'admin',
    params: idParamsSchema,
    response: orderSchema,
  },
  /** A bank statement (ABO/GPC or Fio CSV) in the field "file"; pays the PENDING orders it matches. */
  adminImportStatement: {
    method: 'POST',
    path: '/api/admin/orders/statement',
    access: 'admin',
    body: 'multipart',
    response: statementImportResultSchema,
  },
  /** The operator's payments queue: every imported incoming payment with its state. */
  adminListBankPayments: {
    method: 'GET',
    path: '/api/admin/payments',
    access: 'admin',
    query: adminBankPaymentListQuerySchema,
    response: adminBankPaymentListResponseSchema,
  },
  /** Decides a payment that needs a person, once: a second decision is a Czech 409. */
  adminResolveBankPayment: {
    method: 'POST',
    path: '/api/admin/payments/:id/resolve',
    access: 'admin',
    params: idParamsSchema,
    body: bankPaymentResolveRequestSchema,
    response: adminBankPaymentSchema,
  },
  /** A month's invoices and credit notes (PDF and ISDOC) and a CSV summary in one streamed ZIP (decision 1311). */
  adminDownloadAccountingArchive: {
    method: 'GET',
    path: '/api/admin/accounting/archive',
    access: 'admin',
    query: accountingMonthQuerySchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDef>
