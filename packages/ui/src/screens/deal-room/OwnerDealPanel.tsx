import {
  ACCESS_REQUEST_STATUS_LABELS,
  type DealTerms,
  formatDateTime,
  type OwnerAccessItem,
} from '@rg/domain'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'

export interface OwnerDealPanelProps {
  status: 'loading' | 'error' | 'ready'
  terms: DealTerms
  items: readonly OwnerAccessItem[]
  onTermsChange: (terms: DealTerms) => void
  onDecide: (requestId: string, decision: 'APPROVE' | 'REFUSE') => void
  ndaHref: (acceptanceId: string) => string
  busy?: boolean
  error?: string | null
  onRetry: () => void
}

/** The owner's side on the offer's page: require an NDA and/or approval, and decide each investor's request. */
export function OwnerDealPanel({
  status,
  terms,
  items,
  onTermsChange,
  onDecide,
  ndaHref,
  busy,
  error,
  onRetry,
}: OwnerDealPanelProps) {
  return (
    <section className={kit.stack} aria-labelledby="owner-deal-heading">
      <h2 id="owner-deal-heading" className={kit.heading2}>
        Dohoda o mlčenlivosti a schvalování investorů
      </h2>
      {status === 'loading' ? (
        <LoadingBlock label="Načítání žádostí..." />
      ) : status === 'error' ? (
        <ErrorBlock title="Žádosti se nepodařilo načíst." onRetry={onRetry} />
      ) : (
        <>
          <div className={kit.stackTight}>
            <Checkbox
              label="Vyžadovat dohodu o mlčenlivosti před odemčením"
              checked={terms.requiresNda}
              disabled={busy}
              onCheckedChange={(requiresNda) => onTermsChange({ ...terms, requiresNda })}
            />
            <Checkbox
              label="Schvalovat každého investora"
              description="Kredity investora se při žádosti rezervují a strhnou až po vašem schválení."
              checked={terms.requiresApproval}
              disabled={busy}
              onCheckedChange={(requiresApproval) => onTermsChange({ ...terms, requiresApproval })}
            />
          </div>
          {items.length === 0 ? (
            <p className={kit.muted}>Zatím nikdo nepřijal dohodu ani nepožádal o přístup.</p>
          ) : (
            <ul className={kit.plainList} aria-label="Žádosti investorů">
              {items.map((item) => (
                <li
                  key={item.requestId ?? item.ndaAcceptance?.id ?? item.createdAt}
                  className={kit.stackTight}
                >
                  <strong>
                    {item.investor.label}
                    {item.investor.email ? ` · ${item.investor.email}` : ''}
                  </strong>
                  <span className={kit.small}>
                    {item.status ? (
                      <Badge tone={item.status === 'PENDING' ? 'warning' : 'neutral'}>
                        {ACCESS_REQUEST_STATUS_LABELS[item.status]}
                      </Badge>
                    ) : null}{' '}
                    {formatDateTime(item.createdAt)}
                    {item.status === 'PENDING' && item.expiresAt
                      ? ` · rozhodněte do ${formatDateTime(item.expiresAt)}`
                      : ''}
                  </span>
                  {item.ndaAcceptance ? (
                    <Link href={ndaHref(item.ndaAcceptance.id)} download>
                      {`Přijatá dohoda (${item.ndaAcceptance.source === 'OWNER' ? 'váš text, ' : ''}verze ${item.ndaAcceptance.version}), PDF`}
                    </Link>
                  ) : null}
                  {item.status === 'PENDING' && item.requestId ? (
                    <div className={kit.row}>
                      <Button
                        size="sm"
                        loading={busy}
                        onClick={() => item.requestId && onDecide(item.requestId, 'APPROVE')}
                      >
                        Schválit
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => item.requestId && onDecide(item.requestId, 'REFUSE')}
                      >
                        Zamítnout
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {error ? (
            <Alert tone="danger" role="alert">
              {error}
            </Alert>
          ) : null}
        </>
      )}
    </section>
  )
}
