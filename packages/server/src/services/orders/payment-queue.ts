import {
  type AdminBankPayment,
  BANK_PAYMENT_NOT_FOUND,
  type BankPaymentResolution,
  type BankPaymentResolveRequest,
  type BankPaymentState,
  bankPaymentResolutionRefusal,
  type Order,
  orderOfSymbolNotFound,
} from '@rg/domain/payments'
import { displayName } from '@rg/domain/profile'
import type { RequestClaims } from '../../db/as-user.ts'
import { asService, asUser } from '../../db/as-user.ts'
import type { Queryable } from '../../db/database.ts'
import { writeAudit } from '../audit-log.ts'
import { type Outcome, ok, refused } from '../outcome.ts'
import { type OrderDeps, payOrder } from './order-service.ts'

/*
 * The operator's payments queue (docs/decisions/1303-payments-queue.md): every incoming payment of an imported
 * statement, and the decision about one that did not pay an order by itself. Reading runs as the admin (the table's
 * admin-only policy); a decision runs as the service in one transaction that locks the payment's row, so two admins
 * deciding the same payment cannot both win: the second waits for the first and gets a Czech 409.
 */

type Claims = RequestClaims & { sub: string }

interface QueueRow {
  id: string
  booked_on: string
  amount_halere: string | number
  variable_symbol: string | null
  counter_account: string | null
  counter_name: string | null
  bank_ref: string
  outcome: AdminBankPayment['outcome']
  resolution: BankPaymentResolution | null
  resolution_note: string | null
  resolved_at: Date | string | null
  imported_at: Date | string
  order_id: string | null
  order_vs: string | null
  order_amount: number | null
  order_status: Order['status'] | null
  by_email: string | null
  by_first: string | null
  by_last: string | null
}

const SELECT = `select b.id, to_char(b.booked_on, 'YYYY-MM-DD') as booked_on, b.amount_halere, b.variable_symbol,
    b.counter_account, b.counter_name, b.bank_ref, b.outcome, b.resolution, b.resolution_note, b.resolved_at,
    b.imported_at, o.id as order_id, o.variable_symbol::text as order_vs, o.amount_czk as order_amount,
    o.status as order_status, r.email as by_email, r.first_name as by_first, r.last_name as by_last
  from public.bank_payments b
  left join public.orders o on o.id = coalesce(b.resolved_order_id, b.order_id)
  left join public.profiles r on r.id = b.resolved_by`

const STATE_SQL: Readonly<Record<BankPaymentState, string>> = {
  MATCHED: `b.outcome = 'MATCHED'`,
  NEEDS_REVIEW: `(b.outcome <> 'MATCHED' and b.resolution is null)`,
  RESOLVED: 'b.resolution is not null',
}

const iso = (value: Date | string) => new Date(value).toISOString()

function toPayment(row: QueueRow): AdminBankPayment {
  const state: BankPaymentState =
    row.outcome === 'MATCHED' ? 'MATCHED' : row.resolution ? 'RESOLVED' : 'NEEDS_REVIEW'
  return {
    id: row.id,
    bookedOn: row.booked_on,
    amountCzk: Number(row.amount_halere) / 100,
    variableSymbol: row.variable_symbol,
    counterAccount: row.counter_account,
    counterName: row.counter_name,
    bankRef: row.bank_ref,
    state,
    outcome: row.outcome,
    order:
      row.order_id && row.order_vs && row.order_status
        ? {
            id: row.order_id,
            variableSymbol: row.order_vs,
            amountCzk: Number(row.order_amount),
            status: row.order_status,
          }
        : null,
    resolution:
      row.resolution && row.resolved_at
        ? {
            kind: row.resolution,
            note: row.resolution_note ?? '',
            by: row.by_email
              ? displayName({ firstName: row.by_first, lastName: row.by_last, email: row.by_email })
              : null,
            at: iso(row.resolved_at),
          }
        : null,
    importedAt: iso(row.imported_at),
  }
}

export interface BankPaymentFilter {
  page: number
  pageSize: number
  states: BankPaymentState[]
  q?: string
  from?: string
  to?: string
}

