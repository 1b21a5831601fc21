import { describe, expect, it } from 'vitest'
import { auditChanges } from './audit-changes.ts'

describe('auditChanges: an audit entry’s before → after in Czech', () => {
  it('labels the fields and the codes of the user actions', () => {
    expect(auditChanges({ before: { role: 'USER' }, after: { role: 'VERIFIED' } })).toEqual([
      { field: 'role', label: 'Role', before: 'Uživatel', after: 'Ověřený uživatel' },
    ])
    expect(
      auditChanges({
        before: { verificationStatus: 'REQUESTED', role: 'USER' },
        after: { verificationStatus: 'APPROVED', role: 'VERIFIED' },
      }).map((c) => `${c.label}: ${c.before} → ${c.after}`),
    ).toEqual(['Ověření: Čeká na ověření → Ověřeno', 'Role: Uživatel → Ověřený uživatel'])
    expect(auditChanges({ before: { balance: 5 }, after: { balance: 25 } })).toEqual([
      { field: 'balance', label: 'Zůstatek kreditů', before: '5 kreditů', after: '25 kreditů' },
    ])
    expect(auditChanges({ before: { blocked: false }, after: { blocked: true } })[0]).toMatchObject({
      label: 'Účet',
      before: 'aktivní',
      after: 'zablokován',
    })
    expect(auditChanges({ before: { state: 'NEW' }, after: { state: 'DONE' } })[0]).toMatchObject({
      before: 'Nové',
      after: 'Vyřízeno',
    })
    // an operator's take-down of an offer (decision 1351)
    expect(auditChanges({ before: { status: 'PUBLISHED' }, after: { status: 'PAUSED' } })).toEqual([
      { field: 'status', label: 'Stav nabídky', before: 'Zveřejněno', after: 'Pozastaveno' },
    ])
  })

  it('labels an admin’s refund of a paid order in Czech (decision 1306)', () => {
    expect(
      auditChanges({
        before: { orderStatus: 'PAID', creditNote: null, creditsTakenBack: 0 },
        after: { orderStatus: 'CANCELLED', creditNote: 'OD-2026-000001', creditsTakenBack: 300 },
      }).map((c) => `${c.label}: ${c.before} → ${c.after}`),
    ).toEqual([
      'Stav objednávky: Zaplaceno → Zrušeno',
      'Opravný doklad: — → OD-2026-000001',
      'Odebrané kredity: 0 kreditů → 300 kreditů',
    ])
    expect(auditChanges({ before: {}, after: { creditsTakenBack: 'x' } })[0]?.after).toBe('x')
  })

  it('labels a bank payment’s decision in Czech (the payments queue, decision 1303)', () => {
    expect(
      auditChanges({
        before: { paymentState: 'NEEDS_REVIEW' },
        after: { paymentState: 'RESOLVED', resolution: 'ASSIGNED', orderVariableSymbol: '2026000104' },
      }).map((c) => `${c.label}: ${c.before} → ${c.after}`),
    ).toEqual([
      'Platba z výpisu: K posouzení → Vyřešeno',
      'Vyřízení: — → Přiřazeno k objednávce',
      'Objednávka (VS): — → 2026000104',
    ])
  })

  it('leaves out unchanged fields and shows missing values as a dash', () => {
    // an admin approved: the role stays, only the verification changes
    expect(
      auditChanges({
        before: { verificationStatus: 'REQUESTED', role: 'ADMIN' },
        after: { verificationStatus: 'APPROVED', role: 'ADMIN' },
      }).map((c) => c.field),
    ).toEqual(['verificationStatus'])
    expect(auditChanges({ before: {}, after: { offerId: 1234 } })).toEqual([
      { field: 'offerId', label: 'Nabídka', before: '—', after: '1\u00A0234' },
    ])
    expect(auditChanges({ before: { note: null }, after: { note: 'Voláno' } })[0]).toMatchObject({
      label: 'Poznámka',
      before: '—',
      after: 'Voláno',
    })
  })

  it('keeps what no label knows readable rather than dropping it', () => {
    expect(auditChanges({ before: { role: 'toString' }, after: { role: 'USER' } })[0]).toMatchObject({
      before: 'toString',
      after: 'Uživatel',
    })
    expect(
      auditChanges({ before: { flag: false, extra: 'x' }, after: { flag: true, extra: { a: 1 } } }),
    ).toEqual([
      { field: 'flag', label: 'flag', before: 'ne', after: 'ano' },
      { field: 'extra', label: 'extra', before: 'x', after: '{"a":1}' },
    ])
    expect(auditChanges({ before: { balance: null }, after: { blocked: 'maybe' } })).toEqual([
      { field: 'blocked', label: 'Účet', before: '—', after: 'maybe' },
    ])
  })
})
