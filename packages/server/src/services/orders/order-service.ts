import { type IsoDate, pragueDate } from '@rg/domain/calendar'
import { formatDate, formatPsc } from '@rg/domain/czech-format'
import {
  type BankPayment,
  BUYER_ADDRESS_REQUIRED,
  buyerAddressComplete,
  buyerAddressRequired,
  countMovement,
  decodeStatement,
  type InvoiceDocument,
  incomingMovements,
  invoiceNumber,
  invoiceTotals,
  MAX_PENDING_ORDERS,
  matchPayment,
  NO_STATEMENT_FILE,
  NOT_ORDERABLE,
  ORDER_NOT_FOUND,
  type Order,
  type OrderItem,
  type OrderPayment,
  type OrderRequest,
  orderAmountCzk,
  orderCancelStep,
  orderDescription,
  orderPayStep,
  PAYMENT_RECEIVED_TITLE,
  paidOrderRefund,
  parseBankStatement,
  refundLedgerNote,
  type StatementImportResult,
  spaydString,
  statementAccountRefusal,
  statementImportStart,
  TOO_MANY_PENDING_ORDERS_MESSAGE,
} from '@rg/domain/payments'
import { fullName } from '@rg/domain/profile'
import type { AdminOrder } from '@rg/domain/roles'
import {
  addTerm,
  type SubscriptionTerm,
  subscriptionGrantDates,
  subscriptionStart,
} from '@rg/domain/subscriptions'
import { type TierId, tierById } from '@rg/domain/tiers'
import type { RequestClaims } from '../../db/as-user.ts'
import { asService, asUser } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { OperatorConfig } from '../../env.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { writeAudit } from '../audit-log.ts'
import { notifyUser } from '../notifications.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'
import { issueCreditNote } from './credit-notes.ts'
import { grantOne } from './grants.ts'
import { sendOrderPaymentMail } from './order-payment-mail.ts'

/*
 * Orders of credit packs and subscriptions, paid by bank transfer (docs/decisions/0960-payment-providers.md). The
 * server prices every order from the domain's tier configuration. Paying an order (an admin's click or a matching
 * line of an imported statement) is one transaction: the order's state, the ledger rows, the subscription with its
 * monthly grants, the invoice with its gap-free number, the notification and the e-mail.
 */

export interface OrderDeps {
  db: Database
  mailer: Mailer
  operator: OperatorConfig
  /** The clock; tests pass their own. */
  now?: () => Date
}

export const NOT_FOUND = refused(ORDER_NOT_FOUND)

interface OrderRow {
  id: string
  user_id: string
  kind: 'CREDITS' | 'SUBSCRIPTION'
  credits: number | null
  tier: Order['tier']
  term: Order['term']
  amount_czk: number
  variable_symbol: string
  status: Order['status']
  created_at: Date | string
  paid_at: Date | string | null
  invoice_number: string | null
  credit_note_number: string | null
}

const COLUMNS = `o.id, o.user_id, o.kind, o.credits, o.tier, o.term, o.amount_czk, o.variable_symbol::text as variable_symbol,
  o.status, o.created_at, o.paid_at, i.number as invoice_number, cn.number as credit_note_number`
const FROM = `public.orders o left join public.invoices i on i.order_id = o.id
  left join public.credit_notes cn on cn.order_id = o.id`

const iso = (value: Date | string) => new Date(value).toISOString()

export function itemOf(row: Pick<OrderRow, 'kind' | 'credits' | 'tier' | 'term'>): OrderItem {
  return row.kind === 'CREDITS'
    ? { kind: 'CREDITS', credits: row.credits as number }
    : { kind: 'SUBSCRIPTION', tier: row.tier as NonNullable<Order['tier']>, term: row.term as 'MONTHLY' }
}

/** A user's orders without the payment instructions (the admin's user detail), newest first. */
export async function ordersOfUser(tx: Queryable, userId: string): Promise<Array<Omit<Order, 'payment'>>> {
  const { rows } = await tx.query<OrderRow>(
    `select ${COLUMNS} from ${FROM} where o.user_id = $1 order by o.created_at desc`,
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    credits: row.credits,
    tier: row.tier,
    term: row.term,
    amountCzk: row.amount_czk,
    variableSymbol: row.variable_symbol,
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    description: orderDescription(itemOf(row)),
    invoiceNumber: row.invoice_number,
    creditNoteNumber: row.credit_note_number,
  }))
}

export function toOrder(row: OrderRow, operator: OperatorConfig): Order {
  const description = orderDescription(itemOf(row))
  const message = `${description} – VS ${row.variable_symbol}`
  return {
    id: row.id,
    kind: row.kind,
    credits: row.credits,
    tier: row.tier,
    term: row.term,
    amountCzk: row.amount_czk,
    variableSymbol: row.variable_symbol,
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    description,
    invoiceNumber: row.invoice_number,
    creditNoteNumber: row.credit_note_number,
    payment: {
      accountNumber: operator.accountNumber,
      iban: operator.iban,
      amountCzk: row.amount_czk,
      variableSymbol: row.variable_symbol,
      message,
      spayd: spaydString({
        iban: operator.iban,
        amountCzk: row.amount_czk,
        variableSymbol: row.variable_symbol,
        message,
        recipientName: operator.name,
      }),
    },
  }
}

