import type { Contact } from '@rg/domain'

type Legacy = Omit<Contact, 'jobTitle' | 'emails' | 'phones' | 'addresses'> & Partial<Contact>

/**
 * A story's contact written with one e-mail, phone and address: the lists are made from them (each the primary and
 * only value) unless the story gives its own lists.
 */
export function withLists(c: Legacy): Contact {
  return {
    ...c,
    jobTitle: c.jobTitle ?? null,
    emails: c.emails ?? (c.email ? [{ type: 'work', value: c.email, primary: true }] : []),
    phones: c.phones ?? (c.phone ? [{ type: 'mobile', value: c.phone, primary: true }] : []),
    addresses:
      c.addresses ??
      (c.address
        ? [
            {
              type: 'other',
              street: c.address,
              city: null,
              postcode: null,
              region: null,
              country: null,
              primary: true,
            },
          ]
        : []),
  }
}