/** GET /api/admin/payments: newest booking first, paged like the other admin lists. */
export async function adminListBankPayments(
  deps: Pick<OrderDeps, 'db'>,
  admin: Claims,
  filter: BankPaymentFilter,
) {
  const where: string[] = []
  const params: unknown[] = []
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (filter.states.length) where.push(`(${filter.states.map((s) => STATE_SQL[s]).join(' or ')})`)
  if (filter.from) add((n) => `b.booked_on >= ${n}::date`, filter.from)
  if (filter.to) add((n) => `b.booked_on <= ${n}::date`, filter.to)
  const q = filter.q?.trim()
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    if (/^\d{1,10}$/.test(q)) {
      params.push(q.replace(/^0+(?=\d)/, ''), like)
      where.push(`(b.variable_symbol = $${params.length - 1} or b.counter_account ilike $${params.length})`)
    } else add((n) => `(b.counter_account ilike ${n} or b.counter_name ilike ${n})`, like)
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : ''
  return asUser(deps.db, admin, async (tx) => {
    const total = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.bank_payments b ${whereSql}`,
      params,
    )
    const rows = await tx.query<QueueRow>(
      `${SELECT} ${whereSql} order by b.booked_on desc, b.imported_at desc, b.id
       limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    )
    return ok({
      items: rows.rows.map(toPayment),
      page: filter.page,
      pageSize: filter.pageSize,
      total: total.rows[0]?.n ?? 0,
    })
  })
}

/** The payments of an order: the ones that paid it, name it by their variable symbol or were assigned to it. */
export async function paymentsOfOrder(tx: Queryable, orderId: string): Promise<AdminBankPayment[]> {
  const { rows } = await tx.query<QueueRow>(
    `${SELECT} where b.order_id = $1 or b.resolved_order_id = $1 order by b.booked_on, b.imported_at, b.id`,
    [orderId],
  )
  return rows.map(toPayment)
}

const readPayment = async (tx: Queryable, id: string) =>
  (await tx.query<QueueRow>(`${SELECT} where b.id = $1`, [id])).rows[0]

const RESOLUTION_OF: Readonly<Record<BankPaymentResolveRequest['action'], BankPaymentResolution>> = {
  ASSIGN: 'ASSIGNED',
  REFUND: 'REFUNDED',
  NOT_OURS: 'NOT_OURS',
}

/**
 * POST /api/admin/payments/:id/resolve. Assigning pays the order through payOrder, the import's own paying step
 * (ledger, subscription, invoice, notification), in the same transaction as the decision and its audit entry.
 */
export async function adminResolveBankPayment(
  deps: OrderDeps & { origin: string },
  admin: Claims,
  id: string,
  request: BankPaymentResolveRequest,
): Promise<Outcome<AdminBankPayment>> {
  return asService(
    deps.db,
    async (tx) => {
      // the row lock serialises two admins deciding the same payment: the second reads the first's decision
      const current = (
        await tx.query<{ outcome: string; resolution: BankPaymentResolution | null }>(
          'select outcome, resolution from public.bank_payments where id = $1 for update',
          [id],
        )
      ).rows[0]
      const unresolvable = bankPaymentResolutionRefusal(current)
      if (unresolvable || !current) return refused(unresolvable ?? BANK_PAYMENT_NOT_FOUND)
      let order: { id: string; user_id: string; variable_symbol: string } | undefined
      if (request.action === 'ASSIGN') {
        order = (
          await tx.query<{ id: string; user_id: string; variable_symbol: string }>(
            `select id, user_id, variable_symbol::text as variable_symbol from public.orders
             where variable_symbol = $1::bigint`,
            [request.variableSymbol],
          )
        ).rows[0]
        if (!order) return refused(orderOfSymbolNotFound(request.variableSymbol))
        // a paid order refuses the assignment (orderPayStep): the money is returned or assigned elsewhere
        const paid = await payOrder(tx, deps, order.id, admin.sub, 'assign')
        if (!paid.ok) return paid
      }
      const resolution = RESOLUTION_OF[request.action]
      await tx.query(
        `update public.bank_payments set resolution = $2, resolution_note = $3, resolved_order_id = $4,
           resolved_by = $5, resolved_at = now()
         where id = $1`,
        [id, resolution, request.note, order?.id ?? null, admin.sub],
      )
      await writeAudit(
        tx,
        admin.sub,
        { targetId: order?.user_id ?? null, subject: `bank_payment:${id}` },
        'BANK_PAYMENT_RESOLVED',
        { paymentState: 'NEEDS_REVIEW' },
        order
          ? { paymentState: 'RESOLVED', resolution, orderVariableSymbol: order.variable_symbol }
          : { paymentState: 'RESOLVED', resolution },
        request.note,
      )
      return ok(toPayment((await readPayment(tx, id)) as QueueRow))
    },
    admin.sub,
  )
}