export async function readOrder(tx: Queryable, id: string, userId?: string): Promise<OrderRow | undefined> {
  const params: unknown[] = [id]
  let where = 'o.id = $1'
  if (userId) {
    params.push(userId)
    where += ' and o.user_id = $2'
  }
  return (await tx.query<OrderRow>(`select ${COLUMNS} from ${FROM} where ${where}`, params)).rows[0]
}

export type Claims = RequestClaims & { sub: string }

/**
 * POST /api/orders: a PENDING order at the configured price, with a fresh variable symbol; with `origin`, the payment
 * details go by e-mail in the same transaction (order-payment-mail.ts, decision 1353).
 */
export async function createOrder(
  deps: OrderDeps & { origin?: string },
  claims: Claims,
  request: OrderRequest,
): Promise<Outcome<Order>> {
  const {
    address,
    ...item
  }: OrderRequest & { address?: { street: string; city: string; postcode: string } } = request
  const amount = orderAmountCzk(item)
  if (amount === null) return refused(NOT_ORDERABLE)
  const row = await asService(
    deps.db,
    async (tx) => {
      // one order at a time per user: parallel orders wait here, so the count below cannot be raced
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`orders:${claims.sub}`])
      const pending = await tx.query<{ n: number }>(
        `select count(*)::int as n from public.orders where user_id = $1 and status = 'PENDING'`,
        [claims.sub],
      )
      if ((pending.rows[0]?.n ?? 0) >= MAX_PENDING_ORDERS) return null
      // the address given with the order goes to the profile, where the invoice reads it when it is issued
      if (address)
        await tx.query('update public.profiles set street = $2, city = $3, postcode = $4 where id = $1', [
          claims.sub,
          address.street,
          address.city,
          address.postcode,
        ])
      // a full tax document (above 10 000 Kč with VAT) names the buyer's address (docs/decisions/1307-buyer-address.md)
      if (buyerAddressRequired(amount)) {
        const profile = (
          await tx.query<{ street: string | null; city: string | null; postcode: string | null }>(
            'select street, city, postcode from public.profiles where id = $1',
            [claims.sub],
          )
        ).rows[0]
        if (!profile || !buyerAddressComplete(profile)) return 'address' as const
      }
      const inserted = await tx.query<{ id: string }>(
        `insert into public.orders (user_id, kind, credits, tier, term, amount_czk)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          claims.sub,
          item.kind,
          item.kind === 'CREDITS' ? item.credits : null,
          item.kind === 'SUBSCRIPTION' ? item.tier : null,
          item.kind === 'SUBSCRIPTION' ? item.term : null,
          amount,
        ],
      )
      const created = await readOrder(tx, inserted.rows[0]?.id as string)
      if (created && deps.origin)
        await sendOrderPaymentMail(tx, deps.mailer, toOrder(created, deps.operator), claims.sub, deps.origin)
      return created
    },
    claims.sub,
  )
  if (!row) return fail(409, 'too_many_pending_orders', TOO_MANY_PENDING_ORDERS_MESSAGE)
  if (row === 'address') return refused(BUYER_ADDRESS_REQUIRED)
  return ok(toOrder(row, deps.operator), 201)
}

/** GET /api/orders: the requester's own orders, newest first (RLS applies). */
export async function listOrders(deps: OrderDeps, claims: Claims): Promise<Outcome<{ items: Order[] }>> {
  const rows = await asUser(deps.db, claims, (tx) =>
    tx.query<OrderRow>(`select ${COLUMNS} from ${FROM} where o.user_id = $1 order by o.created_at desc`, [
      claims.sub,
    ]),
  )
  return ok({ items: rows.rows.map((r) => toOrder(r, deps.operator)) })
}

export async function getOrder(deps: OrderDeps, claims: Claims, id: string): Promise<Outcome<Order>> {
  const row = await asUser(deps.db, claims, (tx) => readOrder(tx, id, claims.sub))
  return row ? ok(toOrder(row, deps.operator)) : NOT_FOUND
}

/**
 * Cancels a PENDING order; cancelling a cancelled one answers it unchanged. `ownerId` limits it to the owner's
 * orders (a user's request, where a paid order is refused); an admin's passes none. An admin cancelling a PAID credit
 * pack returns its price: the order is cancelled, its credits taken back as far as the balance holds them and a
 * credit note corrects the invoice (refundPaidOrder, docs/decisions/1306-credit-notes.md). An admin's act is audited.
 */
export async function cancelOrder(
  deps: OrderDeps & { origin?: string },
  actor: Claims,
  id: string,
  ownerId: string | null,
): Promise<Outcome<Order>> {
  return asService(
    deps.db,
    async (tx) => {
      const current = await tx.query<{ status: Order['status']; user_id: string }>(
        'select status, user_id from public.orders where id = $1 for update',
        [id],
      )
      const order = current.rows[0]
      if (!order || (ownerId !== null && order.user_id !== ownerId)) return NOT_FOUND
      const step = orderCancelStep(order.status, ownerId === null ? 'admin' : 'buyer')
      if (step.kind === 'refused') return refused(step.refusal)
      if (step.kind === 'refund') {
        const refunded = await refundPaidOrder(tx, deps, (await readOrder(tx, id)) as OrderRow, actor.sub)
        if (!refunded.ok) return refunded
      } else if (step.kind === 'cancel') {
        await tx.query(`update public.orders set status = 'CANCELLED', cancelled_at = now() where id = $1`, [
          id,
        ])
        if (ownerId === null)
          await writeAudit(
            tx,
            actor.sub,
            { targetId: order.user_id, subject: `order:${id}` },
            'ORDER_CANCELLED',
            { orderStatus: 'PENDING' },
            { orderStatus: 'CANCELLED' },
          )
      }
      return ok(toOrder((await readOrder(tx, id)) as OrderRow, deps.operator))
    },
    actor.sub,
  )
}

/**
 * Returns a paid credit pack's price (docs/decisions/1306-credit-notes.md), inside the caller's transaction that
 * locked the order: cancels it, takes back its credits as far as the balance holds them, issues the credit note in
 * its own gap-free series, tells the buyer and audits it. A paid subscription is refused.
 */
async function refundPaidOrder(
  tx: Queryable,
  deps: OrderDeps & { origin?: string },
  order: OrderRow,
  adminId: string,
): Promise<Outcome<{ creditNote: string }>> {
  // the buyer's credits are counted under the lock their other spending takes (the profile row)
  await tx.query('select id from public.profiles where id = $1 for update', [order.user_id])
  const balance = Number(
    (
      await tx.query<{ b: string | number }>(
        'select coalesce(sum(amount), 0) as b from public.credit_transactions where user_id = $1',
        [order.user_id],
      )
    ).rows[0]?.b ?? 0,
  )
  const plan = paidOrderRefund({ kind: order.kind, credits: order.credits }, balance)
  if (!plan.ok) return refused(plan.refusal)
  const today = pragueDate((deps.now ?? (() => new Date()))())
  const number = await issueCreditNote(tx, order.id, today, adminId)
  if (!number) return fail(409, 'order_not_invoiced', 'Objednávka nemá fakturu, kterou by šlo opravit.')
  await tx.query(`update public.orders set status = 'CANCELLED', cancelled_at = now() where id = $1`, [
    order.id,
  ])
  // the ledger row names no creator: the guard of admin adjustments is about grants, and the audit names the admin
  if (plan.takeBack > 0)
    await tx.query(
      `insert into public.credit_transactions (user_id, amount, reason, order_id, note)
       values ($1, $2, 'ADMIN_ADJUSTMENT', $3, $4)`,
      [order.user_id, -plan.takeBack, order.id, refundLedgerNote(order.variable_symbol, number)],
    )
  await writeAudit(
    tx,
    adminId,
    { targetId: order.user_id, subject: `order:${order.id}` },
    'ORDER_REFUNDED',
    { orderStatus: 'PAID', creditNote: null, creditsTakenBack: 0 },
    { orderStatus: 'CANCELLED', creditNote: number, creditsTakenBack: plan.takeBack },
  )
  const description = orderDescription(itemOf(order))
  if (deps.origin)
    await notifyUser(
      tx,
      deps.mailer,
      order.user_id,
      {
        kind: 'PAYMENT_RECEIVED',
        title: 'Objednávka zrušena a platba vrácena',
        body: `Objednávku „${description}“ (variabilní symbol ${order.variable_symbol}) jsme zrušili a vracíme Vám za ni ${order.amount_czk} Kč.${plan.takeBack > 0 ? ` Z Vašeho účtu jsme odebrali ${plan.takeBack} kreditů, které objednávka připsala.` : ''}\n\nOpravný doklad ${number} k faktuře ${order.invoice_number} si můžete stáhnout u objednávky.`,
        link: `/portal/credits/orders/${order.id}`,
        linkLabel: 'Zobrazit objednávku a opravný doklad',
      },
      deps.origin,
    )
  return ok({ creditNote: number })
}

interface ProfileRow {
  email: string
  first_name: string | null
  last_name: string | null
  company_name: string | null
  ico: string | null
  dic: string | null
  street: string | null
  city: string | null
  postcode: string | null
}

async function issueInvoice(
  tx: Queryable,
  operator: OperatorConfig,
  order: OrderRow,
  today: IsoDate,
): Promise<string> {
  const year = Number(today.slice(0, 4))
  // the year's next number and the buyer's details in one round trip (docs/decisions/1690-statement-payments-batched.md)
  const { last_number: sequence, ...profile } = (
    await tx.query<ProfileRow & { last_number: number }>(
      `with counter as (
         insert into public.invoice_counters (year, last_number) values ($1, 1)
         on conflict (year) do update set last_number = public.invoice_counters.last_number + 1
         returning last_number)
       select counter.last_number, p.email, p.first_name, p.last_name, p.company_name, p.ico, p.dic, p.street, p.city,
         p.postcode
       from counter, public.profiles p where p.id = $2`,
      [year, order.user_id],
    )
  ).rows[0] as ProfileRow & { last_number: number }
  const number = invoiceNumber(year, sequence)
  const person = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  // the postcode as Czech post writes it, "100 00", however it was typed (issue 29, item 4)
  const place = [profile.postcode && formatPsc(profile.postcode), profile.city].filter(Boolean).join(' ')
  const address = [profile.street, place].filter(Boolean).join(', ')
  const totals = invoiceTotals(order.amount_czk, {
    vatPayer: operator.vatPayer,
    ratePercent: operator.vatRatePercent,
  })
  const doc: Omit<
    InvoiceDocument,
    'totals' | 'number' | 'issuedOn' | 'taxableSupplyOn' | 'variableSymbol' | 'description'
  > = {
    supplier: {
      name: operator.name,
      address: operator.address,
      ico: operator.ico,
      dic: operator.vatPayer ? operator.dic : null,
      accountNumber: operator.accountNumber,
      iban: operator.iban,
    },
    customer: {
      name: profile.company_name || person || profile.email,
      address: address || null,
      ico: profile.company_name ? profile.ico : null,
      dic: profile.company_name ? profile.dic : null,
      email: profile.email,
    },
  }
  await tx.query(
    `insert into public.invoices (order_id, user_id, year, sequence, number, issued_on, taxable_supply_on, description,
       variable_symbol, base_halere, vat_halere, total_halere, vat_rate_percent, supplier, customer)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      order.id,
      order.user_id,
      year,
      sequence,
      number,
      today,
      orderDescription(itemOf(order)),
      order.variable_symbol,
      totals.baseHalere,
      totals.vatHalere,
      totals.totalHalere,
      totals.ratePercent,
      JSON.stringify(doc.supplier),
      JSON.stringify(doc.customer),
    ],
  )
  return number
}

