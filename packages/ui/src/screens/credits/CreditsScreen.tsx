import {
  type BuyerAddress,
  buyerAddressRequired,
  buyerAddressSchema,
  CREDIT_PACKS,
  CREDIT_REASON_LABELS,
  type CreditSubscription,
  type CreditTransaction,
  currentSubscription,
  formatCredits,
  formatCzk,
  formatDate,
  formatDateTime,
  type IsoDate,
  nextGrantDate,
  orderAmountCzk,
  PAGES,
  type SubscriptionTerm,
  subscriptionActiveUntil,
  subscriptionPriceCzk,
  TERM_LABELS,
  type TierId,
  tierById,
} from '@rg/domain'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { cx } from '../../internal/cx.ts'
import { TierBadge } from '../../primitives/Badge/Badge.tsx'
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { CreditBalance } from '../../widgets/CreditBalance/CreditBalance.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as o from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './parts/credits.css.ts'

/** What the user can order online: a credit pack or a metal tier for a term. */
export type CreditsChoice =
  | { kind: 'CREDITS'; credits: number }
  | { kind: 'SUBSCRIPTION'; tier: TierId; term: SubscriptionTerm }

export interface CreditsScreenProps {
  status: 'loading' | 'error' | 'ready'
  /** The user's ledger (GET /api/user), oldest first. */
  transactions: readonly CreditTransaction[]
  /** The user's subscriptions, oldest first; the last one counts while active. */
  subscriptions: readonly CreditSubscription[]
  /** Today in Europe/Prague. */
  today: IsoDate
  /** A choice made on /pricing, shown highlighted. */
  selected?: CreditsChoice | null
  /**
   * Orders the choice; the app creates the order and opens its payment page. An order above 10 000 Kč asks for the
   * buyer's address first and passes it along (docs/decisions/1307-buyer-address.md).
   */
  onOrder: (choice: CreditsChoice, address?: BuyerAddress) => void
  /** The address the profile holds, to fill the address form in. */
  buyerAddress?: { street: string | null; city: string | null; postcode: string | null } | null
  /** The choice whose order is being created (its button shows progress). */
  ordering?: CreditsChoice | null
  onRetry?: () => void
  ordersHref?: string
  contactHref?: string
}

const METAL: readonly TierId[] = ['BRONZE', 'SILVER', 'GOLD']
const TERM_ADVERB: Record<SubscriptionTerm, string> = { MONTHLY: 'měsíčně', YEARLY: 'ročně' }

const same = (a: CreditsChoice | null | undefined, b: CreditsChoice) =>
  !!a &&
  a.kind === b.kind &&
  (a.kind === 'CREDITS'
    ? a.credits === (b as { credits: number }).credits
    : a.tier === (b as { tier: TierId }).tier && a.term === (b as { term: SubscriptionTerm }).term)

