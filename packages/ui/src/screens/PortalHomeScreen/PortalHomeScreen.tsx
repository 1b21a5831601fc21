import type { CreditTransactionLike } from '@rg/domain'
import { Link } from '../../primitives/Link/Link.tsx'
import { CreditBalance } from '../../widgets/CreditBalance/CreditBalance.tsx'
import * as css from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'

export interface PortalHomeScreenProps {
  firstName?: string | null
  transactions: readonly CreditTransactionLike[]
  /** Verified users and admins see the shortcut to their own offers. */
  canPostOffers?: boolean
}

const shortcuts = [
  {
    href: '/portal/listings',
    title: 'Investiční příležitosti',
    text: 'Procházejte neveřejné nabídky a odemykejte jejich detaily.',
    tour: 'portal-listings',
  },
  {
    href: '/portal/services',
    title: 'Služby',
    text: 'Právní služby, odhady, financování a další služby pro investory.',
    tour: 'portal-services',
  },
  {
    href: '/portal/profile',
    title: 'Profil',
    text: 'Doplňte profil a nechte si ho ověřit, abyste mohli vkládat vlastní nabídky.',
    tour: 'portal-profile',
  },
] as const

/** Portal home: greeting, credit balance and the main areas (tour targets carry data-tour). */
export function PortalHomeScreen({ firstName, transactions, canPostOffers = false }: PortalHomeScreenProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title={firstName ? `Vítejte, ${firstName}` : 'Vítejte v portálu'}
        lead="Tržiště neveřejných investičních příležitostí."
      />
      <section className={css.card} data-tour="portal-credits" aria-labelledby="portal-credits-title">
        <h2 id="portal-credits-title" className={css.subheading}>
          Vaše kredity
        </h2>
        <CreditBalance transactions={transactions} />
        <Link href="/pricing">Dobít kredity nebo zvolit předplatné</Link>
      </section>
      <ul className={css.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {[
          ...shortcuts,
          ...(canPostOffers
            ? [
                {
                  href: '/portal/my',
                  title: 'Moje nabídky',
                  text: 'Vkládejte a spravujte své nabídky a služby.',
                  tour: 'portal-my',
                },
              ]
            : []),
        ].map((s) => (
          <li key={s.href} className={css.card} data-tour={s.tour}>
            <h2 className={css.subheading}>
              <Link href={s.href} underline="hover">
                {s.title}
              </Link>
            </h2>
            <p className={css.muted}>{s.text}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
