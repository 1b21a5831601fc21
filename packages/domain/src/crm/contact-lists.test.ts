import { describe, expect, it } from 'vitest'
import {
  contactPrimaries,
  primaryItem,
  resolveContactLists,
  storedAddress,
  withOnePrimary,
} from './contact-lists.ts'

const email = (value: string, primary = false, type: 'work' | 'home' | 'other' = 'other') => ({
  type,
  value,
  primary,
})

describe('contact lists', () => {
  it('keeps exactly one primary: the first marked, else the first', () => {
    expect(withOnePrimary([email('a'), email('b', true), email('c', true)]).map((e) => e.primary)).toEqual([
      false,
      true,
      false,
    ])
    expect(withOnePrimary([email('a'), email('b')]).map((e) => e.primary)).toEqual([true, false])
    expect(withOnePrimary([])).toEqual([])
    expect(primaryItem([email('a'), email('b')])?.value).toBe('a')
  })

  it('makes lists of a new contact from the lists or the shorthands', () => {
    expect(resolveContactLists({})).toEqual({ emails: [], phones: [], addresses: [] })
    expect(
      resolveContactLists({ email: 'a@b.cz', phone: '777 111 222', address: 'Údolní 5, 602 00 Brno' }),
    ).toEqual({
      emails: [{ type: 'other', value: 'a@b.cz', primary: true }],
      phones: [{ type: 'other', value: '777 111 222', primary: true }],
      addresses: [
        {
          type: 'other',
          street: 'Údolní 5',
          city: 'Brno',
          postcode: '602 00',
          region: null,
          country: null,
          primary: true,
        },
      ],
    })
    expect(resolveContactLists({ email: null, phone: null, address: null })).toEqual({
      emails: [],
      phones: [],
      addresses: [],
    })
  })

  it('edits the primary value with a shorthand, keeping its kind and the other values', () => {
    const current = {
      emails: [email('work@x.cz', false, 'work'), email('home@x.cz', true, 'home')],
      phones: [{ type: 'mobile' as const, value: '777 111 222', primary: true }],
      addresses: [storedAddress({ city: 'Brno', primary: true })],
    }
    const replaced = resolveContactLists({ email: 'new@x.cz' }, current)
    expect(replaced.emails).toEqual([email('new@x.cz', true, 'home'), email('work@x.cz', false, 'work')])
    expect(replaced.phones).toBe(current.phones)
    const removed = resolveContactLists({ email: null, phone: null, addresses: [] }, current)
    expect(removed).toEqual({ emails: [email('work@x.cz', true, 'work')], phones: [], addresses: [] })
    expect(resolveContactLists({ emails: [email('only@x.cz')] }, current).emails).toEqual([
      email('only@x.cz', true),
    ])
    expect(resolveContactLists({ address: 'Praha' }, current).addresses[0]).toMatchObject({
      street: 'Praha',
      city: null,
      primary: true,
    })
  })

  it('states the primaries on one line', () => {
    expect(contactPrimaries({ emails: [], phones: [], addresses: [] })).toEqual({
      email: null,
      phone: null,
      address: null,
    })
    expect(
      contactPrimaries({
        emails: [email('a@b.cz'), email('c@d.cz', true)],
        phones: [{ type: 'work', value: '222', primary: true }],
        addresses: [
          storedAddress({ street: 'Jinde 1' }),
          storedAddress({
            street: 'Údolní 5',
            city: 'Brno',
            postcode: '602 00',
            country: 'Česko',
            primary: true,
          }),
        ],
      }),
    ).toEqual({ email: 'c@d.cz', phone: '222', address: 'Údolní 5, 602 00 Brno, Česko' })
  })
})