export type PayResult = { paid: true; order: OrderRow } | { paid: false; order: OrderRow }

/**
 * Marks an order paid and grants what it bought, inside the caller's service-role transaction, when the domain's
 * orderPayStep says so (the mock's `pay` asks the same). A second call for the same order (a double click, two
 * admins, a statement imported twice) finds it PAID and grants nothing; the row lock makes a concurrent second call
 * wait for the first and then find it PAID.
 */
export async function payOrder(
  tx: Queryable,
  deps: OrderDeps & { origin: string },
  orderId: string,
  paidBy: string | null,
  via: OrderPayment = 'mark',
): Promise<Outcome<PayResult>> {
  // the order's lock and whether it may be paid (orderPayStep, docs/decisions/1700-route-files-open-no-transaction.md)
  const current = (
    await tx.query<{ status: Order['status']; variable_symbol: string }>(
      'select status, variable_symbol::text as variable_symbol from public.orders where id = $1 for update',
      [orderId],
    )
  ).rows[0]
  if (!current) return NOT_FOUND
  const step = orderPayStep({ status: current.status, variableSymbol: current.variable_symbol }, via)
  if (step.kind === 'refused') return refused(step.refusal)
  if (step.kind === 'unchanged') return ok({ paid: false, order: (await readOrder(tx, orderId)) as OrderRow })
  // a PENDING order has neither an invoice nor a credit note, so the updated row is the whole order
  // (docs/decisions/1690-statement-payments-batched.md)
  const order = (
    await tx.query<OrderRow>(
      `update public.orders set status = 'PAID', paid_at = now(), paid_by = $2 where id = $1
       returning id, user_id, kind, credits, tier, term, amount_czk, variable_symbol::text as variable_symbol, status,
         created_at, paid_at, null::text as invoice_number, null::text as credit_note_number`,
      [orderId, paidBy],
    )
  ).rows[0] as OrderRow
  const item = itemOf(order)
  const today = pragueDate((deps.now ?? (() => new Date()))())
  const description = orderDescription(item)
  // The invoice's number first: every payment takes the order's lock, then the year's counter, then the rest, so a
  // statement paying many orders in one transaction and a single payment never wait for each other in a cycle
  // (docs/decisions/1690-statement-payments-batched.md).
  const number = await issueInvoice(tx, deps.operator, order, today)
  let detail: string
  if (item.kind === 'CREDITS') {
    await tx.query(
      `insert into public.credit_transactions (user_id, amount, reason, order_id, note, created_by)
       values ($1, $2, 'PURCHASE', $3, $4, $5)`,
      [order.user_id, item.credits, order.id, description, paidBy],
    )
    detail = `Na Váš účet jsme připsali ${item.credits} kreditů.`
  } else {
    // Paying the same tier early extends it (docs/decisions/0964-early-renewal.md); the lock keeps two payments of
    // one user from both reading the same last term.
    const { rows: earlier } = await tx.query<{ tier: TierId; term: SubscriptionTerm; startsAt: string }>(
      `select tier, term, to_char(starts_at, 'YYYY-MM-DD') as "startsAt" from public.credit_subscriptions
       where user_id = $1 order by starts_at, created_at for update`,
      [order.user_id],
    )
    const startsAt = subscriptionStart(earlier, item, today)
    const endsOn = addTerm(startsAt, item.term)
    const sub = await tx.query<{ id: string }>(
      `insert into public.credit_subscriptions (user_id, tier, term, starts_at, ends_on, order_id)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [order.user_id, item.tier, item.term, startsAt, endsOn, order.id],
    )
    const subscriptionId = sub.rows[0]?.id as string
    const credits = tierById(item.tier).monthlyCredits ?? 0
    for (const due of subscriptionGrantDates({ startsAt, term: item.term })) {
      const grant = await tx.query<{ id: string; user_id: string; credits: number }>(
        `insert into public.subscription_grants (subscription_id, user_id, due_on, credits)
         values ($1, $2, $3, $4) returning id, user_id, credits`,
        [subscriptionId, order.user_id, due, credits],
      )
      if (due <= today) await grantOne(tx, grant.rows[0] as { id: string; user_id: string; credits: number })
    }
    const label = tierById(item.tier).label
    detail =
      startsAt > today
        ? `Předplatné ${label} jsme prodloužili: nové období začíná ${formatDate(startsAt)} a trvá do ${formatDate(endsOn)}; ${credits} kreditů připíšeme v jeho první den a další každý měsíc.`
        : `Předplatné ${label} je aktivní do ${formatDate(endsOn)}; ${credits} kreditů jsme připsali hned a další přijdou každý měsíc.`
  }
  await notifyUser(
    tx,
    deps.mailer,
    order.user_id,
    {
      kind: 'PAYMENT_RECEIVED',
      title: PAYMENT_RECEIVED_TITLE,
      body: `Děkujeme, platbu za „${description}“ (variabilní symbol ${order.variable_symbol}) jsme přijali.\n\n${detail}\n\nFakturu ${number} si můžete stáhnout u objednávky.`,
      link: `/portal/credits/orders/${order.id}`,
      linkLabel: 'Zobrazit objednávku a fakturu',
    },
    deps.origin,
  )
  return ok({ paid: true, order: { ...order, invoice_number: number } })
}

/** POST /api/admin/orders/:id/paid. */
export async function adminMarkPaid(
  deps: OrderDeps & { origin: string },
  admin: Claims,
  id: string,
): Promise<Outcome<Order>> {
  const result = await asService(
    deps.db,
    async (tx) => {
      const paid = await payOrder(tx, deps, id, admin.sub)
      // only the click that paid is audited: a repeat answers the same order and changes nothing
      if (paid.ok && paid.value.paid)
        await writeAudit(
          tx,
          admin.sub,
          { targetId: paid.value.order.user_id, subject: `order:${id}` },
          'ORDER_PAID',
          { orderStatus: 'PENDING' },
          { orderStatus: 'PAID' },
        )
      return paid
    },
    admin.sub,
  )
  return result.ok ? ok(toOrder(result.value.order, deps.operator)) : result
}

export interface AdminRow extends OrderRow {
  email: string
  first_name: string | null
  last_name: string | null
}

export const toAdminOrder = (row: AdminRow, operator: OperatorConfig): AdminOrder => ({
  ...toOrder(row, operator),
  user: {
    id: row.user_id,
    email: row.email,
    name: fullName({ firstName: row.first_name, lastName: row.last_name }),
  },
})

export interface AdminOrderFilter {
  page: number
  pageSize: number
  statuses: Order['status'][]
  kinds: Order['kind'][]
  q?: string
  from?: string
  to?: string
}

/** GET /api/admin/orders: read as the admin (RLS lets admins see every order). */
export async function adminListOrders(deps: OrderDeps, admin: Claims, filter: AdminOrderFilter) {
  const where: string[] = []
  const params: unknown[] = []
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (filter.statuses.length) add((n) => `o.status = any(${n}::text[])`, filter.statuses)
  if (filter.kinds.length) add((n) => `o.kind = any(${n}::text[])`, filter.kinds)
  if (filter.from)
    add((n) => `o.created_at >= (${n}::date::timestamp at time zone 'Europe/Prague')`, filter.from)
  if (filter.to)
    add((n) => `o.created_at < ((${n}::date + 1)::timestamp at time zone 'Europe/Prague')`, filter.to)
  const q = filter.q?.trim()
  if (q) {
    if (/^\d{1,10}$/.test(q)) add((n) => `o.variable_symbol::text = ${n}`, q.replace(/^0+/, ''))
    else
      add(
        (n) =>
          `(p.email ilike ${n} or (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike ${n})`,
        `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      )
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : ''
  const from = `${FROM} join public.profiles p on p.id = o.user_id`
  return asUser(deps.db, admin, async (tx) => {
    const total = await tx.query<{ n: number }>(`select count(*)::int as n from ${from} ${whereSql}`, params)
    const rows = await tx.query<AdminRow>(
      `select ${COLUMNS}, p.email, p.first_name, p.last_name from ${from} ${whereSql}
       order by o.created_at desc, o.id limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    )
    return ok({
      items: rows.rows.map((r) => toAdminOrder(r, deps.operator)),
      page: filter.page,
      pageSize: filter.pageSize,
      total: total.rows[0]?.n ?? 0,
    })
  })
}

const MAX_STATEMENT_BYTES = 512 * 1024

/**
 * POST /api/admin/orders/statement: only a statement of the operator's own account (OPERATOR_ACCOUNT) is imported.
 * Each incoming CZK payment is recorded once (its fingerprint is the movement's full identity, movementKeys) and, when it
 * matches a PENDING order by variable symbol and amount, pays it (all the statement's payments in one transaction,
 * docs/decisions/1690-statement-payments-batched.md). Everything else is listed for a person to decide.
 */
export async function importStatement(
  deps: OrderDeps & { origin: string },
  admin: Claims,
  form: FormData,
): Promise<Outcome<StatementImportResult>> {
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0) return refused(NO_STATEMENT_FILE)
  if (file.size > MAX_STATEMENT_BYTES)
    return fail(413, 'statement_too_large', 'Výpis je větší než 512 kB. Stáhněte prosím kratší období.')
  const parsed = parseBankStatement(decodeStatement(new Uint8Array(await file.arrayBuffer())))
  if (!parsed.ok) return fail(400, 'statement_unreadable', parsed.message)
  // only money that reached the operator's own account pays an order: another account's statement pays nothing
  const foreign = statementAccountRefusal(parsed.accounts, deps.operator.accountNumber, parsed.format)
  if (foreign) return fail(400, 'statement_wrong_account', foreign)

  // every movement keyed by its full identity, so a zero or reused document number drops no payment
  // (docs/decisions/1301-movement-identity.md)
  const incoming = incomingMovements(parsed.payments)
  const result = statementImportStart(parsed, incoming)
  // Most lines of a long statement are imported before or name no order: one transaction reads what was imported
  // and which symbols name an order, and records every line naming none at once
  // (docs/decisions/1309-statement-import-speed.md).
  const quick = await asService(deps.db, (tx) => recordUnmatched(tx, admin.sub, incoming), admin.sub).catch(
    dataException,
  )
  // The lines naming an order then go in a second transaction together, each order paid as by a click; when that
  // fails on a value or a refusal, every line takes its own transaction as before, which names the bad one
  // (docs/decisions/1690-statement-payments-batched.md).
  const naming = quick ? incoming.filter(({ key }) => !quick.done.has(key) && !quick.recorded.has(key)) : []
  const batched =
    naming.length > 0
      ? await asService(deps.db, (tx) => importPayments(tx, deps, admin.sub, naming), admin.sub).catch(
          batchFailed,
        )
      : null
  for (const line of incoming) {
    const { payment, key } = line
    if (quick?.done.has(key)) {
      countMovement(result, payment, { kind: 'DUPLICATE' })
      continue
    }
    if (quick?.recorded.has(key)) {
      countMovement(result, payment, { kind: 'UNMATCHED', orderId: null })
      continue
    }
    let outcome: Outcome<ImportOutcome>
    try {
      outcome =
        batched?.get(line) ??
        (await asService(deps.db, (tx) => importPayment(tx, deps, admin.sub, key, payment), admin.sub))
    } catch (error) {
      // A value the parser let through and the database cannot hold (SQLSTATE class 22, data exception) is the
      // file's fault: a Czech 400, never a 500. The movements before it are committed and stay; importing the fixed
      // file again skips them by their fingerprints (docs/decisions/1232-statement-edges.md).
      if (!String((error as { code?: unknown } | null)?.code ?? '').startsWith('22')) throw error
      return fail(
        400,
        'statement_unreadable',
        `Pohyb ${payment.bankRef} z ${payment.date} nelze uložit: výpis obsahuje hodnotu, kterou nelze zpracovat. Pohyby před ním byly zpracovány; opravte prosím soubor a nahrajte ho znovu (zpracované pohyby se nezopakují).`,
      )
    }
    if (!outcome.ok) return outcome
    const value = outcome.value
    countMovement(
      result,
      payment,
      value.kind === 'MATCHED' ? { ...value, variableSymbol: payment.variableSymbol ?? '' } : value,
    )
  }
  return ok(result)
}

/** A data exception (SQLSTATE class 22) of the batch: answer null, so every line takes its own way and the bad one is named. */
function dataException(error: unknown): null {
  if (!String((error as { code?: unknown } | null)?.code ?? '').startsWith('22')) throw error
  return null
}

/** Thrown inside the batch of paying lines when a payment is refused, so the batch rolls back as a whole. */
class PaymentRefused extends Error {}

/** The batch of paying lines failed on a value or a refusal: answer null, so every line takes its own way. */
function batchFailed(error: unknown): null {
  if (error instanceof PaymentRefused) return null
  return dataException(error)
}

/**
 * The lines naming an order, in the caller's one transaction: every order any of them names is locked first, in the
 * order of the ids (two imports at once lock in the same order and never wait for each other in a cycle), then each
 * line is matched, recorded and, when it matches, pays its order exactly as one line alone would. The answer is each
 * line's outcome by the line; a refused payment throws PaymentRefused (the caller retries line by line).
 */
async function importPayments<Line extends { payment: BankPayment; key: string }>(
  tx: Queryable,
  deps: OrderDeps & { origin: string },
  adminId: string,
  lines: readonly Line[],
): Promise<Map<Line, Outcome<ImportOutcome>>> {
  const symbols = [
    ...new Set(lines.map((m) => symbolKey(m.payment.variableSymbol)).filter((v): v is string => v !== null)),
  ]
  const orders = new Map(
    (
      await tx.query<LockedOrder>(
        `select id, amount_czk, status, variable_symbol::text as variable_symbol from public.orders
         where variable_symbol = any($1::bigint[]) order by id for update`,
        [symbols],
      )
    ).rows.map((order) => [order.variable_symbol, order]),
  )
  const outcomes = new Map<Line, Outcome<ImportOutcome>>()
  for (const line of lines) {
    const { payment, key } = line
    const symbol = symbolKey(payment.variableSymbol)
    const order = symbol === null ? undefined : orders.get(symbol)
    const outcome = await recordPayment(tx, deps, adminId, key, payment, order)
    if (!outcome.ok) throw new PaymentRefused()
    // a second line paying the same order finds it paid, as it would in a transaction of its own
    if (order && outcome.value.kind === 'MATCHED') order.status = 'PAID'
    outcomes.set(line, outcome)
  }
  return outcomes
}

const symbolKey = (vs: string | null) => (vs && /^\d{1,18}$/.test(vs) ? BigInt(vs).toString() : null)

/**
 * In one transaction: the keys of the lines imported before (`done`), and the lines whose variable symbol names no
 * order recorded as UNMATCHED in one statement (`recorded`, the keys inserted now; a key another import inserted
 * meanwhile is neither and takes the single-line way, which finds it).
 */
async function recordUnmatched(
  tx: Queryable,
  adminId: string,
  incoming: ReadonlyArray<{ payment: BankPayment; key: string }>,
): Promise<{ done: Set<string>; recorded: Set<string> }> {
  const keys = incoming.map((m) => m.key)
  const done = new Set(
    (
      await tx.query<{ fingerprint: string }>(
        'select fingerprint from public.bank_payments where fingerprint = any($1::text[])',
        [keys],
      )
    ).rows.map((r) => r.fingerprint),
  )
  const symbols = [
    ...new Set(
      incoming.map((m) => symbolKey(m.payment.variableSymbol)).filter((v): v is string => v !== null),
    ),
  ]
  const named = new Set(
    (
      await tx.query<{ vs: string }>(
        'select variable_symbol::text as vs from public.orders where variable_symbol = any($1::bigint[])',
        [symbols],
      )
    ).rows.map((r) => r.vs),
  )
  const lines = incoming.filter((m) => {
    if (done.has(m.key)) return false
    const vs = symbolKey(m.payment.variableSymbol)
    return vs === null || !named.has(vs)
  })
  if (lines.length === 0) return { done, recorded: new Set() }
  const column = <T>(pick: (m: { payment: BankPayment; key: string }) => T) => lines.map(pick)
  const inserted = await tx.query<{ fingerprint: string }>(
    `insert into public.bank_payments (fingerprint, account, bank_ref, booked_on, amount_halere, currency,
       variable_symbol, counter_account, counter_name, outcome, order_id, imported_by)
     select f, a, r, d, amt, cur, vs, ca, cn, 'UNMATCHED', null, $10::uuid
     from unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::text[], $8::text[],
       $9::text[]) as t(f, a, r, d, amt, cur, vs, ca, cn)
     on conflict (fingerprint) do nothing returning fingerprint`,
    [
      column((m) => m.key),
      column((m) => m.payment.account),
      column((m) => m.payment.bankRef),
      column((m) => m.payment.date),
      column((m) => m.payment.amountHalere),
      column((m) => m.payment.currency),
      column((m) => m.payment.variableSymbol),
      column((m) => m.payment.counterAccount),
      column((m) => m.payment.counterName),
      adminId,
    ],
  )
  return { done, recorded: new Set(inserted.rows.map((r) => r.fingerprint)) }
}

type ImportOutcome =
  | { kind: 'DUPLICATE' }
  | { kind: 'MATCHED'; orderId: string }
  | { kind: 'UNMATCHED' | 'AMOUNT_MISMATCH' | 'NOT_PENDING'; orderId: string | null }

interface LockedOrder {
  id: string
  amount_czk: number
  status: Order['status']
  variable_symbol: string
}

/** One line naming an order in a transaction of its own: the order's row lock, then the line. */
async function importPayment(
  tx: Queryable,
  deps: OrderDeps & { origin: string },
  adminId: string,
  key: string,
  payment: BankPayment,
): Promise<Outcome<ImportOutcome>> {
  const vs = payment.variableSymbol
  const order = vs
    ? (
        await tx.query<LockedOrder>(
          `select id, amount_czk, status, variable_symbol::text as variable_symbol from public.orders
           where variable_symbol = $1::bigint for update`,
          [vs],
        )
      ).rows[0]
    : undefined
  return recordPayment(tx, deps, adminId, key, payment, order)
}

/** A line matched against its order (locked by the caller), recorded, and the order paid when it matches. */
async function recordPayment(
  tx: Queryable,
  deps: OrderDeps & { origin: string },
  adminId: string,
  key: string,
  payment: BankPayment,
  order: LockedOrder | undefined,
): Promise<Outcome<ImportOutcome>> {
  const vs = payment.variableSymbol
  const match = matchPayment(
    payment,
    order && {
      id: order.id,
      variableSymbol: order.variable_symbol,
      amountCzk: order.amount_czk,
      status: order.status,
    },
  )
  if (match.kind === 'IGNORED') return ok({ kind: 'DUPLICATE' })
  const recorded = await tx.query(
    `insert into public.bank_payments (fingerprint, account, bank_ref, booked_on, amount_halere, currency,
       variable_symbol, counter_account, counter_name, outcome, order_id, imported_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (fingerprint) do nothing returning id`,
    [
      key,
      payment.account,
      payment.bankRef,
      payment.date,
      payment.amountHalere,
      payment.currency,
      vs,
      payment.counterAccount,
      payment.counterName,
      match.kind,
      match.kind === 'UNMATCHED' ? null : match.orderId,
      adminId,
    ],
  )
  if (recorded.rows.length === 0) return ok({ kind: 'DUPLICATE' })
  if (match.kind === 'MATCHED') {
    const paid = await payOrder(tx, deps, match.orderId, adminId)
    if (!paid.ok) return paid
    return ok({ kind: 'MATCHED', orderId: match.orderId })
  }
  return ok({ kind: match.kind, orderId: match.kind === 'UNMATCHED' ? null : match.orderId })
}

interface InvoiceRow {
  number: string
  issued_on: string
  taxable_supply_on: string
  description: string
  variable_symbol: string
  base_halere: string | number
  vat_halere: string | number
  total_halere: string | number
  vat_rate_percent: string | number | null
  supplier: InvoiceDocument['supplier'] | string
  customer: InvoiceDocument['customer'] | string
}

/** The stored invoice of an order, read as the requester: the owner's own or, for an admin, any. */
export async function readInvoice(
  db: Database,
  claims: Claims,
  orderId: string,
): Promise<(InvoiceDocument & { id: string }) | null> {
  const row = await asUser(db, claims, async (tx) => {
    const rows = await tx.query<InvoiceRow & { id: string }>(
      `select id, number, to_char(issued_on, 'YYYY-MM-DD') as issued_on,
         to_char(taxable_supply_on, 'YYYY-MM-DD') as taxable_supply_on, description, variable_symbol,
         base_halere, vat_halere, total_halere, vat_rate_percent, supplier, customer
       from public.invoices where order_id = $1`,
      [orderId],
    )
    return rows.rows[0]
  })
  if (!row) return null
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)
  const customer = json(row.customer)
  return {
    id: row.id,
    number: row.number,
    issuedOn: row.issued_on,
    taxableSupplyOn: row.taxable_supply_on,
    description: row.description,
    variableSymbol: row.variable_symbol,
    supplier: json(row.supplier),
    // an erased account's invoice keeps no e-mail (docs/decisions/0980-account-deletion-and-retention.md)
    customer: { ...customer, email: customer.email ?? null },
    totals: {
      baseHalere: Number(row.base_halere),
      vatHalere: Number(row.vat_halere),
      totalHalere: Number(row.total_halere),
      ratePercent: row.vat_rate_percent === null ? null : Number(row.vat_rate_percent),
    },
  }
}
