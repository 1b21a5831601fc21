import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NBSP } from '../czech-format/money.ts'
import {
  czechAccountToIban,
  formatIban,
  ibanToCzechAccount,
  isValidIban,
  parseCzechAccount,
} from './bank-account.ts'
import { creditsOnPayment, orderAmountCzk, orderDescription } from './order-pricing.ts'
import { spaydString, spaydText } from './qr-platba.ts'

describe('Czech bank accounts', () => {
  it.each([
    ['19-2000145399/0800', 'CZ6508000000192000145399'],
    ['2000145399/0800', 'CZ7908000000002000145399'],
    ['178124-4159/0710', 'CZ6907101781240000004159'],
  ])('%s → %s', (account, iban) => {
    expect(czechAccountToIban(account)).toBe(iban)
    expect(isValidIban(iban)).toBe(true)
  })

  it.each(['19-2000145398/0800', '19-2000145399', '0000000000/0800', '12-34/080', 'účet'])(
    'rejects %s',
    (raw) => {
      expect(parseCzechAccount(raw)).toBeNull()
      expect(czechAccountToIban(raw)).toBeNull()
    },
  )

  it('reads the Czech account back from its IBAN, so OPERATOR_IBAN and OPERATOR_ACCOUNT can be compared', () => {
    expect(ibanToCzechAccount('CZ65 0800 0000 1920 0014 5399')).toBe('19-2000145399/0800')
    expect(ibanToCzechAccount('cz7908000000002000145399')).toBe('2000145399/0800')
    expect(ibanToCzechAccount('CZ6907101781240000004159')).toBe('178124-4159/0710')
    // a check digit off, another country, a valid IBAN of an account whose own checksum fails
    expect(ibanToCzechAccount('CZ6608000000192000145399')).toBeNull()
    expect(ibanToCzechAccount('SK3112000000198742637541')).toBeNull()
    expect(ibanToCzechAccount('CZ9208000000192000145398')).toBeNull()
  })

  it('parses the parts and tolerates spaces', () => {
    expect(parseCzechAccount(' 19 - 2000145399 / 0800 ')).toEqual({
      prefix: '19',
      number: '2000145399',
      bankCode: '0800',
    })
    expect(parseCzechAccount('2000145399/0800')?.prefix).toBe('')
  })

  it('validates and formats IBANs', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true)
    expect(isValidIban('CZ6608000000192000145399')).toBe(false)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
    expect(isValidIban('nonsense')).toBe(false)
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
  })

  it('always produces a valid IBAN from a valid account', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 9999 }),
        (n, bank) => {
          const account = `${n}/${String(bank).padStart(4, '0')}`
          const iban = czechAccountToIban(account)
          if (iban !== null) expect(isValidIban(iban)).toBe(true)
        },
      ),
    )
  })
})

