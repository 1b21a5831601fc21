import { type BankPayment, movementKeys, statementSummary } from './bank-statement.ts'
import type { StatementImportResult } from './orders.schema.ts'
import type { StatementFormat } from './statement-common.ts'

/*
 * One statement import, step by step, the same on the server (services/orders/order-service.ts, where each movement
 * is a transaction) and in the mock API (handlers/orders.ts, over its store): which movements count, what the answer
 * starts as, and how each movement's outcome is counted into it (docs/decisions/1630-one-rule-one-function.md).
 */

/** A movement that may pay an order, with its full identity (docs/decisions/1301-movement-identity.md). */
export interface IncomingMovement {
  payment: BankPayment
  key: string
}

/**
 * The incoming CZK movements of a read statement, each keyed by its full identity, so a zero or reused document
 * number drops no payment; outgoing ones, reversals and other currencies pay no order.
 */
export function incomingMovements(payments: readonly BankPayment[]): IncomingMovement[] {
  const keys = movementKeys(payments)
  return payments
    .map((payment, i) => ({ payment, key: keys[i] as string }))
    .filter(({ payment: p }) => p.amountHalere > 0 && p.currency === 'CZK' && !p.reversal)
}

/** The import's answer before any movement is recorded: what was read and how many movements count. */
export function statementImportStart(
  statement: { format: StatementFormat; accounts: readonly string[] },
  incoming: readonly IncomingMovement[],
): StatementImportResult {
  return {
    format: statement.format,
    summary: statementSummary(statement.format, statement.accounts),
    incoming: incoming.length,
    alreadyImported: 0,
    paid: [],
    toReview: [],
  }
}

/** What recording one incoming movement came to. */
export type MovementOutcome =
  | { kind: 'DUPLICATE' }
  | { kind: 'IGNORED' }
  | { kind: 'MATCHED'; orderId: string; variableSymbol: string }
  | { kind: 'UNMATCHED' | 'AMOUNT_MISMATCH' | 'NOT_PENDING'; orderId: string | null }

/** Counts one movement's outcome into the import's answer: imported before, paid an order, or left to a person. */
export function countMovement(
  result: StatementImportResult,
  payment: BankPayment,
  outcome: MovementOutcome,
): void {
  if (outcome.kind === 'DUPLICATE') result.alreadyImported++
  else if (outcome.kind === 'MATCHED')
    result.paid.push({
      orderId: outcome.orderId,
      variableSymbol: outcome.variableSymbol,
      amountCzk: payment.amountHalere / 100,
    })
  else if (outcome.kind !== 'IGNORED')
    result.toReview.push({
      bankRef: payment.bankRef,
      date: payment.date,
      amountCzk: payment.amountHalere / 100,
      variableSymbol: payment.variableSymbol,
      counterAccount: payment.counterAccount,
      counterName: payment.counterName,
      reason: outcome.kind,
      orderId: outcome.orderId,
    })
}
