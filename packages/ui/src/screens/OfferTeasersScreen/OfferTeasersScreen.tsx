import type { ReactNode } from 'react'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'

export interface OfferTeasersScreenProps {
  kind: 'LISTING' | 'SERVICE'
  status?: 'loading' | 'empty' | 'ready'
  children?: ReactNode
}

/** Public teasers (/offerings, /services) with a call to register; the teaser list comes in a later issue. */
export function OfferTeasersScreen({ kind, status = 'empty', children }: OfferTeasersScreenProps) {
  const listing = kind === 'LISTING'
  return (
    <div className={css.page}>
      <PageHeader
        title={listing ? 'Investiční příležitosti' : 'Služby pro investory'}
        lead={
          listing
            ? 'Nemovitosti, developerské projekty, pohledávky a podíly ve firmách mimo veřejný trh.'
            : 'Právní služby, znalecké posudky, financování, daně a správa nemovitostí.'
        }
      />
      {status === 'ready' ? (
        children
      ) : (
        <section className={css.empty}>
          <h2 className={css.subheading}>{status === 'loading' ? 'Načítání...' : 'Nabídky připravujeme'}</h2>
          <p className={css.muted}>
            {listing
              ? 'Podrobnosti nabídek, přesná adresa a dokumenty jsou dostupné registrovaným uživatelům po odemčení.'
              : 'Kompletní popis služeb a kontakty vidí registrovaní uživatelé.'}
          </p>
          <Link href="/auth/register">Zaregistrujte se</Link>
        </section>
      )}
    </div>
  )
}
