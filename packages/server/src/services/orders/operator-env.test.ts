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
      OPERATOR_ACCOUNT: '2000145399/0800',
    }
    expect(() => parseOperator(full, true)).not.toThrow()
    for (const missing of ['OPERATOR_ADDRESS', 'OPERATOR_ICO'] as const)
      expect(() => parseOperator({ ...full, [missing]: '' }, true)).toThrow(/OPERATOR_ADDRESS, OPERATOR_ICO/)
  })
})
