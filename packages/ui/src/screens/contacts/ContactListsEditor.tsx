import {
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  CONTACT_PHONE_TYPE_LABELS,
  CONTACT_PHONE_TYPES,
  CONTACT_PLACE_TYPE_LABELS,
  CONTACT_PLACE_TYPES,
  type Contact,
  type ContactAddress,
  type ContactPhoneType,
  type ContactPlaceType,
  formatAddress,
} from '@rg/domain'
import { Button } from '../../primitives/Button/Button.tsx'
import { linkStyles } from '../../primitives/Link/link-styles.ts'
import { Select } from '../../primitives/Select/Select.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import * as css from '../kit/kit.css.ts'

/*
 * A contact's e-mails, phones and postal addresses (issue 30): shown on its detail and edited in its form, each list
 * with its kinds and one value marked "Hlavní" (the one the lists and the call view show).
 */

export type ContactLists = Pick<Contact, 'emails' | 'phones' | 'addresses'>
type Keyed<T> = T & { key: string }
/** The lists being edited: each row with a key of its own, so removing a row keeps the others' inputs. */
export interface EditableLists {
  emails: Keyed<Contact['emails'][number]>[]
  phones: Keyed<Contact['phones'][number]>[]
  addresses: Keyed<ContactAddress>[]
}
let rows = 0
const keyed = <T extends object>(item: T): Keyed<T> => ({ ...item, key: `row${++rows}` })
export const editableLists = (lists: ContactLists): EditableLists => ({
  emails: lists.emails.map(keyed),
  phones: lists.phones.map(keyed),
  addresses: lists.addresses.map(keyed),
})

const placeOptions = CONTACT_PLACE_TYPES.map((t) => ({ value: t, label: CONTACT_PLACE_TYPE_LABELS[t] }))
const phoneOptions = CONTACT_PHONE_TYPES.map((t) => ({ value: t, label: CONTACT_PHONE_TYPE_LABELS[t] }))

const oneLine = (a: ContactAddress) =>
  formatAddress({
    street: a.street ?? undefined,
    city: a.city ?? undefined,
    postcode: a.postcode ?? undefined,
    region: a.region ?? undefined,
    country: a.country ?? undefined,
  })

