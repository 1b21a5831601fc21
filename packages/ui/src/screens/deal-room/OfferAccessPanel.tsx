import {
  ACCESS_REQUEST_STATUS_LABELS,
  formatDateTime,
  type NdaSource,
  type OfferAccess,
  UNLOCK_PRICE,
} from '@rg/domain'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from '../kit/kit.css.ts'
import * as css from './messages-and-access.css.ts'

export interface OfferAccessPanelProps {
  access: OfferAccess
  /** The PDF of an NDA acceptance. */
  ndaHref: (acceptanceId: string) => string
  /** The text read: its version and whose it is (the owner's own or the platform's). */
  onAcceptNda: (nda: { version: number; source: NdaSource }) => void
  onRequestAccess: () => void
  busy?: boolean
  /** The last action's refusal, in Czech. */
  error?: string | null
}

/**
 * The investor's side of an offer whose owner asks for an NDA and/or approval: read and accept the agreement, then
 * ask for access (the credits are reserved until the owner decides, 7 days at most). Nothing for a plain offer.
 */
export function OfferAccessPanel({
  access,
  ndaHref,
  onAcceptNda,
  onRequestAccess,
  busy,
  error,
}: OfferAccessPanelProps) {
  if (!access.requiresNda && !access.requiresApproval) return null
  const needsNda = access.requiresNda && !access.ndaAcceptance
  const request = access.request
  return (
    <section className={kit.stack} aria-labelledby="deal-access-heading">
      <h2 id="deal-access-heading" className={kit.heading2}>
        Přístup k neveřejné části
      </h2>
      <p className={kit.muted}>
        {access.requiresNda && access.requiresApproval
          ? 'Vlastník žádá přijetí dohody o mlčenlivosti a schvaluje každého investora.'
          : access.requiresNda
            ? 'Před odemčením je nutné přijmout dohodu o mlčenlivosti.'
            : 'Vlastník schvaluje každého investora.'}
      </p>
      {access.nda && needsNda && !access.unlocked ? (
        <div className={kit.stack}>
          <h3 className={kit.heading3}>
            {access.nda.title} (verze {access.nda.version})
          </h3>
          <p className={kit.small}>
            {access.nda.source === 'OWNER'
              ? 'Text dohody napsal vlastník nabídky.'
              : 'Vlastník nabídky používá text dohody tržiště.'}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled text must be reachable by keyboard */}
          <section className={css.ndaText} tabIndex={0} aria-label="Text dohody o mlčenlivosti">
            {access.nda.body}
          </section>
          <div className={kit.row}>
            <Button
              onClick={() =>
                access.nda && onAcceptNda({ version: access.nda.version, source: access.nda.source })
              }
              loading={busy}
            >
              Přijímám dohodu o mlčenlivosti
            </Button>
          </div>
        </div>
      ) : null}
      {access.ndaAcceptance ? (
        <p className={kit.small}>
          Dohodu verze {access.ndaAcceptance.version} jste přijali{' '}
          {formatDateTime(access.ndaAcceptance.acceptedAt)}.{' '}
          <Link href={ndaHref(access.ndaAcceptance.id)} download>
            Stáhnout PDF
          </Link>
        </p>
      ) : null}
      {access.requiresApproval && !access.unlocked && !needsNda ? (
        request?.status === 'PENDING' ? (
          <p>
            <Badge tone="warning">{ACCESS_REQUEST_STATUS_LABELS.PENDING}</Badge> Rezervováno {request.amount}{' '}
            kreditů, vlastník má na odpověď do {formatDateTime(request.expiresAt)}.
          </p>
        ) : (
          <div className={kit.stack}>
            {request ? (
              <p>
                <Badge tone="neutral">{ACCESS_REQUEST_STATUS_LABELS[request.status]}</Badge> Rezervované
                kredity se vrátily.
              </p>
            ) : null}
            <div className={kit.row}>
              <Button onClick={onRequestAccess} loading={busy}>
                Požádat o přístup ({UNLOCK_PRICE} kreditů)
              </Button>
            </div>
            <p className={kit.small}>
              Kredity se rezervují; strhnou se až po schválení. Při zamítnutí nebo bez odpovědi do 7 dní se
              vrátí.
            </p>
          </div>
        )
      ) : null}
      {access.unlocked ? <Badge tone="success">Nabídku máte odemčenou</Badge> : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </section>
  )
}
