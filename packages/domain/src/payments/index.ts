/* @rg/domain/payments: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  ACCOUNTING_ARCHIVE_BUSY,
  ACCOUNTING_ARCHIVE_MAX_DOCUMENTS,
  ACCOUNTING_ARCHIVE_TOO_LARGE,
  ACCOUNTING_CSV_HEADER,
  ACCOUNTING_MONTH_IN_FUTURE,
  type AccountingEntry,
  accountingArchiveName,
  accountingCsvHead,
  accountingCsvLine,
  accountingEntryPath,
  accountingMonthRange,
  accountingMonthRefusal,
  accountingSummaryName,
} from './accounting-archive.ts'
export { czechAccountToIban, formatIban, ibanToCzechAccount, isValidIban } from './bank-account.ts'
export {
  BANK_PAYMENT_NOT_FOUND,
  bankPaymentResolutionRefusal,
  orderOfSymbolNotFound,
} from './bank-payment-refusals.ts'
export {
  type BankPayment,
  decodeStatement,
  matchPayment,
  parseBankStatement,
  statementAccountRefusal,
  writeGpc,
} from './bank-statement.ts'
export { CREDIT_REASON_LABELS, nextGrantDate, subscriptionActiveUntil } from './credit-history.ts'
export {
  BUYER_ADDRESS_REQUIRED,
  buyerAddressComplete,
  buyerAddressRequired,
  CREDIT_NOTE_NOT_FOUND,
  CREDIT_NOTE_REASON,
  type CreditNoteDocument,
  creditNoteNumber,
  creditNoteTitle,
  creditNoteTotals,
  PAID_SUBSCRIPTION_NOT_REFUNDABLE,
  paidOrderRefund,
  refundLedgerNote,
} from './credit-note.ts'
export { DEMO_OPERATOR_IDENTITY } from './demo-operator.ts'
export { formatHalere, type InvoiceDocument, invoiceNumber, invoiceTitle, invoiceTotals } from './invoice.ts'
export { creditNoteIsdoc, invoiceIsdoc } from './isdoc.ts'
export { orderCancelStep } from './order-cancel.ts'
export { type OrderPayment, orderPayStep } from './order-pay.ts'
export {
  creditsOnPayment,
  MAX_PENDING_ORDERS,
  type OrderItem,
  orderAmountCzk,
  orderDescription,
  TOO_MANY_PENDING_ORDERS_MESSAGE,
} from './order-pricing.ts'
export {
  INVOICE_NOT_ISSUED,
  NO_STATEMENT_FILE,
  NOT_ORDERABLE,
  ORDER_NOT_FOUND,
  PAYMENT_RECEIVED_TITLE,
} from './order-refusals.ts'
export {
  type AdminBankPayment,
  adminBankPaymentSchema,
  BANK_PAYMENT_RESOLUTION_LABELS,
  BANK_PAYMENT_STATE_LABELS,
  BANK_PAYMENT_STATES,
  type BankPaymentResolution,
  type BankPaymentResolveRequest,
  type BankPaymentState,
  type BuyerAddress,
  bankPaymentResolveRequestSchema,
  buyerAddressSchema,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderRequest,
  type OrderStatus,
  orderListResponseSchema,
  orderSchema,
  REVIEW_REASON_LABELS,
  type StatementImportResult,
  statementImportResultSchema,
} from './orders.schema.ts'
export { spaydString } from './qr-platba.ts'
export { countMovement, incomingMovements, statementImportStart } from './statement-import.ts'