/** "+420 542 111 222 linka 15" → tel:+420542111222;ext=15 (RFC 3966): the extension is not dialled as digits. */
export function telHref(phone: string): string {
  const ext = /\s*(?:ext\.?|linka|x|#)\s*(\d+)$/i.exec(phone)
  const number = (ext ? phone.slice(0, ext.index) : phone).replace(/[^\d+]/g, '')
  return `tel:${number}${ext ? `;ext=${ext[1]}` : ''}`
}

/** The lists without the rows left empty, one primary each (the first marked, else the first). */
export function cleanLists(lists: EditableLists): ContactLists {
  const onePrimary = <T extends { primary: boolean }>(items: T[]) => {
    const at = Math.max(
      0,
      items.findIndex((i) => i.primary),
    )
    return items.map((item, i) => ({ ...item, primary: i === at }))
  }
  return {
    emails: onePrimary(
      lists.emails.map(({ key: _, ...e }) => ({ ...e, value: e.value.trim() })).filter((e) => e.value),
    ),
    phones: onePrimary(
      lists.phones.map(({ key: _, ...p }) => ({ ...p, value: p.value.trim() })).filter((p) => p.value),
    ),
    addresses: onePrimary(
      lists.addresses
        .map(({ key: _, ...a }) => {
          const part = (v: string | null) => (v?.trim() ? v.trim() : null)
          return {
            ...a,
            street: part(a.street),
            city: part(a.city),
            postcode: part(a.postcode),
            region: part(a.region),
            country: part(a.country),
          }
        })
        .filter((a) => a.street || a.city || a.postcode || a.region || a.country),
    ),
  }
}

/** The contact's e-mails, phones and addresses on its detail, each with its kind; the primary one marked. */
export function ContactListsView({ contact }: { contact: Contact }) {
  const primary = (on: boolean) => (on ? ' · hlavní' : '')
  const nothing = !contact.emails.length && !contact.phones.length && !contact.addresses.length
  return (
    <section className={css.stackTight} aria-labelledby="contact-lists-title">
      <h2 id="contact-lists-title" className={css.heading2}>
        Spojení
      </h2>
      {contact.jobTitle ? <p className={css.muted}>{contact.jobTitle}</p> : null}
      {nothing ? (
        <p className={css.small}>Kontakt zatím nemá e-mail, telefon ani adresu.</p>
      ) : (
        <dl className={css.facts}>
          {contact.emails.map((e) => (
            <div key={`${e.type}:${e.value}`} style={{ display: 'contents' }}>
              <dt className={css.factTerm}>
                E-mail ({CONTACT_PLACE_TYPE_LABELS[e.type].toLowerCase()}
                {primary(e.primary)})
              </dt>
              <dd className={css.factValue}>
                <a href={`mailto:${e.value}`} className={linkStyles({})}>
                  {e.value}
                </a>
              </dd>
            </div>
          ))}
          {contact.phones.map((p) => (
            <div key={`${p.type}:${p.value}`} style={{ display: 'contents' }}>
              <dt className={css.factTerm}>
                Telefon ({CONTACT_PHONE_TYPE_LABELS[p.type].toLowerCase()}
                {primary(p.primary)})
              </dt>
              <dd className={css.factValue}>
                <a href={telHref(p.value)} className={linkStyles({})}>
                  {p.value}
                </a>
              </dd>
            </div>
          ))}
          {contact.addresses.map((a) => (
            <div key={`${a.type}:${oneLine(a)}`} style={{ display: 'contents' }}>
              <dt className={css.factTerm}>
                Adresa ({CONTACT_PLACE_TYPE_LABELS[a.type].toLowerCase()}
                {primary(a.primary)})
              </dt>
              <dd className={css.factValue}>{oneLine(a)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

interface RowActionsProps {
  what: string
  n: number
  primary: boolean
  group: string
  onPrimary: () => void
  onRemove: () => void
}

function RowActions({ what, n, primary, group, onPrimary, onRemove }: RowActionsProps) {
  return (
    <div className={css.row}>
      <label className={css.withIcon}>
        <input
          type="radio"
          name={group}
          checked={primary}
          onChange={onPrimary}
          aria-label={`Hlavní ${what} ${n}`}
        />
        <span aria-hidden>Hlavní</span>
      </label>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={onRemove}
        aria-label={`Odebrat ${what} ${n}`}
      >
        Odebrat
      </Button>
    </div>
  )
}

/** Editing the lists: add, remove, change a value or its kind, choose the primary one. Controlled. */
export function ContactListsEditor({
  value,
  onChange,
}: {
  value: EditableLists
  onChange: (next: EditableLists) => void
}) {
  const { emails, phones, addresses } = value
  const setPrimary = <T extends { primary: boolean }>(items: T[], at: number) =>
    items.map((item, i) => ({ ...item, primary: i === at }))
  const without = <T extends { primary: boolean }>(items: T[], at: number) => {
    const rest = items.filter((_, i) => i !== at)
    return items[at]?.primary && rest[0] ? setPrimary(rest, 0) : rest
  }
  const patch = <T,>(items: T[], at: number, change: Partial<T>) =>
    items.map((item, i) => (i === at ? { ...item, ...change } : item))
  const address = (
    a: ContactAddress,
    i: number,
    part: 'street' | 'city' | 'postcode' | 'country',
    label: string,
  ) => (
    <TextField
      label={`${label} (${i + 1}. adresa)`}
      value={a[part] ?? ''}
      onChange={(e) => onChange({ ...value, addresses: patch(addresses, i, { [part]: e.target.value }) })}
      autoComplete="off"
    />
  )
  return (
    <div className={css.stack}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>E-maily</legend>
        {emails.map((e, i) => (
          <div key={e.key} className={css.filters}>
            <TextField
              label={`E-mail ${i + 1}`}
              type="email"
              value={e.value}
              onChange={(ev) => onChange({ ...value, emails: patch(emails, i, { value: ev.target.value }) })}
              autoComplete="off"
            />
            <Select
              label={`Druh e-mailu ${i + 1}`}
              options={placeOptions}
              value={e.type}
              onValueChange={(t) =>
                onChange({ ...value, emails: patch(emails, i, { type: t as ContactPlaceType }) })
              }
            />
            <RowActions
              what="e-mail"
              n={i + 1}
              group="contact-primary-email"
              primary={e.primary}
              onPrimary={() => onChange({ ...value, emails: setPrimary(emails, i) })}
              onRemove={() => onChange({ ...value, emails: without(emails, i) })}
            />
          </div>
        ))}
        <div className={css.row}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={emails.length >= CONTACT_MAX_EMAILS}
            onClick={() =>
              onChange({
                ...value,
                emails: [...emails, keyed({ type: 'work' as const, value: '', primary: !emails.length })],
              })
            }
          >
            Přidat e-mail
          </Button>
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Telefony</legend>
        {phones.map((p, i) => (
          <div key={p.key} className={css.filters}>
            <TextField
              label={`Telefon ${i + 1}`}
              type="tel"
              value={p.value}
              onChange={(ev) => onChange({ ...value, phones: patch(phones, i, { value: ev.target.value }) })}
              autoComplete="off"
            />
            <Select
              label={`Druh telefonu ${i + 1}`}
              options={phoneOptions}
              value={p.type}
              onValueChange={(t) =>
                onChange({ ...value, phones: patch(phones, i, { type: t as ContactPhoneType }) })
              }
            />
            <RowActions
              what="telefon"
              n={i + 1}
              group="contact-primary-phone"
              primary={p.primary}
              onPrimary={() => onChange({ ...value, phones: setPrimary(phones, i) })}
              onRemove={() => onChange({ ...value, phones: without(phones, i) })}
            />
          </div>
        ))}
        <div className={css.row}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={phones.length >= CONTACT_MAX_PHONES}
            onClick={() =>
              onChange({
                ...value,
                phones: [...phones, keyed({ type: 'mobile' as const, value: '', primary: !phones.length })],
              })
            }
          >
            Přidat telefon
          </Button>
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Adresy</legend>
        {addresses.map((a, i) => (
          <div key={a.key} className={css.filters}>
            {address(a, i, 'street', 'Ulice')}
            {address(a, i, 'city', 'Město')}
            {address(a, i, 'postcode', 'PSČ')}
            {address(a, i, 'country', 'Země')}
            <Select
              label={`Druh adresy ${i + 1}`}
              options={placeOptions}
              value={a.type}
              onValueChange={(t) =>
                onChange({ ...value, addresses: patch(addresses, i, { type: t as ContactPlaceType }) })
              }
            />
            <RowActions
              what="adresa"
              n={i + 1}
              group="contact-primary-address"
              primary={a.primary}
              onPrimary={() => onChange({ ...value, addresses: setPrimary(addresses, i) })}
              onRemove={() => onChange({ ...value, addresses: without(addresses, i) })}
            />
          </div>
        ))}
        <div className={css.row}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={addresses.length >= CONTACT_MAX_ADDRESSES}
            onClick={() =>
              onChange({
                ...value,
                addresses: [
                  ...addresses,
                  keyed({
                    type: 'work',
                    street: '',
                    city: '',
                    postcode: '',
                    region: null,
                    country: '',
                    primary: !addresses.length,
                  }),
                ],
              })
            }
          >
            Přidat adresu
          </Button>
        </div>
      </fieldset>
    </div>
  )
}