describe('QR Platba (SPAYD)', () => {
  it('builds the string banking apps read', () => {
    expect(
      spaydString({
        iban: 'CZ65 0800 0000 1920 0014 5399',
        amountCzk: 2490,
        variableSymbol: '2026000001',
        message: 'Kredity * 300 – Tržiště',
        recipientName: 'Realitní společnost s.r.o.',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:2490.00*CC:CZK*X-VS:2026000001*RN:REALITNI SPOLECNOST S.R.O.*MSG:KREDITY 300 - TRZISTE',
    )
    expect(spaydString({ iban: 'CZ6508000000192000145399', amountCzk: 0, variableSymbol: '1' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:0.00*CC:CZK*X-VS:1',
    )
  })

  // The specification's example (qr-platba.cz, Wikipedia "Short Payment Descriptor"):
  // SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*MSG:PLATBA ZA ZBOZI
  it('writes every field as the specification’s example does', () => {
    const s = spaydString({
      iban: 'CZ58 5500 0000 0012 6509 8001',
      amountCzk: 480,
      variableSymbol: '0000001234',
      message: 'Platba za zboží',
      recipientName: 'Příjemce – „Tržiště“ s.r.o.',
    })
    const [header, version, ...pairs] = s.split('*')
    expect([header, version]).toEqual(['SPD', '1.0'])
    const fields = Object.fromEntries(
      pairs.map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]),
    )
    expect(fields).toEqual({
      ACC: 'CZ5855000000001265098001',
      AM: '480.00',
      CC: 'CZK',
      'X-VS': '0000001234',
      RN: 'PRIJEMCE - "TRZISTE" S.R.O.',
      MSG: 'PLATBA ZA ZBOZI',
    })
    expect(fields.ACC).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/) // IBAN, at most 34 characters
    expect(fields.AM).toMatch(/^\d{1,7}\.\d{2}$/) // at most 10 characters, a dot and two decimals
    expect(fields.CC).toMatch(/^[A-Z]{3}$/) // ISO 4217
    expect(fields['X-VS']).toMatch(/^\d{1,10}$/)
  })

  it('stays within printable ASCII whatever the operator’s name and the order’s description hold', () => {
    const texts = [
      `Balíček 1${NBSP}000 kreditů – Předplatné „Gold“, ročně…`,
      'Ukázkový provozovatel s.r.o. (neexistuje) × Łódź ß 😀 100 % * tab\there',
      '–—',
    ]
    for (const text of texts) {
      const s = spaydString({
        iban: 'CZ6508000000192000145399',
        amountCzk: 1,
        variableSymbol: '1',
        message: text,
        recipientName: text,
      })
      expect(s).toMatch(/^[\x20-\x7E]+$/)
      expect(
        s
          .split('*')
          .slice(2)
          .every((pair) => /^[A-Z-]+:[^*]+$/.test(pair)),
      ).toBe(true)
    }
    expect(
      spaydString({ iban: 'CZ6508000000192000145399', amountCzk: 1, variableSymbol: '1', message: texts[0] }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1.00*CC:CZK*X-VS:1*MSG:BALICEK 1 000 KREDITU - PREDPLATNE "GOLD", ROCNE...',
    )
    expect(spaydText('Łódź ß 😀 100 % * x', 60)).toBe('ODZ 100 X')
    // a value with nothing left is left out rather than written empty
    expect(
      spaydString({ iban: 'CZ6508000000192000145399', amountCzk: 1, variableSymbol: '1', message: '😀' }),
    ).not.toContain('MSG')
  })

  it('cuts the message to 60 characters and refuses bad symbols and amounts', () => {
    const s = spaydString({
      iban: 'CZ6508000000192000145399',
      amountCzk: 1,
      variableSymbol: '1',
      message: 'x'.repeat(80),
    })
    expect(s.split('*MSG:')[1]).toHaveLength(60)
    expect(() => spaydString({ iban: 'X', amountCzk: 1, variableSymbol: '12345678901' })).toThrow(RangeError)
    expect(() => spaydString({ iban: 'X', amountCzk: 1.5, variableSymbol: '1' })).toThrow(RangeError)
    expect(() => spaydString({ iban: 'X', amountCzk: -1, variableSymbol: '1' })).toThrow(RangeError)
  })
})

describe('order pricing', () => {
  it.each([
    [{ kind: 'CREDITS', credits: 100 }, 990, 'Balíček 100 kreditů', 100],
    [{ kind: 'CREDITS', credits: 1000 }, 6990, `Balíček 1${NBSP}000 kreditů`, 1000],
    [{ kind: 'CREDITS', credits: 250 }, null, 'Balíček 250 kreditů', 250],
    [{ kind: 'SUBSCRIPTION', tier: 'BRONZE', term: 'MONTHLY' }, 1490, 'Předplatné Bronze, měsíčně', 200],
    [{ kind: 'SUBSCRIPTION', tier: 'GOLD', term: 'YEARLY' }, 59_900, 'Předplatné Gold, ročně', 1200],
    [{ kind: 'SUBSCRIPTION', tier: 'ENTERPRISE', term: 'YEARLY' }, null, 'Předplatné Pro firmy, ročně', 0],
  ] as const)('%j', (item, amount, description, credits) => {
    expect(orderAmountCzk(item)).toBe(amount)
    expect(orderDescription(item)).toBe(description)
    expect(creditsOnPayment(item)).toBe(credits)
  })
})
