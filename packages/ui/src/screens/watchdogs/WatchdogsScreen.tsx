import {
  categoryLabel,
  formatCzk,
  LISTING_CATEGORIES,
  REGIONS,
  regionLabel,
  WATCHDOG_EVENT_LABELS,
  WATCHDOG_EVENTS,
  WATCHDOG_FREQUENCIES,
  WATCHDOG_FREQUENCY_LABELS,
  type Watchdog,
  type WatchdogEvent,
  type WatchdogFrequency,
  watchdogBrowseKeyword,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'

/** What the form answers; the app turns the texts into the request (numbers, keyword list). */
export interface WatchdogFormValues {
  name: string
  categories: string[]
  regions: string[]
  priceFrom: string
  priceTo: string
  keywords: string
  frequency: WatchdogFrequency
  events: WatchdogEvent[]
}

export interface WatchdogsScreenProps {
  status: 'loading' | 'error' | 'ready'
  items: readonly Watchdog[]
  /** The browse page with the same criteria ("Zobrazit odpovídající nabídky"). */
  browseHref: (watchdog: Watchdog) => string
  onCreate: (values: WatchdogFormValues) => void
  onUpdate: (id: string, values: WatchdogFormValues) => void
  onDelete: (id: string) => void
  onRetry: () => void
  /** A save in progress (the form's button shows it). */
  saving?: boolean
  /** The server's refusal of the last save or delete, shown above the form. */
  error?: string | null
}

const toValues = (w: Watchdog): WatchdogFormValues => ({
  name: w.name ?? '',
  categories: [...w.categories],
  regions: [...w.regions],
  priceFrom: w.priceFrom === null ? '' : String(w.priceFrom),
  priceTo: w.priceTo === null ? '' : String(w.priceTo),
  keywords: w.keywords.join(', '),
  frequency: w.frequency,
  events: [...w.events],
})

/**
 * Said under "Zobrazit odpovídající nabídky" when a watchdog has several keywords: the link can search for one only
 * (browse needs every word, the watchdog any one; decision 1025), so the list is not everything the watchdog watches.
 */
function BrowseNote({ keywords }: { keywords: readonly string[] }) {
  const { q, leftOut } = watchdogBrowseKeyword(keywords)
  if (!leftOut.length) return null
  return (
    <p className={css.muted}>
      Odkaz hledá jen podle slova „{q}“, hlídací pes hlásí kterékoli z klíčových slov. Zvlášť si vyhledejte:{' '}
      {leftOut.map((k) => `„${k}“`).join(', ')}.
    </p>
  )
}

/** One line of criteria, e.g. "Nemovitost · Jihomoravský · do 10 000 000 Kč · „byt“". */
export function watchdogSummary(w: Watchdog): string {
  const parts = [
    w.categories.length ? w.categories.map(categoryLabel).join(', ') : 'Všechny kategorie',
    w.regions.length ? w.regions.map(regionLabel).join(', ') : 'Celá ČR',
  ]
  if (w.priceFrom !== null && w.priceTo !== null)
    parts.push(`${formatCzk(w.priceFrom)} – ${formatCzk(w.priceTo)}`)
  else if (w.priceFrom !== null) parts.push(`od ${formatCzk(w.priceFrom)}`)
  else if (w.priceTo !== null) parts.push(`do ${formatCzk(w.priceTo)}`)
  if (w.keywords.length) parts.push(w.keywords.map((k) => `„${k}“`).join(', '))
  return parts.join(' · ')
}

function WatchdogForm({
  initial,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: WatchdogFormValues
  saving?: boolean
  submitLabel: string
  onSubmit: (values: WatchdogFormValues) => void
  onCancel: () => void
}) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const form = submitted(e)
    onSubmit({
      name: form.text('name'),
      categories: form.list('categories'),
      regions: form.list('regions'),
      priceFrom: form.text('priceFrom'),
      priceTo: form.text('priceTo'),
      keywords: form.text('keywords'),
      frequency: (form.text('frequency') || 'IMMEDIATE') as WatchdogFrequency,
      events: form.list('events') as WatchdogEvent[],
    })
  }
  const v = initial
  return (
    <form className={css.stack} onSubmit={submit} aria-label={submitLabel}>
      <TextField label="Název" name="name" defaultValue={v?.name} maxLength={100} />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Kategorie</legend>
        {LISTING_CATEGORIES.map((o) => (
          <label key={o.code} className={css.checkRow}>
            <input
              type="checkbox"
              name="categories"
              value={o.code}
              defaultChecked={v?.categories.includes(o.code)}
            />{' '}
            {o.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Kraje</legend>
        {REGIONS.map((o) => (
          <label key={o.code} className={css.checkRow}>
            <input
              type="checkbox"
              name="regions"
              value={o.code}
              defaultChecked={v?.regions.includes(o.code)}
            />{' '}
            {o.label}
          </label>
        ))}
      </fieldset>
      <TextField label="Cena od (Kč)" name="priceFrom" inputMode="numeric" defaultValue={v?.priceFrom} />
      <TextField label="Cena do (Kč)" name="priceTo" inputMode="numeric" defaultValue={v?.priceTo} />
      <TextField
        label="Klíčová slova"
        name="keywords"
        hint="Oddělte čárkou; na diakritice nezáleží (zlin najde Zlín)."
        defaultValue={v?.keywords}
      />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Jak často posílat upozornění</legend>
        {WATCHDOG_FREQUENCIES.map((f) => (
          <label key={f} className={css.checkRow}>
            <input
              type="radio"
              name="frequency"
              value={f}
              defaultChecked={(v?.frequency ?? 'IMMEDIATE') === f}
            />{' '}
            {WATCHDOG_FREQUENCY_LABELS[f]}
          </label>
        ))}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Upozornit na</legend>
        {WATCHDOG_EVENTS.map((ev) => (
          <label key={ev} className={css.checkRow}>
            <input
              type="checkbox"
              name="events"
              value={ev}
              defaultChecked={v ? v.events.includes(ev) : true}
            />{' '}
            {WATCHDOG_EVENT_LABELS[ev]}
          </label>
        ))}
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Zrušit
        </Button>
      </div>
    </form>
  )
}

/** /portal/watchdogs: the user's saved searches (hlídací psi) with their criteria, frequency and actions. */
export function WatchdogsScreen({
  status,
  items,
  browseHref,
  onCreate,
  onUpdate,
  onDelete,
  onRetry,
  saving,
  error,
}: WatchdogsScreenProps) {
  // 'new', a watchdog's id being edited, or null.
  const [editing, setEditing] = useState<string | null>(null)
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null)
  const current = items.find((w) => w.id === editing)
  return (
    <div className={css.page}>
      <PageHeader
        title="Hlídací psi"
        lead="Dáme vám vědět, jakmile se objeví nabídka podle vašich kritérií, zlevní nebo skončí."
      />
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {editing === 'new' || current ? (
        <section className={css.card} aria-labelledby="watchdog-form-title">
          <h2 id="watchdog-form-title" className={css.subheading}>
            {current ? 'Upravit hlídacího psa' : 'Nový hlídací pes'}
          </h2>
          <WatchdogForm
            key={editing}
            initial={current ? toValues(current) : undefined}
            saving={saving}
            submitLabel={current ? 'Uložit změny' : 'Vytvořit hlídacího psa'}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => {
              if (current) onUpdate(current.id, values)
              else onCreate(values)
              setEditing(null)
            }}
          />
        </section>
      ) : status === 'ready' ? (
        <div className={css.actions}>
          <Button variant="primary" onClick={() => setEditing('new')}>
            Přidat hlídacího psa
          </Button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <SkeletonText lines={4} label="Načítání hlídacích psů..." />
      ) : status === 'error' ? (
        <EmptyState
          tone="error"
          title="Hlídací psy se nepodařilo načíst."
          action={<Button onClick={onRetry}>Zkusit znovu</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon="search"
          title="Zatím nemáte žádného hlídacího psa."
          description="Vytvořte si ho a o nových nabídkách se dozvíte mezi prvními."
        />
      ) : (
        <ul
          className={css.stack}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Hlídací psi"
        >
          {items.map((w) => (
            <li key={w.id} className={css.card}>
              <h2 className={css.subheading}>{w.name || 'Hlídací pes'}</h2>
              <p className={css.muted}>{watchdogSummary(w)}</p>
              <p className={css.muted}>
                <Badge tone={w.frequency === 'PAUSED' ? 'neutral' : 'brand'}>
                  {WATCHDOG_FREQUENCY_LABELS[w.frequency]}
                </Badge>{' '}
                {w.events.map((e) => WATCHDOG_EVENT_LABELS[e]).join(', ') || 'Žádné události'}
              </p>
              {w.frequency === 'PAUSED' && w.resumeFrequency ? (
                <p className={css.muted}>
                  Po obnovení: {WATCHDOG_FREQUENCY_LABELS[w.resumeFrequency].toLowerCase()}.
                </p>
              ) : null}
              <BrowseNote keywords={w.keywords} />
              <div className={css.actions}>
                <Link href={browseHref(w)}>Zobrazit odpovídající nabídky</Link>
                <Button variant="secondary" onClick={() => setEditing(w.id)}>
                  Upravit
                </Button>
                <Button
                  variant="secondary"
                  onClick={() =>
                    onUpdate(w.id, {
                      ...toValues(w),
                      // Resuming brings back the frequency before the pause (kept by the server, decision 1120).
                      frequency: w.frequency === 'PAUSED' ? (w.resumeFrequency ?? 'IMMEDIATE') : 'PAUSED',
                    })
                  }
                >
                  {w.frequency === 'PAUSED' ? 'Obnovit' : 'Pozastavit'}
                </Button>
                {confirmDelete === w.id ? (
                  <>
                    <Button
                      variant="danger"
                      onClick={() => {
                        setConfirmDelete(null)
                        onDelete(w.id)
                      }}
                    >
                      Opravdu smazat
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirmDelete(null)}>
                      Ponechat
                    </Button>
                  </>
                ) : (
                  <Button variant="ghost" onClick={() => setConfirmDelete(w.id)}>
                    Smazat
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
