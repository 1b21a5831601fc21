import { formatAddress, parseAddressText } from './contact-card.ts'
import type { ContactAddress, ContactAddressItem, ContactEmailItem, ContactPhoneItem } from './crm.schema.ts'

/*
 * A contact's lists of e-mails, phones and postal addresses (issue 30, docs/decisions/1321-contact-lists.md): exactly
 * one of each non-empty list is primary, and the one-value shorthands (`email`, `phone`, `address` of the API) edit the
 * primary one. The server and the mock both store what these return.
 */

export interface ContactLists {
  emails: ContactEmailItem[]
  phones: ContactPhoneItem[]
  addresses: ContactAddress[]
}

/** The first one marked primary (else the first) stays primary, no other. */
export function withOnePrimary<T extends { primary?: boolean }>(
  items: readonly T[],
): Array<T & { primary: boolean }> {
  const at = Math.max(
    0,
    items.findIndex((i) => i.primary),
  )
  return items.map((item, i) => ({ ...item, primary: i === at }))
}

/** The primary of a list (the first when none is marked). */
export function primaryItem<T extends { primary: boolean }>(items: readonly T[]): T | undefined {
  return items.find((i) => i.primary) ?? items[0]
}

/** An address as stored: every part present, null when empty. */
export function storedAddress(a: Partial<ContactAddressItem>): ContactAddress {
  const part = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)
  return {
    type: a.type ?? 'other',
    street: part(a.street),
    city: part(a.city),
    postcode: part(a.postcode),
    region: part(a.region),
    country: part(a.country),
    primary: a.primary ?? false,
  }
}

/**
 * Replaces the primary value keeping its kind (null removes it, the next one becomes primary); with none, the value is
 * added as the primary one.
 */
function replacePrimary<T extends { primary: boolean }>(items: readonly T[], next: T | null): T[] {
  const at = Math.max(
    0,
    items.findIndex((i) => i.primary),
  )
  const rest = items.filter((_, i) => i !== at)
  if (next === null) return withOnePrimary(rest)
  const old = items[at]
  return withOnePrimary([
    { ...next, ...(old ? { type: (old as { type?: unknown }).type } : {}), primary: true },
    ...rest,
  ])
}

type Loose<T extends { type: string; primary: boolean }> = Omit<T, 'type' | 'primary'> & {
  type?: T['type']
  primary?: boolean
}
/** The lists as the API takes them (a missing kind is "other", a missing primary mark false). */
export interface ContactListsInput {
  emails?: readonly Loose<ContactEmailItem>[]
  phones?: readonly Loose<ContactPhoneItem>[]
  addresses?: readonly Partial<ContactAddressItem>[]
  email?: string | null
  phone?: string | null
  address?: string | null
}

/**
 * The lists after a create (current empty) or an update: a list sent replaces the old one; a shorthand replaces (or
 * with null removes) the primary value of its list; what is not sent stays.
 */
export function resolveContactLists(body: ContactListsInput, current?: ContactLists): ContactLists {
  const base = current ?? { emails: [], phones: [], addresses: [] }
  const emails =
    body.emails !== undefined
      ? withOnePrimary(
          body.emails.map((e) => ({ type: e.type ?? 'other', value: e.value, primary: !!e.primary })),
        )
      : body.email !== undefined
        ? replacePrimary(base.emails, body.email ? { type: 'other', value: body.email, primary: true } : null)
        : base.emails
  const phones =
    body.phones !== undefined
      ? withOnePrimary(
          body.phones.map((p) => ({ type: p.type ?? 'other', value: p.value, primary: !!p.primary })),
        )
      : body.phone !== undefined
        ? replacePrimary(base.phones, body.phone ? { type: 'other', value: body.phone, primary: true } : null)
        : base.phones
  const addresses =
    body.addresses !== undefined
      ? withOnePrimary(body.addresses.map(storedAddress))
      : body.address !== undefined
        ? replacePrimary(
            base.addresses,
            body.address ? storedAddress({ ...parseAddressText(body.address), primary: true }) : null,
          )
        : base.addresses
  return { emails, phones, addresses }
}

/** The primary e-mail, phone and address (on one line), as lists and the call view show a contact. */
export function contactPrimaries(lists: ContactLists): {
  email: string | null
  phone: string | null
  address: string | null
} {
  const address = primaryItem(lists.addresses)
  return {
    email: primaryItem(lists.emails)?.value ?? null,
    phone: primaryItem(lists.phones)?.value ?? null,
    address: address ? formatAddress(withoutNulls(address)) || null : null,
  }
}

const withoutNulls = (a: ContactAddress) => ({
  street: a.street ?? undefined,
  city: a.city ?? undefined,
  postcode: a.postcode ?? undefined,
  region: a.region ?? undefined,
  country: a.country ?? undefined,
})