function historyColumns(): TableColumn<CreditTransaction>[] {
  return [
    { key: 'createdAt', header: 'Datum', cell: (t) => formatDateTime(t.createdAt) },
    {
      key: 'reason',
      header: 'Pohyb',
      cell: (t) => (
        <span className={o.stackTight}>
          <span>{CREDIT_REASON_LABELS[t.reason]}</span>
          {t.offerId !== null ? (
            <Link href={`${PAGES.listings}/${t.offerId}`}>{t.offerTitle ?? `Nabídka č. ${t.offerId}`}</Link>
          ) : t.note ? (
            <span className={o.small}>{t.note}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'amount',
      header: 'Kredity',
      numeric: true,
      cell: (t) => `${t.amount > 0 ? '+' : '−'}${formatCredits(Math.abs(t.amount))}`,
    },
  ]
}

/** /portal/credits "Kredity a předplatné": balance, subscription, the offer with prices, the credit history. */
export function CreditsScreen({
  status,
  transactions,
  subscriptions,
  today,
  selected,
  onOrder,
  buyerAddress,
  ordering,
  onRetry,
  ordersHref = PAGES.creditOrders,
  contactHref = '/contact',
}: CreditsScreenProps) {
  const initialTerm = selected?.kind === 'SUBSCRIPTION' ? selected.term : 'MONTHLY'
  const [term, setTerm] = useState<SubscriptionTerm>(initialTerm)
  useEffect(() => setTerm(initialTerm), [initialTerm])
  const ids = { offer: useId(), packs: useId(), history: useId(), term: useId(), summary: useId() }
  const [addressFor, setAddressFor] = useState<CreditsChoice | null>(null)
  const header = (
    <div className={o.headerRow}>
      <PageHeader
        title="Kredity a předplatné"
        lead="Kredity nepropadají. Předplatné připisuje kredity každý měsíc, i při roční platbě."
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }, { label: 'Kredity a předplatné' }]}
      />
      <ButtonLink href={ordersHref} variant="secondary">
        Moje objednávky
      </ButtonLink>
    </div>
  )
  if (status === 'loading')
    return (
      <div className={o.page}>
        {header}
        <LoadingBlock label="Načítání kreditů..." />
      </div>
    )
  if (status === 'error')
    return (
      <div className={o.page}>
        {header}
        <ErrorBlock title="Kredity se nepodařilo načíst" onRetry={onRetry} />
      </div>
    )

  const sub = currentSubscription(subscriptions, today)
  const next = sub ? nextGrantDate(sub, today) : null
  const orderButton = (choice: CreditsChoice, label: string, name: string) => (
    <Button
      variant={same(selected, choice) ? 'primary' : 'secondary'}
      loading={same(ordering, choice)}
      disabled={!!ordering && !same(ordering, choice)}
      onClick={() =>
        buyerAddressRequired(orderAmountCzk(choice) ?? 0) ? setAddressFor(choice) : onOrder(choice)
      }
      aria-label={name}
    >
      {label}
    </Button>
  )

  return (
    <div className={o.page}>
      {header}
      <Card as="section" aria-labelledby={ids.summary}>
        <div className={o.stack}>
          <h2 id={ids.summary} className={o.heading2}>
            Váš účet
          </h2>
          <CreditBalance transactions={transactions} />
          {sub ? (
            <div className={o.stackTight} data-testid="current-subscription">
              <span className={o.row}>
                <TierBadge tier={sub.tier} />
                <span>Předplatné {TERM_LABELS[sub.term].toLowerCase()}</span>
              </span>
              <span>Aktivní do {formatDate(subscriptionActiveUntil(sub))}</span>
              <span className={o.small}>
                {next
                  ? `Další kredity (${formatCredits(tierById(sub.tier).monthlyCredits ?? 0)}) připíšeme ${formatDate(next)}.`
                  : 'Všechny kredity tohoto období už jsou připsané.'}
              </span>
            </div>
          ) : (
            <p className={o.muted}>Nemáte aktivní předplatné.</p>
          )}
        </div>
      </Card>

      <section className={o.stack} aria-labelledby={ids.offer}>
        <h2 id={ids.offer} className={o.heading2}>
          Předplatné
        </h2>
        <fieldset className={o.row}>
          <legend className={o.small}>Platba předplatného</legend>
          {(['MONTHLY', 'YEARLY'] as const).map((value) => (
            <label key={value} className={o.row}>
              <input
                type="radio"
                name={`${ids.term}-term`}
                value={value}
                checked={term === value}
                onChange={() => setTerm(value)}
              />
              {TERM_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <ul className={css.offerGrid}>
          {METAL.map((tier) => {
            const choice: CreditsChoice = { kind: 'SUBSCRIPTION', tier, term }
            const config = tierById(tier)
            return (
              <li key={tier}>
                <Card className={cx(css.offerCard, same(selected, choice) && css.selected)}>
                  <TierBadge tier={tier} />
                  <p className={css.price}>{formatCzk(subscriptionPriceCzk(tier, term))}</p>
                  <p className={o.small}>
                    {term === 'MONTHLY' ? 'za měsíc' : 'za rok'}, {formatCredits(config.monthlyCredits ?? 0)}{' '}
                    každý měsíc
                  </p>
                  {same(selected, choice) ? <p className={o.small}>Vaše volba z ceníku</p> : null}
                  {orderButton(choice, 'Objednat', `Objednat ${config.label} ${TERM_ADVERB[term]}`)}
                </Card>
              </li>
            )
          })}
          <li>
            <Card className={css.offerCard}>
              <TierBadge tier="ENTERPRISE" />
              <p className={o.small}>Kredity a cena podle smlouvy pro vaši firmu.</p>
              <ButtonLink href={contactHref} variant="secondary">
                Napište nám
              </ButtonLink>
            </Card>
          </li>
        </ul>
      </section>

      <section className={o.stack} aria-labelledby={ids.packs}>
        <h2 id={ids.packs} className={o.heading2}>
          Balíčky kreditů
        </h2>
        <ul className={css.offerGrid}>
          {CREDIT_PACKS.map((pack) => {
            const choice: CreditsChoice = { kind: 'CREDITS', credits: pack.credits }
            return (
              <li key={pack.credits}>
                <Card className={cx(css.offerCard, same(selected, choice) && css.selected)}>
                  <h3 className={o.heading3}>{formatCredits(pack.credits)}</h3>
                  <p className={css.price}>{formatCzk(pack.priceCzk)}</p>
                  {same(selected, choice) ? <p className={o.small}>Vaše volba z ceníku</p> : null}
                  {orderButton(choice, 'Koupit', `Koupit ${formatCredits(pack.credits)}`)}
                </Card>
              </li>
            )
          })}
        </ul>
      </section>

      <section className={o.stack} aria-labelledby={ids.history}>
        <h2 id={ids.history} className={o.heading2}>
          Historie kreditů
        </h2>
        <Table
          caption="Pohyby kreditů, nejnovější nahoře"
          columns={historyColumns()}
          rows={[...transactions].reverse()}
          rowKey={(t) => t.id}
          emptyText="Zatím žádné pohyby kreditů."
        />
      </section>
      {addressFor ? (
        <AddressDialog
          initial={buyerAddress ?? null}
          onClose={() => setAddressFor(null)}
          onSubmit={(address) => {
            setAddressFor(null)
            onOrder(addressFor, address)
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * The buyer's address for an order above 10 000 Kč: a full tax document names it (§ 29 zákona o DPH; below the limit
 * a simplified one does without, docs/decisions/1307-buyer-address.md).
 */
function AddressDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial: { street: string | null; city: string | null; postcode: string | null } | null
  onClose: () => void
  onSubmit: (address: BuyerAddress) => void
}) {
  const [errors, setErrors] = useState<Partial<Record<keyof BuyerAddress, string>>>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { raw } = submitted(event)
    const [street, postcode, city] = [raw('street'), raw('postcode'), raw('city')]
    const parsed = buyerAddressSchema.safeParse({ street, postcode, city })
    if (!parsed.success) {
      const found: typeof errors = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof BuyerAddress] ??= issue.message
      setErrors(found)
      return
    }
    onSubmit({ street: street.trim(), postcode: postcode.trim(), city: city.trim() })
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Adresa na fakturu"
      description="Objednávku nad 10 000 Kč fakturujeme plným daňovým dokladem, který uvádí adresu odběratele. Uložíme ji i do Vašeho profilu."
    >
      <form className={o.stack} onSubmit={submit} noValidate>
        <TextField
          label="Ulice a číslo domu"
          autoComplete="street-address"
          required
          name="street"
          defaultValue={initial?.street ?? ''}
          error={errors.street}
        />
        <TextField
          label="PSČ"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          name="postcode"
          defaultValue={initial?.postcode ?? ''}
          error={errors.postcode}
        />
        <TextField
          label="Obec"
          autoComplete="address-level2"
          required
          name="city"
          defaultValue={initial?.city ?? ''}
          error={errors.city}
        />
        <div className={o.row}>
          <DialogClose asChild>
            <Button variant="ghost">Zpět</Button>
          </DialogClose>
          <Button type="submit">Objednat</Button>
        </div>
      </form>
    </Dialog>
  )
}
