import { formatDateTime, type OfferHistoryEntry } from '@rg/domain'
import type { ReactNode } from 'react'
import { Alert } from '../../../primitives/Alert/Alert.tsx'
import * as kit from '../../kit/kit.css.ts'
import { StatusBadge } from '../../kit/offer-teaser.tsx'
import * as css from './offers.css.ts'

/** Past-tense Czech labels of history entries (the domain's action labels are imperatives for buttons). */
export const HISTORY_ACTION_LABELS: Readonly<Record<OfferHistoryEntry['action'], string>> = {
  create: 'Vytvořeno',
  edit: 'Upraveno',
  submit: 'Odesláno ke schválení',
  approve: 'Schváleno',
  reject: 'Zamítnuto',
  pause: 'Pozastaveno',
  resume: 'Obnoveno',
  close: 'Uzavřeno',
}

/** Czech names of the offer fields that history entries list as changed. */
export const OFFER_FIELD_LABELS: Readonly<Record<string, string>> = {
  category: 'Kategorie',
  pubName: 'Název',
  pubNameSecondary: 'Podtitul',
  pubKeywords: 'Klíčová slova',
  pubDescription: 'Veřejný popis',
  pubPrice: 'Cena',
  privDescription: 'Neveřejný popis',
  street: 'Ulice',
  city: 'Obec',
  postcode: 'PSČ',
  region: 'Kraj',
  photos: 'Fotografie',
  documents: 'Dokumenty',
  photoOrder: 'Pořadí fotografií',
  photoRemoved: 'Odebraná fotografie',
  documentAdded: 'Přidaný dokument',
  documentRemoved: 'Odebraný dokument',
}

const photoUploadOnly = (entry: OfferHistoryEntry) =>
  entry.action === 'edit' && Object.keys(entry.changes).join() === 'photos'

/** Consecutive photo uploads by the same person are one entry with their count (one "Upraveno" per photo is noise). */
function groupPhotoUploads(sorted: readonly OfferHistoryEntry[]) {
  const groups: { entry: OfferHistoryEntry; photos: number }[] = []
  for (const entry of sorted) {
    const last = groups.at(-1)
    if (
      last &&
      photoUploadOnly(entry) &&
      photoUploadOnly(last.entry) &&
      (last.entry.actor?.name ?? null) === (entry.actor?.name ?? null)
    ) {
      last.photos += 1
      continue
    }
    groups.push({ entry, photos: photoUploadOnly(entry) ? 1 : 0 })
  }
  return groups
}

/** The offer's history, newest first: who, when, what (changed fields, status move) and the rejection reason. */
export function HistoryTimeline({ entries }: { entries: readonly OfferHistoryEntry[] }) {
  if (entries.length === 0) return <p className={kit.muted}>Zatím bez záznamů.</p>
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return (
    <ol className={kit.timeline} aria-label="Historie nabídky">
      {groupPhotoUploads(sorted).map(({ entry, photos }) => {
        const changed =
          photos > 1
            ? [`nahráno fotografií: ${photos}`]
            : Object.keys(entry.changes).map((k) => OFFER_FIELD_LABELS[k] ?? 'ostatní údaje')
        return (
          <li key={entry.id} className={kit.timelineItem}>
            <div className={kit.row}>
              <strong>{HISTORY_ACTION_LABELS[entry.action]}</strong>
              {entry.toStatus ? <StatusBadge status={entry.toStatus} /> : null}
            </div>
            <span className={kit.small}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              {' · '}
              {entry.actor ? entry.actor.name : 'Systém'}
            </span>
            {changed.length > 0 ? <span className={kit.small}>Změněno: {changed.join(', ')}</span> : null}
            {entry.reason ? <Alert tone="danger">Důvod: {entry.reason}</Alert> : null}
          </li>
        )
      })}
    </ol>
  )
}

/** A labelled count (views, unlocks). */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css.stat}>
      <dt className={kit.small}>{label}</dt>
      <dd className={css.statValue}>{value}</dd>
    </div>
  )
}
