import type { BusinessCard, Contact } from '@rg/domain'
import { PAGES } from '@rg/domain'
import { useState } from 'react'
import { useFailureText } from '../../primitives/Alert/FailureTextProvider.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import * as css from '../kit/kit.css.ts'

export interface OfferContactsPanelProps {
  status: 'loading' | 'error' | 'ready'
  /** The user's contacts linked to this offer. */
  linked: readonly Contact[]
  /** The user's other contacts, offered for linking. */
  others: readonly Contact[]
  /** The owner's business card once the listing is unlocked; null or absent before. */
  owner?: BusinessCard | null
  /** Whether a contact with the owner's e-mail or phone is already in the address book. */
  ownerSaved?: boolean
  /** Creates a contact from the owner's business card, linked to this offer. */
  onSaveOwner?: () => Promise<unknown>
  onLink?: (contact: Contact) => Promise<unknown>
  onUnlink?: (contact: Contact) => Promise<unknown>
}

/**
 * "Moje kontakty u této nabídky" on a listing's or service's detail: the user's own contacts tied to the deal (the
 * owner, a lawyer, a co-investor), nobody else's. After unlocking, the owner's card becomes a contact in one click.
 */
export function OfferContactsPanel({
  status,
  linked,
  others,
  owner,
  ownerSaved = false,
  onSaveOwner,
  onLink,
  onUnlink,
}: OfferContactsPanelProps) {
  const failureText = useFailureText()
  const [choice, setChoice] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setMessage(null)
    try {
      await action()
      setMessage(done)
    } catch (e) {
      setMessage(failureText(e, 'Změnu se nepodařilo uložit.'))
    } finally {
      setBusy(false)
    }
  }
  const chosen = others.find((c) => c.id === choice)

  return (
    <section className={css.stackTight} aria-labelledby="offer-contacts-title">
      <h2 id="offer-contacts-title" className={css.heading2}>
        Moje kontakty u této nabídky
      </h2>
      {status === 'loading' ? <p className={css.small}>Načítání kontaktů…</p> : null}
      {status === 'error' ? <p className={css.small}>Kontakty se nepodařilo načíst.</p> : null}
      {status === 'ready' ? (
        <>
          {linked.length ? (
            <ul className={css.plainList}>
              {linked.map((c) => (
                <li key={c.id} className={css.row}>
                  <Link href={`${PAGES.contacts}/${c.id}`}>{c.name}</Link>
                  {c.phone ? <span className={css.small}>{c.phone}</span> : null}
                  {onUnlink ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Odpojit ${c.name} od nabídky`}
                      onClick={() => run(() => onUnlink(c), `${c.name} už u nabídky není.`)}
                    >
                      Odpojit
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.small}>K této nabídce zatím nemáte žádný kontakt.</p>
          )}
          {owner && onSaveOwner ? (
            ownerSaved ? (
              <p className={css.small}>Vlastník už je ve vašich kontaktech.</p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                loading={busy}
                onClick={() => run(onSaveOwner, `${owner.name} je uložen ve vašich kontaktech.`)}
              >
                Uložit vlastníka do kontaktů
              </Button>
            )
          ) : null}
          {onLink && others.length ? (
            <div className={css.row}>
              <Select
                label="Propojit kontakt"
                value={choice}
                placeholder="Vyberte kontakt…"
                options={others.map((c) => ({ value: c.id, label: c.name }))}
                onValueChange={setChoice}
              />
              <Button
                size="sm"
                disabled={!chosen || busy}
                onClick={() => {
                  if (chosen)
                    void run(async () => {
                      await onLink(chosen)
                      setChoice('')
                    }, `${chosen.name} je propojen s nabídkou.`)
                }}
              >
                Propojit
              </Button>
            </div>
          ) : null}
          <p role="status" className={css.small}>
            {message}
          </p>
        </>
      ) : null}
    </section>
  )
}
