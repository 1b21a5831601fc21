import {
  ADMIN_AUDIT_ACTION_LABELS,
  type AdminUserDetail,
  auditChanges,
  CREDIT_GRANT_LIMIT_MESSAGE,
  CREDIT_REASON_LABELS,
  displayName,
  formatCredits,
  formatCzk,
  formatDateTime,
  formatPhone,
  missingProfileFields,
  OFFER_STATUS_LABELS,
  type OfferStatus,
  ORDER_STATUS_LABELS,
  PAGES,
  PROFILE_FIELD_LABELS,
  ROLE_LABELS,
  type Role,
  VERIFICATION_STATUS_LABELS,
} from '@rg/domain'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'

export interface AdminUserDetailScreenProps {
  status: ScreenStatus
  detail?: AdminUserDetail
  /** The roles the signed-in admin may set here (the domain's rule, decided by the app). */
  assignableRoles?: readonly Role[]
  notice?: { tone: 'success' | 'error'; text: string } | null
  busy?: boolean
  onApprove: () => void
  onReject: (reason: string) => void
  onChangeRole: (role: Role) => void
  /**
   * Why the signed-in admin may not adjust this user's credits at all (their own account), decided by the app with
   * the domain's creditAdjustmentRefusal; the form is replaced by this text.
   */
  creditsRefusal?: string | null
  /** The largest grant the signed-in admin makes alone (ADMIN_CREDIT_GRANT_LIMIT); null or absent: no limit. */
  creditGrantLimit?: number | null
  onAdjustCredits: (amount: number, note: string) => void
  onSetBlocked: (blocked: boolean) => void
  /** The admin's private note about the user (the notepad of kind contact), rendered by the app. */
  notepad?: ReactNode
  onRetry?: () => void
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css.factTerm}>{term}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  )
}

