import { type Refusal, refusal } from '../fields/refusal.ts'

/** Orders and their documents: refusals the server and the mock answer alike (docs/decisions/1243). */

export const ORDER_NOT_FOUND: Refusal = refusal(404, 'order_not_found', 'Objednávka neexistuje.')
/** A tier without an online price (the enterprise plan is agreed by contract). */
export const NOT_ORDERABLE: Refusal = refusal(400, 'not_orderable', 'Toto předplatné nelze objednat online.')
export const PAID_ORDER_NOT_CANCELLABLE: Refusal = refusal(
  409,
  'order_paid',
  'Zaplacenou objednávku nelze zrušit.',
)
export const CANCELLED_ORDER_NOT_PAYABLE: Refusal = refusal(
  409,
  'order_cancelled',
  'Zrušenou objednávku nelze označit jako zaplacenou.',
)
export const INVOICE_NOT_ISSUED: Refusal = refusal(
  404,
  'invoice_not_found',
  'Faktura k této objednávce není: vystavujeme ji po zaplacení.',
)
export const NO_STATEMENT_FILE: Refusal = refusal(400, 'bad_upload', 'Vyberte soubor s bankovním výpisem.')

/** The title of the buyer's notification when a payment pays an order. */
export const PAYMENT_RECEIVED_TITLE = 'Platba přijata'
