import { formatDateTime, leadLabel, type OfferLead } from '@rg/domain'
import { Badge, TierBadge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Table } from '../../primitives/Table/Table.tsx'
import * as kit from '../kit/kit.css.ts'

export interface OfferLeadsPanelProps {
  status: 'loading' | 'error' | 'ready'
  leads?: readonly OfferLead[]
  /** More leads exist than the list holds (the newest are shown). */
  truncated?: boolean
  /** "Uložit do kontaktů" of a lead who shares their contact. */
  onSaveContact?: (lead: OfferLead) => void
  /** The lead (by number) being saved now. */
  saving?: number | null
  /** Leads (by number) saved to contacts during this visit. */
  saved?: readonly number[]
  /** "Stáhnout CSV" of the list. */
  onExport?: () => void
  onRetry?: () => void
}

/**
 * Who unlocked the offer and when (docs/product/deal-room.md "Leads"): a lead's name and contact only when the investor
 * shares them, otherwise "Investor č. 7, ověřený"; the verification badge and the tier always. A shared lead can be
 * saved to the contacts; the list can be downloaded as CSV.
 */
export function OfferLeadsPanel({
  status,
  leads = [],
  truncated = false,
  onSaveContact,
  saving = null,
  saved = [],
  onExport,
  onRetry,
}: OfferLeadsPanelProps) {
  return (
    <Card as="section" aria-labelledby="deal-leads-title">
      <div className={kit.stack}>
        <div className={kit.headerRow}>
          <h2 id="deal-leads-title" className={kit.heading2}>
            Zájemci
          </h2>
          {status === 'ready' && leads.length > 0 && onExport ? (
            <Button variant="secondary" size="sm" onClick={onExport}>
              Stáhnout CSV
            </Button>
          ) : null}
        </div>
        <p className={kit.small}>
          Jméno a kontakt vidíte jen u investorů, kteří je s vámi při odemčení sdíleli. Ostatní jsou anonymní.
        </p>
        <Table
          caption="Zájemci, kteří nabídku odemkli"
          narrow="cards"
          status={status}
          errorText={
            <span>
              Zájemce se nepodařilo načíst.{' '}
              {onRetry ? (
                <Button variant="ghost" size="sm" onClick={onRetry}>
                  Zkusit znovu
                </Button>
              ) : null}
            </span>
          }
          emptyText="Nabídku zatím nikdo neodemkl."
          rows={leads}
          rowKey={(l) => String(l.investorNo)}
          columns={[
            {
              key: 'who',
              header: 'Zájemce',
              cell: (l) => (
                <span className={kit.stackTight}>
                  <strong data-testid="lead-name">{leadLabel(l)}</strong>
                  {l.verified ? <Badge tone="success">Ověřený</Badge> : null}
                  {l.refunded ? <Badge tone="neutral">Kredity vráceny</Badge> : null}
                </span>
              ),
            },
            { key: 'at', header: 'Odemčeno', cell: (l) => formatDateTime(l.unlockedAt) },
            { key: 'tier', header: 'Tarif', cell: (l) => <TierBadge tier={l.tier} /> },
            {
              key: 'contact',
              header: 'Kontakt',
              cell: (l) =>
                l.shared ? (
                  <span className={kit.stackTight}>
                    {l.email ? <a href={`mailto:${l.email}`}>{l.email}</a> : null}
                    {l.phone ? <a href={`tel:${l.phone.replace(/\s/g, '')}`}>{l.phone}</a> : null}
                  </span>
                ) : (
                  <span className={kit.small}>Nesdílí kontakt</span>
                ),
            },
            {
              key: 'action',
              header: 'Akce',
              cell: (l) =>
                !l.shared || !onSaveContact ? null : saved.includes(l.investorNo) ? (
                  <span className={kit.small}>Uloženo v kontaktech</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={saving === l.investorNo}
                    disabled={saving !== null}
                    onClick={() => onSaveContact(l)}
                  >
                    Uložit do kontaktů
                  </Button>
                ),
            },
          ]}
        />
        {truncated ? (
          <p className={kit.small}>Zobrazujeme nejnovějších 1 000 zájemců; všechny obsahuje export CSV.</p>
        ) : null}
      </div>
    </Card>
  )
}