/** /portal/admin/contacts/{id}: one user with the verification decision, role, credits, blocking and audit log. */
export function AdminUserDetailScreen({
  status,
  detail,
  assignableRoles = [],
  notice,
  busy = false,
  onApprove,
  onReject,
  onChangeRole,
  creditsRefusal = null,
  creditGrantLimit = null,
  onAdjustCredits,
  onSetBlocked,
  notepad,
  onRetry,
}: AdminUserDetailScreenProps) {
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [creditError, setCreditError] = useState<string | null>(null)
  const crumbs = [
    { label: 'Administrace', href: PAGES.admin },
    { label: 'Uživatelé', href: PAGES.adminContacts },
  ]
  if (status === 'error')
    return (
      <div className={css.page}>
        <PageHeader title="Uživatel" breadcrumbs={crumbs} />
        <ErrorBlock title="Uživatele se nepodařilo načíst" onRetry={onRetry} />
      </div>
    )
  if (status === 'loading' || !detail)
    return (
      <div className={css.page}>
        <PageHeader title="Uživatel" breadcrumbs={crumbs} />
        <p role="status" className={css.muted}>
          Načítám uživatele…
        </p>
      </div>
    )

  const { profile } = detail
  const name = displayName(profile)
  const missing = missingProfileFields(profile)

  const reject = (event: FormEvent<HTMLFormElement>) => {
    const reason = submitted(event).text('reason')
    if (!reason) {
      setReasonError('Uveďte prosím důvod zamítnutí.')
      return
    }
    setReasonError(null)
    onReject(reason)
  }
  const adjust = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    const n = Number(form.text('amount').replace(/\s/g, ''))
    const note = form.text('note')
    if (!Number.isInteger(n) || n === 0)
      return setCreditError('Zadejte nenulový celý počet kreditů (i záporný).')
    if (!note) return setCreditError('Uveďte důvod úpravy kreditů.')
    if (creditGrantLimit !== null && n > creditGrantLimit) return setCreditError(CREDIT_GRANT_LIMIT_MESSAGE)
    setCreditError(null)
    onAdjustCredits(n, note)
  }

  return (
    <div className={css.page}>
      <PageHeader title={name} breadcrumbs={[...crumbs, { label: name }]} />
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}
      <div className={css.row}>
        <Badge tone="info">{ROLE_LABELS[profile.role]}</Badge>
        <Badge>{VERIFICATION_STATUS_LABELS[profile.verificationStatus]}</Badge>
        {detail.blocked ? <Badge tone="danger">Zablokován</Badge> : null}
      </div>

      <Card>
        <section aria-labelledby="profile-heading" className={css.stack}>
          <h2 id="profile-heading" className={css.heading2}>
            Profil
          </h2>
          <dl className={css.facts}>
            <Fact term="E-mail">{profile.email}</Fact>
            <Fact term="Telefon">{profile.phone ? formatPhone(profile.phone) : '—'}</Fact>
            <Fact term="Firma">{profile.companyName ?? '—'}</Fact>
            <Fact term="IČO">{profile.ico ?? '—'}</Fact>
            <Fact term="Město">{profile.city ?? '—'}</Fact>
            <Fact term="Adresa">{[profile.street, profile.postcode].filter(Boolean).join(', ') || '—'}</Fact>
            <Fact term="Registrace">{formatDateTime(profile.createdAt)}</Fact>
            <Fact term="Kredity">{detail.balance}</Fact>
          </dl>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="verification-heading" className={css.stack}>
          <h2 id="verification-heading" className={css.heading2}>
            Žádost o ověření
          </h2>
          {profile.verificationStatus === 'REQUESTED' ? (
            <>
              <p className={css.muted}>
                Požádáno{' '}
                {detail.verificationRequestedAt ? formatDateTime(detail.verificationRequestedAt) : ''}.
                {missing.length ? ` Chybí: ${missing.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}.` : ''}
              </p>
              <div>
                <Button onClick={onApprove} disabled={busy}>
                  Schválit ověření
                </Button>
              </div>
              <form className={css.stack} onSubmit={reject} noValidate>
                <Textarea label="Důvod zamítnutí" name="reason" error={reasonError ?? undefined} required />
                <div>
                  <Button type="submit" variant="danger" disabled={busy}>
                    Zamítnout ověření
                  </Button>
                </div>
              </form>
            </>
          ) : (
            <p className={css.muted}>
              {VERIFICATION_STATUS_LABELS[profile.verificationStatus]}
              {profile.verificationNote ? ` — důvod: ${profile.verificationNote}` : ''}
            </p>
          )}
        </section>
      </Card>

      <Card>
        <section aria-labelledby="manage-heading" className={css.stack}>
          <h2 id="manage-heading" className={css.heading2}>
            Správa účtu
          </h2>
          {assignableRoles.length ? (
            <Select
              label="Změnit roli"
              value={profile.role}
              options={[
                { value: profile.role, label: ROLE_LABELS[profile.role] },
                ...assignableRoles
                  .filter((r) => r !== profile.role)
                  .map((r) => ({ value: r, label: ROLE_LABELS[r] })),
              ]}
              onValueChange={(v) => v !== profile.role && onChangeRole(v as Role)}
            />
          ) : (
            <p className={css.small}>Roli tohoto uživatele změnit nemůžete.</p>
          )}
          {creditsRefusal ? (
            <p className={css.small}>{creditsRefusal}</p>
          ) : (
            <form className={css.filters} onSubmit={adjust} noValidate aria-label="Upravit kredity">
              <TextField label="Kredity (+ přidat, − odebrat)" name="amount" inputMode="numeric" />
              <TextField label="Důvod úpravy" name="note" />
              <div>
                <Button type="submit" variant="secondary" disabled={busy}>
                  Upravit kredity
                </Button>
              </div>
              {creditError ? (
                <Alert role="alert" tone="danger">
                  {creditError}
                </Alert>
              ) : null}
            </form>
          )}
          <div>
            {detail.blocked ? (
              <Button variant="secondary" onClick={() => onSetBlocked(false)} disabled={busy}>
                Odblokovat
              </Button>
            ) : (
              <Button variant="danger" onClick={() => onSetBlocked(true)} disabled={busy}>
                Zablokovat
              </Button>
            )}
          </div>
        </section>
      </Card>

      {notepad}

      <Card>
        <section aria-labelledby="audit-heading" className={css.stack}>
          <h2 id="audit-heading" className={css.heading2}>
            Historie administrátorských zásahů
          </h2>
          {detail.auditLog.length === 0 ? (
            <p className={css.muted}>Zatím žádné zásahy.</p>
          ) : (
            <ol className={css.timeline}>
              {detail.auditLog.map((e) => (
                <li key={e.id} className={css.timelineItem}>
                  <strong>{ADMIN_AUDIT_ACTION_LABELS[e.action]}</strong>
                  <span className={css.small}>
                    {formatDateTime(e.createdAt)} · {e.actor?.name ?? 'smazaný administrátor'}
                  </span>
                  {auditChanges(e).map((c) => (
                    <span key={c.field}>
                      {c.label}: {c.before} → {c.after}
                    </span>
                  ))}
                  {e.note ? <span>{e.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </Card>

      <Card>
        <section aria-labelledby="ledger-heading" className={css.stack}>
          <h2 id="ledger-heading" className={css.heading2}>
            Pohyby kreditů, objednávky a nabídky
          </h2>
          <ul className={css.plainList}>
            {detail.creditTransactions.map((t) => (
              <li key={t.id}>
                {formatDateTime(t.createdAt)}: {t.amount > 0 ? '+' : ''}
                {formatCredits(t.amount)} ({CREDIT_REASON_LABELS[t.reason]}
                {t.offerTitle ? ` „${t.offerTitle}“` : ''}
                {t.note ? `, ${t.note}` : ''})
              </li>
            ))}
            {detail.orders.map((o) => (
              <li key={o.id}>
                Objednávka VS {o.variableSymbol}: {formatCzk(o.amountCzk)}, {ORDER_STATUS_LABELS[o.status]}
                {o.invoiceNumber ? `, faktura ${o.invoiceNumber}` : ''}
              </li>
            ))}
            {detail.offers.map((o) => (
              <li key={o.id}>
                Nabídka „{o.pubName}“ ({OFFER_STATUS_LABELS[o.status as OfferStatus] ?? o.status})
              </li>
            ))}
          </ul>
        </section>
      </Card>
    </div>
  )
}
