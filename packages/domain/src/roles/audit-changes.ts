import { formatNumber } from '../czech-format/money.ts'
import { formatCredits } from '../czech-format/plural.ts'
import { INBOX_STATE_LABELS, type InboxState } from '../desk/desk.schema.ts'
import { OFFER_STATUS_LABELS, type OfferStatus } from '../offers/offer-catalogue.ts'
import {
  BANK_PAYMENT_RESOLUTION_LABELS,
  BANK_PAYMENT_STATE_LABELS,
  ORDER_STATUS_LABELS,
} from '../payments/orders.schema.ts'
import { VERIFICATION_STATUS_LABELS } from '../profile/profile.schema.ts'
import type { Role } from '../profile/user.schema.ts'
import { ADMIN_AUDIT_FIELD_LABELS, type AdminAuditEntry } from './admin.schema.ts'
import { ROLE_LABELS } from './roles.ts'

/** One changed field of an audit entry, in Czech: "Role", "Uživatel" → "Ověřený uživatel". */
export interface AuditChange {
  field: string
  label: string
  before: string
  after: string
}

const label = <K extends string>(labels: Readonly<Record<K, string>>, value: unknown) =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value as K] : plain(value)

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'ano' : 'ne'
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

const VALUE_FORMATS: Readonly<Record<string, (value: unknown) => string>> = {
  role: (v) => label<Role>(ROLE_LABELS, v),
  verificationStatus: (v) => label(VERIFICATION_STATUS_LABELS, v),
  balance: (v) => (typeof v === 'number' ? formatCredits(v) : plain(v)),
  blocked: (v) => (v === true ? 'zablokován' : v === false ? 'aktivní' : plain(v)),
  state: (v) => label<InboxState>(INBOX_STATE_LABELS, v),
  paymentState: (v) => label(BANK_PAYMENT_STATE_LABELS, v),
  resolution: (v) => label(BANK_PAYMENT_RESOLUTION_LABELS, v),
  // an operator's take-down of an offer (OFFER_PAUSED, OFFER_CLOSED; docs/decisions/1351)
  status: (v) => label<OfferStatus>(OFFER_STATUS_LABELS, v),
  // an admin's acts on an order (ORDER_PAID, ORDER_CANCELLED, ORDER_REFUNDED; docs/decisions/1308)
  orderStatus: (v) => label(ORDER_STATUS_LABELS, v),
  creditsTakenBack: (v) => (typeof v === 'number' ? formatCredits(v) : plain(v)),
}

/**
 * What an admin action changed, readable: each field present before or after whose value differs, with its Czech
 * label and Czech values (codes become their labels, credits "25 kreditů", blocking "zablokován"/"aktivní"); a field
 * no label knows keeps its name and its plain value. Unchanged fields are left out.
 */
export function auditChanges(entry: Pick<AdminAuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])]
  return fields.flatMap((field) => {
    const format = VALUE_FORMATS[field] ?? plain
    const before = format(entry.before[field])
    const after = format(entry.after[field])
    if (before === after) return []
    return [{ field, label: ADMIN_AUDIT_FIELD_LABELS[field] ?? field, before, after }]
  })
}
