import type { Contact, ContactInput } from '@rg/domain'
import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx'
import * as css from '../offers/parts/offers.css.ts'
import { ErrorBlock } from '../offers/parts/shared.tsx'
import { PageHeader } from '../parts/parts.tsx'
import { ContactForm } from './ContactsScreen.tsx'

export interface ContactDetailScreenProps {
  status: 'loading' | 'error' | 'not-found' | 'ready'
  contact?: Contact
  /** PATCH /api/contacts/:id; rejects with the server's Czech message. */
  onSave?: (input: ContactInput) => Promise<unknown>
  onDelete?: () => void
  /** POST /api/coldcalls; absent when the contact is already on the call list. */
  onAddToCalls?: () => void
  onRetry?: () => void
  /** The notepad of kind contact (the app passes the Notepad with its saving state). */
  notepad?: ReactNode
}

const crumbs = (name?: string) => [
  { label: 'Kontakty', href: '/portal/contacts' },
  { label: name ?? 'Kontakt' },
]

/** /portal/contacts/{id}: one contact, its fields to edit, the private note and the call-list action. */
export function ContactDetailScreen({
  status,
  contact,
  onSave,
  onDelete,
  onAddToCalls,
  onRetry,
  notepad,
}: ContactDetailScreenProps) {
  if (status === 'loading') {
    return (
      <div className={css.page} role="status" aria-label="Načítání kontaktu">
        <Skeleton />
      </div>
    )
  }
  if (status === 'error' || status === 'not-found' || !contact) {
    return (
      <div className={css.page}>
        <PageHeader title="Kontakt" breadcrumbs={crumbs()} />
        {status === 'not-found' ? (
          <ErrorBlock title="Kontakt nebyl nalezen" description="Možná byl smazán." />
        ) : (
          <ErrorBlock title="Kontakt se nepodařilo načíst" onRetry={onRetry} />
        )}
      </div>
    )
  }
  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <PageHeader
          title={contact.name}
          lead={contact.company ?? undefined}
          breadcrumbs={crumbs(contact.name)}
        />
        <div className={css.row}>
          {onAddToCalls ? (
            <Button variant="secondary" onClick={onAddToCalls}>
              Přidat do seznamu hovorů
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" onClick={onDelete}>
              Smazat kontakt
            </Button>
          ) : null}
        </div>
      </div>
      {onSave ? (
        <ContactForm key={contact.updatedAt} initial={contact} onSubmit={onSave} label="Upravit kontakt" />
      ) : null}
      {notepad}
    </div>
  )
}
