import { describe, expect, it } from 'vitest'
import {
  isSiteField,
  operatorLine,
  SITE_FIELD_LABELS,
  SITE_FIELDS,
  siteContactLink,
  siteFieldValues,
} from './site-identity.ts'

const operator = {
  name: 'Ukázkový provozovatel s.r.o.',
  ico: '48135097',
  dic: 'CZ48135097',
  address: 'Smyšlená 1, 110 00 Praha 1',
  register: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 1',
}

describe('site identity (docs/decisions/1007)', () => {
  it('names the operator in one line, leaving out an IČO that is not configured', () => {
    expect(operatorLine(operator)).toBe(
      'Ukázkový provozovatel s.r.o., IČO 48135097, Smyšlená 1, 110 00 Praha 1',
    )
    expect(operatorLine({ ...operator, ico: null })).toBe(
      'Ukázkový provozovatel s.r.o., Smyšlená 1, 110 00 Praha 1',
    )
  })

  it('gives each field its configured value, null where none is configured', () => {
    expect(
      siteFieldValues({
        baseUrl: 'https://trziste.example',
        siteEmail: 'info@example.cz',
        sitePhone: null,
        operator,
      }),
    ).toEqual({
      provozovatel: operator.name,
      ico: '48135097',
      sidlo: operator.address,
      rejstrik: operator.register,
      email: 'info@example.cz',
      telefon: null,
      web: 'https://trziste.example',
      'provozovatel-udaje': operatorLine(operator),
    })
    expect(Object.values(siteFieldValues(null)).every((v) => v === null)).toBe(true)
    expect(siteFieldValues({ baseUrl: '', siteEmail: '', sitePhone: '', operator: null }).web).toBeNull()
  })

  it('labels every field and knows its names', () => {
    for (const field of SITE_FIELDS) {
      expect(SITE_FIELD_LABELS[field]).toBeTruthy()
      expect(isSiteField(field)).toBe(true)
    }
    expect(isSiteField('heslo')).toBe(false)
  })
})

describe('siteContactLink', () => {
  it('links an e-mail as mailto: with the address as its text', () => {
    expect(siteContactLink('email', 'info@example.cz')).toEqual({
      href: 'mailto:info@example.cz',
      text: 'info@example.cz',
    })
  })

  it('dials a Czech phone in the international form and prints it as Czech numbers are written', () => {
    expect(siteContactLink('telefon', '800000000')).toEqual({
      href: 'tel:+420800000000',
      text: '+420 800 000 000',
    })
  })

  it('dials a foreign phone by its digits and prints it as configured', () => {
    expect(siteContactLink('telefon', ' +44 20 7946 0958 ')).toEqual({
      href: 'tel:+442079460958',
      text: '+44 20 7946 0958',
    })
  })
})
