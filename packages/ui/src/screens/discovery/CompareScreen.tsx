import {
  categoryLabel,
  formatCzk,
  MAX_COMPARE,
  OFFER_KIND_LABELS,
  type OfferDetail,
  type OfferTeaser,
  PAGES,
} from '@rg/domain'
import { Button } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { locationText, StatusBadge } from '../kit/offer-teaser.tsx'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './discovery.css.ts'

export interface CompareScreenProps {
  status: ScreenStatus
  /** The picked offers in the order picked (at most MAX_COMPARE), as GET /api/offers/:id answers this viewer. */
  offers?: readonly OfferDetail[]
  /** Picked ids that are no longer visible (withdrawn, or a wrong link). */
  missingCount?: number
  /** Removes one from the comparison (the app rewrites the URL). */
  onRemove: (id: number) => void
  /** Favourites not yet in the comparison, to add with one click. */
  candidates?: readonly OfferTeaser[]
  onAdd?: (id: number) => void
  onRetry?: () => void
  /** Prints the comparison (window.print by default). */
  onPrint?: () => void
}

function unlockText(offer: OfferDetail): string {
  if (offer.isOwn) return 'Vaše nabídka'
  if (offer.kind === 'SERVICE') return 'Služba je přístupná celá'
  return offer.unlocked ? 'Odemčeno' : 'Zamčeno'
}

/**
 * /portal/compare?ids=…: up to MAX_COMPARE offers side by side (docs/decisions/1551-compare-in-the-url.md): price,
 * kind and category, location, the public fields and the unlock state, with the private part when the viewer sees it.
 * On a phone the columns swipe one by one (scroll snap); printed, they share the page.
 */
export function CompareScreen({
  status,
  offers = [],
  missingCount = 0,
  onRemove,
  candidates = [],
  onAdd,
  onRetry,
  onPrint = () => window.print(),
}: CompareScreenProps) {
  const room = MAX_COMPARE - offers.length
  const addable = candidates.filter((c) => !offers.some((o) => o.id === c.id))
  return (
    <div className={kit.page}>
      <PageHeader
        title="Porovnání nabídek"
        lead={`Až ${MAX_COMPARE} nabídky vedle sebe. Odkaz na tuto stránku si můžete uložit nebo poslat.`}
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }]}
      />
      {status === 'loading' ? <LoadingBlock label="Načítání nabídek k porovnání..." cards={2} /> : null}
      {status === 'error' ? <ErrorBlock title="Nabídky se nepodařilo načíst" onRetry={onRetry} /> : null}
      {status === 'empty' || (status === 'ready' && offers.length === 0) ? (
        <EmptyState
          title="Zatím nic k porovnání"
          description="U nabídek v seznamu nebo v oblíbených zvolte „Porovnat“ a vraťte se sem."
          action={<Link href={PAGES.listings}>Procházet investiční příležitosti</Link>}
        />
      ) : null}
      {status === 'ready' && offers.length > 0 ? (
        <>
          <div className={`${kit.row} ${css.noPrint}`}>
            <Button variant="secondary" onClick={onPrint}>
              Vytisknout
            </Button>
          </div>
          <ul className={css.compareColumns} aria-label="Porovnávané nabídky">
            {offers.map((offer) => (
              <li key={offer.id} className={css.compareColumn}>
                <h2 className={kit.heading3}>
                  <Link href={offerPath('portal', offer.kind, offer.id)}>{offer.pubName}</Link>
                </h2>
                <dl className={css.compareFacts}>
                  <dt className={css.compareTerm}>Cena</dt>
                  <dd className={css.compareValue}>{formatCzk(offer.pubPrice)}</dd>
                  <dt className={css.compareTerm}>Kategorie</dt>
                  <dd className={css.compareValue}>
                    {OFFER_KIND_LABELS[offer.kind]} · {categoryLabel(offer.category)}
                  </dd>
                  <dt className={css.compareTerm}>Lokalita</dt>
                  <dd className={css.compareValue}>{locationText(offer) ?? 'Neuvedeno'}</dd>
                  <dt className={css.compareTerm}>Stav</dt>
                  <dd className={css.compareValue}>
                    <StatusBadge status={offer.status} /> {unlockText(offer)}
                  </dd>
                  <dt className={css.compareTerm}>Podtitul</dt>
                  <dd className={css.compareValue}>{offer.pubNameSecondary ?? '—'}</dd>
                  <dt className={css.compareTerm}>Klíčová slova</dt>
                  <dd className={css.compareValue}>
                    {offer.pubKeywords.length ? offer.pubKeywords.join(', ') : '—'}
                  </dd>
                  <dt className={css.compareTerm}>Veřejný popis</dt>
                  <dd className={css.compareValue}>{offer.pubDescription ?? '—'}</dd>
                  {offer.privDescription !== undefined ? (
                    <>
                      <dt className={css.compareTerm}>Neveřejný popis</dt>
                      <dd className={css.compareValue}>{offer.privDescription ?? '—'}</dd>
                    </>
                  ) : null}
                </dl>
                <Button
                  variant="ghost"
                  size="sm"
                  className={css.noPrint}
                  aria-label={`Odebrat z porovnání: ${offer.pubName}`}
                  onClick={() => onRemove(offer.id)}
                >
                  Odebrat z porovnání
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {status === 'ready' && missingCount > 0 ? (
        <p className={kit.muted}>
          {missingCount === 1
            ? 'Jedna vybraná nabídka už není dostupná.'
            : `Vybrané nabídky, které už nejsou dostupné: ${missingCount}.`}
        </p>
      ) : null}
      {status === 'ready' && room > 0 && addable.length > 0 && onAdd ? (
        <section className={`${kit.stackTight} ${css.noPrint}`} aria-labelledby="compare-add-title">
          <h2 id="compare-add-title" className={kit.heading3}>
            Přidat z oblíbených
          </h2>
          <ul className={kit.plainList}>
            {addable.map((c) => (
              <li key={c.id} className={kit.row}>
                <span>{c.pubName}</span>
                <span className={kit.small}>{formatCzk(c.pubPrice)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Přidat k porovnání: ${c.pubName}`}
                  onClick={() => onAdd(c.id)}
                >
                  Přidat
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
