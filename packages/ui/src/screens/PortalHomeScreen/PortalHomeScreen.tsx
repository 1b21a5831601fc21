import {
  type CallAgenda,
  type ColdCall,
  type CreditTransactionLike,
  formatCzk,
  formatDate,
  PAGES,
} from '@rg/domain'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { CreditBalance } from '../../widgets/CreditBalance/CreditBalance.tsx'
import * as css from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'

export interface PortalHomeScreenProps {
  firstName?: string | null
  transactions: readonly CreditTransactionLike[]
  /** Verified users and admins see the shortcut to their own offers. */
  canPostOffers?: boolean
  /** "Doporučené pro vás": listings fitting the investment preferences, each with why it was picked. */
  recommended?: {
    status: 'loading' | 'error' | 'ready'
    items: readonly { id: number; name: string; price: number | null; reason: string }[]
  }
  /** The user's planned calls past their day, today's and tomorrow's (callAgenda); shown once the call list has any. */
  calls?: CallAgenda
}

const AGENDA_GROUPS = [
  ['overdue', 'Po termínu'],
  ['today', 'Dnes'],
  ['tomorrow', 'Zítra'],
] as const

/** "Dnes" and "Zítra" list times; an overdue call says its day. */
function when(call: ColdCall, overdue: boolean) {
  const day = overdue && call.nextCallOn ? formatDate(call.nextCallOn) : null
  return [day, call.nextCallTime].filter(Boolean).join(' ')
}

function CallsAgendaCard({ calls }: { calls: CallAgenda }) {
  const total = calls.overdue.length + calls.today.length + calls.tomorrow.length
  return (
    <section className={css.card} aria-labelledby="portal-calls-title">
      <h2 id="portal-calls-title" className={css.subheading}>
        Hovory
      </h2>
      {total === 0 ? <p className={css.muted}>Na dnešek ani zítřek nemáte naplánovaný žádný hovor.</p> : null}
      {AGENDA_GROUPS.map(([key, title]) =>
        calls[key].length ? (
          <section key={key} aria-label={`Hovory: ${title}`} className={css.stack}>
            <h3 className={css.muted}>{title}</h3>
            <ul className={css.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {calls[key].map((c) => (
                <li key={c.id}>
                  <Link href={`${PAGES.contacts}/${c.contact.id}`} underline="hover">
                    {c.contact.name}
                  </Link>{' '}
                  {when(c, key === 'overdue') ? (
                    <span className={css.muted}>{when(c, key === 'overdue')}</span>
                  ) : null}{' '}
                  {c.contact.phone ? (
                    <a href={`tel:${c.contact.phone.replace(/\s+/g, '')}`}>{c.contact.phone}</a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      <Link href={PAGES.coldCalls}>Seznam hovorů</Link>
    </section>
  )
}

const shortcuts = [
  {
    href: PAGES.listings,
    title: 'Investiční příležitosti',
    text: 'Procházejte neveřejné nabídky a odemykejte jejich detaily.',
    tour: 'portal-listings',
  },
  {
    href: PAGES.services,
    title: 'Služby',
    text: 'Právní služby, odhady, financování a další služby pro investory.',
    tour: 'portal-services',
  },
  {
    href: PAGES.profile,
    title: 'Profil',
    text: 'Doplňte profil a nechte si ho ověřit, abyste mohli vkládat vlastní nabídky.',
    tour: 'portal-profile',
  },
] as const

/** Portal home: greeting, credit balance and the main areas (tour targets carry data-tour). */
export function PortalHomeScreen({
  firstName,
  transactions,
  canPostOffers = false,
  recommended,
  calls,
}: PortalHomeScreenProps) {
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
      {calls ? <CallsAgendaCard calls={calls} /> : null}
      {recommended ? (
        <section className={css.card} aria-labelledby="portal-recommended-title">
          <h2 id="portal-recommended-title" className={css.subheading}>
            Doporučené pro vás
          </h2>
          {recommended.status === 'loading' ? (
            <SkeletonText lines={3} label="Načítání doporučení..." />
          ) : recommended.status === 'error' ? (
            <p className={css.muted}>Doporučení se nepodařilo načíst.</p>
          ) : recommended.items.length === 0 ? (
            <EmptyState
              level={3}
              icon="star"
              title="Zatím nemáme co doporučit."
              description="Upravte své investiční preference nebo si nastavte hlídacího psa."
              action={<Link href={PAGES.watchdogs}>Hlídací psi</Link>}
            />
          ) : (
            <ul className={css.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {recommended.items.map((o) => (
                <li key={o.id}>
                  <Link href={`${PAGES.listings}/${o.id}`} underline="hover">
                    {o.name}
                  </Link>{' '}
                  <span className={css.muted}>{formatCzk(o.price)}</span>
                  {o.reason ? <p className={css.muted}>Proč: {o.reason}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <ul className={css.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {[
          ...shortcuts,
          ...(canPostOffers
            ? [
                {
                  href: PAGES.my,
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
