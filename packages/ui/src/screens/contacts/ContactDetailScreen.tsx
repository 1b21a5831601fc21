import { type ContactDetail, type ContactInput, OFFER_KIND_LABELS, PAGES } from '@rg/domain'
import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx'
import { ErrorBlock } from '../kit/blocks.tsx'
import * as css from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { PageHeader } from '../parts/parts.tsx'
import { ContactListsView } from './ContactListsEditor.tsx'
import { ContactForm } from './ContactsScreen.tsx'
import { useUndoableDelete } from './use-undoable-delete.ts'

export interface ContactDetailScreenProps {
  status: 'loading' | 'error' | 'not-found' | 'ready'
  /** GET /api/contacts/:id: the contact with its linked offers that the user can see. */
  contact?: ContactDetail
  /** PATCH /api/contacts/:id; rejects with the server's Czech message. */
  onSave?: (input: ContactInput) => Promise<unknown>
  /**
   * DELETE /api/contacts/:id, called once the undo window has passed (or the page is left): until then "Vrátit zpět"
   * brings the contact back untouched, as on the list.
   */
  onDelete?: () => void
  /** How long a deletion can be taken back, in ms. */
  undoMs?: number
  /** POST /api/coldcalls; absent when the contact is already on the call list. */
  onAddToCalls?: () => void
  onRetry?: () => void
  /** The notepad of kind contact (the app passes the Notepad with its saving state). */
  notepad?: ReactNode
}

const crumbs = (name?: string) => [{ label: 'Kontakty', href: PAGES.contacts }, { label: name ?? 'Kontakt' }]

/** The offers the contact is linked to (the owner behind a deal, a lawyer on a service), each a link to its page. */
function LinkedOffers({ offers }: { offers: ContactDetail['offers'] }) {
  return (
    <section className={css.stackTight} aria-labelledby="contact-offers-title">
      <h2 id="contact-offers-title" className={css.heading2}>
        Propojené nabídky
      </h2>
      {offers.length ? (
        <ul className={css.plainList}>
          {offers.map((o) => (
            <li key={o.id} className={css.row}>
              <Link href={offerPath(o.own ? 'my' : 'portal', o.kind, o.id)}>{o.name}</Link>
              <span className={css.small}>
                {OFFER_KIND_LABELS[o.kind]}
                {o.own ? ' · moje nabídka' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.small}>
          Kontakt zatím není propojen s žádnou nabídkou. Propojíte ho v detailu nabídky, v části „Moje
          kontakty u této nabídky“.
        </p>
      )}
    </section>
  )
}

/** /portal/contacts/{id}: one contact, its linked offers, its fields to edit, the private note and the call list. */
export function ContactDetailScreen({
  status,
  contact,
  onSave,
  onDelete,
  undoMs = 6000,
  onAddToCalls,
  onRetry,
  notepad,
}: ContactDetailScreenProps) {
  const deletion = useUndoableDelete<ContactDetail>(onDelete ? () => onDelete() : undefined, undoMs)
  // once deleted, the page says so even while the app refetches the (now missing) contact and leaves
  const gone = deletion.pending ?? deletion.deleted
  if (gone && (!contact || gone.id === contact.id)) {
    return (
      <div className={css.page}>
        <PageHeader title={gone.name} breadcrumbs={crumbs(gone.name)} />
        <div role="status" className={css.row}>
          {deletion.pending ? (
            <>
              <span>Kontakt {gone.name} bude za chvíli smazán.</span>
              <Button size="sm" variant="secondary" onClick={deletion.undo}>
                Vrátit zpět
              </Button>
            </>
          ) : (
            <span>Kontakt {gone.name} byl smazán.</span>
          )}
        </div>
        <Link href={PAGES.contacts}>Zpět na kontakty</Link>
      </div>
    )
  }
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
            <Button variant="danger" onClick={() => deletion.remove(contact)}>
              Smazat kontakt
            </Button>
          ) : null}
        </div>
      </div>
      <ContactListsView contact={contact} />
      <LinkedOffers offers={contact.offers} />
      {onSave ? (
        <ContactForm key={contact.updatedAt} initial={contact} onSubmit={onSave} label="Upravit kontakt" />
      ) : null}
      {notepad}
    </div>
  )
}
