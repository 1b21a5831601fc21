import { describe, expect, it } from 'vitest'
import {
  emptyCard,
  finishCard,
  formatAddress,
  joinName,
  parseAddressText,
  phoneTypeFromLabel,
  placeTypeFromLabel,
  toContactInput,
} from './contact-card.ts'

describe('finishCard: bounds and leftovers', () => {
  it('keeps at most 10 e-mails and phones and 5 addresses, naming the rest', () => {
    const card = emptyCard(3)
    card.fullName = 'Mnoho Údajů'
    for (let i = 0; i < 12; i++) {
      card.emails.push({ value: `a${i}@example.cz`, field: 'E-mail' })
      card.phones.push({ value: `777 000 1${String(i).padStart(2, '0')}`, field: 'Telefon' })
    }
    for (let i = 0; i < 7; i++) card.addresses.push({ street: `Ulice ${i}`, field: 'Adresa' })
    card.addresses.push({ street: 'Ulice 0', field: 'Adresa' }, { field: 'Adresa' })
    card.tags = ['x'.repeat(41), ...Array.from({ length: 22 }, (_, i) => `štítek ${i}`)]
    card.note = `${'n'.repeat(20_001)}`
    card.phones.push({ value: 'volat recepci', field: 'Telefon' })
    const done = finishCard(card)
    expect(done?.contact.emails).toHaveLength(10)
    expect(done?.contact.phones).toHaveLength(10)
    expect(done?.contact.addresses).toHaveLength(5)
    expect(done?.contact.tags).toHaveLength(20)
    expect(done?.contact.note).toHaveLength(20_000)
    const reasons = done?.issues.map((i) => i.reason) ?? []
    expect(reasons.filter((r) => r === 'Kontakt může mít nejvýše 10 e-mailů.')).toHaveLength(2)
    expect(reasons.filter((r) => r === 'Kontakt může mít nejvýše 10 telefonů.')).toHaveLength(2)
    expect(reasons.filter((r) => r === 'Kontakt může mít nejvýše 5 adresy.')).toHaveLength(2)
    expect(reasons).toContain('Štítek je delší než 40 znaků.')
    expect(reasons).toContain('Kontakt může mít nejvýše 20 štítků.')
    expect(reasons).toContain('Poznámka je delší než 20 000 znaků, konec jsme vynechali.')
    expect(reasons).toContain(
      'Telefon obsahuje znaky, které do čísla nepatří. Kontakt importujeme bez tohoto telefonu.',
    )
  })

  it('shortens long texts with a notice and names a card after its nickname, company, or nothing', () => {
    const long = emptyCard(1)
    long.fullName = 'J'.repeat(250)
    long.company = 'F'.repeat(150)
    long.department = 'O'.repeat(60)
    expect(finishCard(long)?.contact.name).toHaveLength(200)
    expect(finishCard(long)?.issues.map((i) => i.field)).toEqual(['Firma', 'Jméno'])
    const nick = { ...emptyCard(1), nickname: 'Olda' }
    expect(finishCard(nick)?.contact.name).toBe('Olda')
    const firm = { ...emptyCard(1), company: 'Stavby s.r.o.' }
    expect(finishCard(firm)?.contact.name).toBe('Stavby s.r.o.')
    const noteOnly = { ...emptyCard(1), note: 'jen poznámka' }
    expect(finishCard(noteOnly)?.contact.name).toBe('Kontakt bez jména')
    expect(finishCard(emptyCard(1))).toBeNull()
  })

  it('marks the wanted primary also when it repeats an earlier value', () => {
    const card = emptyCard(1)
    card.fullName = 'Eva'
    card.emails.push({ value: 'a@b.cz', field: 'E' }, { value: 'A@b.cz', field: 'E', primary: true })
    card.phones.push(
      { value: '', field: 'T' },
      { value: '777 111 222', field: 'T' },
      { value: '777111222', field: 'T', primary: true },
    )
    card.emails.push({ value: '', field: 'E' })
    const done = finishCard(card)
    expect(done?.contact.emails).toEqual([{ type: 'other', value: 'a@b.cz', primary: true }])
    expect(done?.contact.phones).toEqual([{ type: 'other', value: '777 111 222', primary: true }])
    expect(toContactInput(done?.contact as never)).toMatchObject({
      emails: [{ value: 'a@b.cz' }],
      addresses: [],
    })
  })
})

describe('names, addresses and labels', () => {
  it('joins titles and reads addresses', () => {
    expect(joinName({ prefix: 'Ing.', given: 'Jana', family: 'Nová', suffix: 'Ph.D.' })).toBe(
      'Ing. Jana Nová, Ph.D.',
    )
    expect(joinName({ suffix: 'Ph.D.' })).toBe('Ph.D.')
    expect(parseAddressText('Údolní 5\n602 00 Brno\nČesko')).toEqual({
      street: 'Údolní 5',
      postcode: '602 00',
      city: 'Brno',
      country: 'Česko',
    })
    expect(parseAddressText('602 00 Brno')).toEqual({
      street: undefined,
      postcode: '602 00',
      city: 'Brno',
      country: undefined,
    })
    expect(parseAddressText('10 Downing Street, London')).toEqual({ street: '10 Downing Street, London' })
    expect(formatAddress({ street: 'A\nB', city: 'Brno', region: 'JM' })).toBe('A, B, Brno, JM')
  })

  it('reads phone and place labels in English and Czech', () => {
    expect([undefined, 'iPhone', 'Fax', 'Práce', 'Domů', 'Chata'].map(phoneTypeFromLabel)).toEqual([
      undefined,
      'mobile',
      'other',
      'work',
      'home',
      'other',
    ])
    expect([undefined, 'Zaměstnání', 'soukromé', 'Chata'].map(placeTypeFromLabel)).toEqual([
      undefined,
      'work',
      'home',
      'other',
    ])
  })
})
