import {
  ACTIVE_WATCHDOG_FREQUENCIES,
  type ActiveWatchdogFrequency,
  categoryLabel,
  formatCzk,
  type OfferListQuery,
  PAGES,
  regionLabel,
  suggestedSearchName,
  WATCHDOG_FREQUENCY_LABELS,
} from '@rg/domain'
import { type FormEvent, useId, useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as kit from '../kit/kit.css.ts'

/** The search in words, e.g. "„penzion“, Nemovitost, Jihomoravský, do 5 000 000 Kč"; all offers of the kind without any. */
export function searchSummary(
  query: Pick<OfferListQuery, 'kind' | 'q' | 'categories' | 'regions' | 'priceFrom' | 'priceTo'>,
): string {
  const parts = [
    query.q ? `„${query.q}“` : null,
    ...query.categories.map(categoryLabel),
    ...query.regions.map(regionLabel),
    query.priceFrom != null ? `od ${formatCzk(query.priceFrom)}` : null,
    query.priceTo != null ? `do ${formatCzk(query.priceTo)}` : null,
  ].filter((p): p is string => Boolean(p))
  if (parts.length) return parts.join(', ')
  return query.kind === 'SERVICE' ? 'všechny nové služby' : 'všechny nové investiční příležitosti'
}

/** The name the dialog proposes: the search text and the first filters, at most 100 characters. */
export function suggestedSearchTitle(
  query: Pick<OfferListQuery, 'kind' | 'q' | 'categories' | 'regions' | 'priceFrom' | 'priceTo'>,
): string {
  return (
    suggestedSearchName([
      query.q,
      query.categories[0] && categoryLabel(query.categories[0]),
      query.regions[0] && regionLabel(query.regions[0]),
    ]) || (query.kind === 'SERVICE' ? 'Nové služby' : 'Nové příležitosti')
  )
}

export interface SaveSearchValues {
  name: string
  frequency: ActiveWatchdogFrequency
}

export interface SaveSearchDialogProps {
  /** The name the dialog proposes (the search text and the first filters). */
  suggestedName: string
  /** What the saved search will watch, in words ("Nemovitost, Jihomoravský, do 5 000 000 Kč"). */
  summary: string
  onSave: (values: SaveSearchValues) => void
  /** 'saved' shows the confirmation with the way to the watchdogs; the dialog stays open until closed. */
  status: 'idle' | 'saving' | 'saved'
  /** Czech message of a failed save. */
  error?: string | null
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean
  /** Told when the dialog opens or closes (the app forgets a previous save on opening). */
  onOpenChange?: (open: boolean) => void
}

/** "Uložit hledání": the list's filters and text become a watchdog in one step (docs/decisions/1552). */
export function SaveSearchDialog({
  suggestedName,
  summary,
  onSave,
  status,
  error,
  defaultOpen = false,
  onOpenChange,
}: SaveSearchDialogProps) {
  const [open, setOpenState] = useState(defaultOpen)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  // the form mounts with the dialog, so each opening starts from the suggested name
  const nameField = useOutsideValue<HTMLInputElement>(suggestedName)
  const formId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    onSave({ name: form.raw('name'), frequency: form.text('frequency') as ActiveWatchdogFrequency })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      dismissible={status !== 'saving'}
      title="Uložit hledání jako hlídacího psa"
      description="Dáme vám vědět, když přibude nabídka, která odpovídá tomuto hledání."
      trigger={
        <Button variant="secondary" icon={<Icon name="search" size={18} />}>
          Uložit hledání
        </Button>
      }
      footer={
        status === 'saved' ? (
          <Button onClick={() => setOpen(false)}>Hotovo</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={status === 'saving'}>
              Zrušit
            </Button>
            <Button type="submit" form={formId} loading={status === 'saving'}>
              Uložit hlídacího psa
            </Button>
          </>
        )
      }
    >
      {status === 'saved' ? (
        <Alert tone="info">
          Hlídací pes je uložený. <Link href={PAGES.watchdogs}>Zobrazit hlídací psy</Link>
        </Alert>
      ) : (
        <form id={formId} className={kit.stack} onSubmit={submit}>
          <p className={kit.muted}>{`Hlídá: ${summary}`}</p>
          <TextField label="Název" name="name" ref={nameField} defaultValue={suggestedName} maxLength={100} />
          <Select
            label="Jak často upozorňovat"
            options={ACTIVE_WATCHDOG_FREQUENCIES.map((f) => ({
              value: f,
              label: WATCHDOG_FREQUENCY_LABELS[f],
            }))}
            name="frequency"
            defaultValue="IMMEDIATE"
          />
          {error ? <Alert tone="danger">{error}</Alert> : null}
        </form>
      )}
    </Dialog>
  )
}
