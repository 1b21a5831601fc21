import { describe, expect, it } from 'vitest'
import { DEMO_OPERATOR, EnvError, parseOperator, readEnv } from '../../env.ts'

describe('operator settings (OPERATOR_*, VAT_*)', () => {
  it('fall back to the fictitious demo operator outside production', () => {
    expect(readEnv({}).operator).toEqual(DEMO_OPERATOR)
  })

  it('read the operator, derive the IBAN and the VAT settings', () => {
    const operator = parseOperator(
      {
        OPERATOR_NAME: 'Tržiště s.r.o.',
        OPERATOR_ADDRESS: 'Náměstí 1, 602 00 Brno',
        OPERATOR_ICO: '87654321',
        OPERATOR_ACCOUNT: '2000145399/0800',
        OPERATOR_REGISTER: 'zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 1',
        VAT_PAYER: '0',
        VAT_RATE: '12',
      },
      true,
    )
    expect(operator).toEqual({
      name: 'Tržiště s.r.o.',
      address: 'Náměstí 1, 602 00 Brno',
      ico: '87654321',
      dic: null,
      register: 'zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 1',
      accountNumber: '2000145399/0800',
      iban: 'CZ7908000000002000145399',
      vatPayer: false,
      vatRatePercent: 12,
    })
  })

  it('refuse a wrong account, a wrong rate and a production start without the operator', () => {
    expect(() => parseOperator({ OPERATOR_ACCOUNT: '19-2000145398/0800' }, false)).toThrow(EnvError)
    expect(() => parseOperator({ VAT_RATE: 'dvacet' }, false)).toThrow(/VAT_RATE/)
    expect(() => parseOperator({}, true)).toThrow(/OPERATOR_NAME/)
    // every part of the identity the legal texts and invoices print is required in production
    const full = {
      OPERATOR_NAME: 'T s.r.o.',
      OPERATOR_ADDRESS: 'Brno',
      OPERATOR_ICO: '87654321',
      OPERATOR_DIC: 'CZ87654321',
      OPERATOR_ACCOUNT: '2000145399/0800',
    }
    expect(() => parseOperator(full, true)).not.toThrow()
    for (const missing of ['OPERATOR_ADDRESS', 'OPERATOR_ICO'] as const)
      expect(() => parseOperator({ ...full, [missing]: '' }, true)).toThrow(/OPERATOR_ADDRESS, OPERATOR_ICO/)
  })

  it('refuse to start in production as a VAT payer without a DIČ, in Czech; a non-payer needs none (issue 29)', () => {
    const payer = {
      OPERATOR_NAME: 'T s.r.o.',
      OPERATOR_ADDRESS: 'Brno',
      OPERATOR_ICO: '87654321',
      OPERATOR_ACCOUNT: '2000145399/0800',
    }
    expect(() => parseOperator(payer, true)).toThrow(
      'Provozovatel je plátce DPH (VAT_PAYER není 0), ale chybí OPERATOR_DIC: faktura – daňový doklad musí uvádět DIČ dodavatele.',
    )
    expect(() => parseOperator({ ...payer, OPERATOR_DIC: '  ' }, true)).toThrow(/chybí OPERATOR_DIC/)
    expect(parseOperator({ ...payer, VAT_PAYER: '0' }, true)).toMatchObject({ vatPayer: false, dic: null })
    expect(parseOperator({ ...payer, OPERATOR_DIC: 'cz 876 543 21' }, true)).toMatchObject({
      vatPayer: true,
      dic: 'CZ87654321',
    })
    expect(() => parseOperator({ ...payer, OPERATOR_DIC: '87654321' }, true)).toThrow(
      'OPERATOR_DIC „87654321“ má tvar CZ a 8 až 10 číslic, např. CZ27082440.',
    )
    // the demo outside production keeps its made-up DIČ
    expect(parseOperator({}, false).dic).toBe(DEMO_OPERATOR.dic)
  })

  it('check that OPERATOR_IBAN and OPERATOR_ACCOUNT denote the same account, or derive one from the other', () => {
    const base = { VAT_PAYER: '0' }
    expect(
      parseOperator(
        { ...base, OPERATOR_ACCOUNT: '19-2000145399/0800', OPERATOR_IBAN: 'CZ65 0800 0000 1920 0014 5399' },
        false,
      ),
    ).toMatchObject({ accountNumber: '19-2000145399/0800', iban: 'CZ6508000000192000145399' })
    expect(parseOperator({ ...base, OPERATOR_IBAN: 'cz6508000000192000145399' }, false)).toMatchObject({
      accountNumber: '19-2000145399/0800',
      iban: 'CZ6508000000192000145399',
    })
    expect(() =>
      parseOperator(
        { ...base, OPERATOR_ACCOUNT: '2000145399/0800', OPERATOR_IBAN: 'CZ6508000000192000145399' },
        false,
      ),
    ).toThrow(
      'OPERATOR_IBAN „CZ65 0800 0000 1920 0014 5399“ a OPERATOR_ACCOUNT „2000145399/0800“ nejsou tentýž účet: k číslu účtu patří IBAN CZ79 0800 0000 0020 0014 5399.',
    )
    expect(() => parseOperator({ ...base, OPERATOR_IBAN: 'CZ6608000000192000145399' }, false)).toThrow(
      /OPERATOR_IBAN „CZ6608000000192000145399“ není platný IBAN/,
    )
    // a valid IBAN of another country names no Czech account: the demo account stays and the two differ
    expect(() => parseOperator({ ...base, OPERATOR_IBAN: 'SK3112000000198742637541' }, false)).toThrow(
      /nejsou tentýž účet/,
    )
  })
})
