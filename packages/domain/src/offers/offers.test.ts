import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INSUFFICIENT_CREDITS_MESSAGE } from '../credits/credits.ts'
import {
  categoriesForKind,
  categoryLabel,
  isCategoryOfKind,
  isPubliclyVisible,
  LISTING_CATEGORIES,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  REGIONS,
  regionLabel,
  SERVICE_CATEGORIES,
} from './offer-catalogue.ts'
import {
  adminTakedown,
  allowedOfferActions,
  allowedTakedownActions,
  changesNeedReview,
  editSendsToReview,
  OFFER_ACTIONS,
  type OfferAction,
  type OfferActor,
  offerTransition,
  operatorTakedown,
  REJECTION_REASON_REQUIRED,
  TAKEDOWN_ADMIN_ONLY,
  TAKEDOWN_REASON_REQUIRED,
} from './offer-lifecycle.ts'
import {
  MANAGEMENT_FIELDS,
  type OfferField,
  offerRelation,
  PRIVATE_FIELDS,
  pickVisibleFields,
  TEASER_FIELDS,
  type ViewerRelation,
  visibleOfferFields,
} from './offer-visibility.ts'
import { canUnlock } from './unlock.ts'

describe('offer catalogue (docs/product/offers.md)', () => {
  it('has the listing and service categories', () => {
    expect(LISTING_CATEGORIES.map((c) => c.label)).toEqual([
      'Nemovitost',
      'Developerský projekt',
      'Finanční smlouva / pohledávka',
      'Podíl ve firmě',
      'Jiná příležitost',
    ])
    expect(SERVICE_CATEGORIES.map((c) => c.label)).toEqual([
      'Právní služby',
      'Znalecké posudky a odhady',
      'Financování',
      'Daňové a účetní poradenství',
      'Správa nemovitostí',
      'Realitní služby',
      'Ostatní',
    ])
  })

  it('has the 14 regions with unique codes', () => {
    expect(REGIONS.map((r) => r.label)).toEqual([
      'Hlavní město Praha',
      'Středočeský',
      'Jihočeský',
      'Plzeňský',
      'Karlovarský',
      'Ústecký',
      'Liberecký',
      'Královéhradecký',
      'Pardubický',
      'Kraj Vysočina',
      'Jihomoravský',
      'Olomoucký',
      'Zlínský',
      'Moravskoslezský',
    ])
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(14)
  })

  it('labels codes and tells categories of each kind apart', () => {
    expect(categoryLabel('LEGAL')).toBe('Právní služby')
    expect(categoryLabel('REAL_ESTATE')).toBe('Nemovitost')
    expect(categoryLabel('GONE')).toBe('GONE')
    expect(regionLabel('CZ-72')).toBe('Zlínský')
    expect(regionLabel('CZ-99')).toBe('CZ-99')
    expect(isCategoryOfKind('LISTING', 'REAL_ESTATE')).toBe(true)
    expect(isCategoryOfKind('SERVICE', 'REAL_ESTATE')).toBe(false)
    expect(categoriesForKind('SERVICE')).toBe(SERVICE_CATEGORIES)
  })

  it('labels every status and shows only PUBLISHED to others', () => {
    expect(Object.keys(OFFER_STATUS_LABELS)).toEqual([...OFFER_STATUSES])
    expect(OFFER_STATUSES.filter(isPubliclyVisible)).toEqual(['PUBLISHED'])
  })
})

const owner: OfferActor = { isOwner: true, isAdmin: false }
const admin: OfferActor = { isOwner: false, isAdmin: true }
const stranger: OfferActor = { isOwner: false, isAdmin: false }

describe('offerTransition (docs/product/offers.md lifecycle)', () => {
  it.each([
    ['DRAFT', 'edit', 'DRAFT'],
    ['DRAFT', 'submit', 'PENDING'],
    ['PENDING', 'edit', 'PENDING'],
    ['REJECTED', 'edit', 'REJECTED'],
    ['REJECTED', 'submit', 'PENDING'],
    ['PUBLISHED', 'edit', 'PENDING'],
    ['PAUSED', 'edit', 'PENDING'],
    ['PUBLISHED', 'pause', 'PAUSED'],
    ['PAUSED', 'resume', 'PUBLISHED'],
    ['PUBLISHED', 'close', 'CLOSED'],
    ['PAUSED', 'close', 'CLOSED'],
  ] as const)('owner: %s --%s--> %s', (from, action, next) => {
    expect(offerTransition(from, action, owner)).toEqual({ ok: true, next })
  })

  it.each([
    ['PENDING', 'approve', 'PUBLISHED'],
    ['PENDING', 'reject', 'REJECTED'],
  ] as const)('admin: %s --%s--> %s', (from, action, next) => {
    expect(offerTransition(from, action, admin, { reason: 'Chybí fotografie.' })).toEqual({ ok: true, next })
  })

  it.each([
    [['photoOrder'], 'PUBLISHED'],
    [['photoRemoved'], 'PUBLISHED'],
    [['documentRemoved', 'photoOrder'], 'PUBLISHED'],
    [['photos'], 'PENDING'],
    [['documentAdded'], 'PENDING'],
    [['pubPrice', 'photoOrder'], 'PENDING'],
    [[], 'PUBLISHED'],
  ] as const)('a published offer edited with %j goes to %s (decision 1350)', (changes, next) => {
    expect(offerTransition('PUBLISHED', 'edit', owner, { changes })).toEqual({ ok: true, next })
    expect(changesNeedReview(changes)).toBe(next === 'PENDING')
  })

  it('keeps a paused offer paused when only photos are removed, and counts an unknown edit as needing review', () => {
    expect(offerTransition('PAUSED', 'edit', owner, { changes: ['photoRemoved'] })).toEqual({
      ok: true,
      next: 'PAUSED',
    })
    expect(changesNeedReview()).toBe(true)
  })

  it.each([
    ['PUBLISHED', undefined, true],
    ['PAUSED', ['documentAdded'], true],
    ['PUBLISHED', ['photoOrder'], false],
    ['PENDING', undefined, false],
    ['DRAFT', ['photos'], false],
    ['CLOSED', undefined, false],
  ] as const)('editSendsToReview(%s, %j) is %s', (status, changes, expected) => {
    expect(editSendsToReview(status, changes)).toBe(expected)
  })

  it.each([
    ['PUBLISHED', 'pause', 'PAUSED'],
    ['PUBLISHED', 'close', 'CLOSED'],
    ['PAUSED', 'close', 'CLOSED'],
  ] as const)('admin take-down: %s --%s--> %s (decision 1351)', (from, action, next) => {
    expect(adminTakedown(from, action, admin, 'Podvodná nabídka.')).toEqual({ ok: true, next })
  })

  it('takes down only with a reason, only as an admin, only from the market', () => {
    expect(adminTakedown('PUBLISHED', 'pause', admin, '  ')).toEqual({
      ok: false,
      message: TAKEDOWN_REASON_REQUIRED,
    })
    expect(adminTakedown('PUBLISHED', 'close', owner, 'x')).toEqual({
      ok: false,
      message: TAKEDOWN_ADMIN_ONLY,
    })
    expect(adminTakedown('PAUSED', 'pause', admin, 'x').ok).toBe(false)
    expect(adminTakedown('PENDING', 'close', admin, 'x')).toEqual({
      ok: false,
      message: 'Akci „Uzavřít“ nelze provést u nabídky ve stavu „Čeká na schválení“.',
    })
    expect(allowedTakedownActions('PUBLISHED')).toEqual(['pause', 'close'])
    expect(allowedTakedownActions('PAUSED')).toEqual(['close'])
    expect(allowedTakedownActions('CLOSED')).toEqual([])
  })

  it('finds the operator take-down that put an offer where it is', () => {
    const entry = (
      id: number,
      action: string,
      toStatus: 'PAUSED' | 'PUBLISHED' | 'CLOSED',
      actor: string | null,
    ) => ({
      id,
      action,
      toStatus,
      actor: actor === null ? null : { id: actor },
    })
    const paused = [entry(1, 'approve', 'PUBLISHED', 'admin'), entry(2, 'pause', 'PAUSED', 'admin')]
    expect(operatorTakedown('PAUSED', 'owner', paused)?.id).toBe(2)
    expect(operatorTakedown('PUBLISHED', 'owner', paused)).toBeNull()
    // the owner paused it again later: their own pause
    expect(
      operatorTakedown('PAUSED', 'owner', [
        ...paused,
        entry(3, 'resume', 'PUBLISHED', 'owner'),
        entry(4, 'pause', 'PAUSED', 'owner'),
      ]),
    ).toBeNull()
    expect(operatorTakedown('CLOSED', 'owner', [entry(5, 'close', 'CLOSED', 'admin')])?.id).toBe(5)
    expect(operatorTakedown('CLOSED', 'owner', [entry(5, 'close', 'CLOSED', null)])).toBeNull()
    expect(operatorTakedown('PAUSED', 'owner', [entry(6, 'edit', 'PAUSED', 'admin')])).toBeNull()
    expect(operatorTakedown('PAUSED', 'owner', [])).toBeNull()
  })

  it('requires a reason to reject', () => {
    const fail = { ok: false, message: REJECTION_REASON_REQUIRED }
    expect(offerTransition('PENDING', 'reject', admin)).toEqual(fail)
    expect(offerTransition('PENDING', 'reject', admin, { reason: '   ' })).toEqual(fail)
  })

  it('lets only the owner manage and only an admin moderate', () => {
    expect(offerTransition('DRAFT', 'submit', admin)).toEqual({
      ok: false,
      message: 'Tuto akci může provést pouze vlastník nabídky.',
    })
    expect(offerTransition('PENDING', 'approve', owner)).toEqual({
      ok: false,
      message: 'Schvalovat a zamítat nabídky může pouze administrátor.',
    })
    expect(offerTransition('PUBLISHED', 'pause', stranger).ok).toBe(false)
  })

  it('refuses transitions the diagram does not have', () => {
    expect(offerTransition('CLOSED', 'edit', owner)).toEqual({
      ok: false,
      message: 'Akci „Upravit“ nelze provést u nabídky ve stavu „Uzavřeno“.',
    })
    expect(offerTransition('DRAFT', 'approve', admin).ok).toBe(false)
    expect(offerTransition('PUBLISHED', 'submit', owner).ok).toBe(false)
    expect(offerTransition('PUBLISHED', 'reject', admin, { reason: 'x' }).ok).toBe(false)
  })

  it('never leaves CLOSED, whoever acts', () => {
    const both: OfferActor = { isOwner: true, isAdmin: true }
    for (const action of OFFER_ACTIONS) {
      expect(offerTransition('CLOSED', action as OfferAction, both, { reason: 'x' }).ok).toBe(false)
    }
  })

  it.each([
    ['DRAFT', owner, ['edit', 'submit']],
    ['PENDING', owner, ['edit']],
    ['PENDING', admin, ['approve', 'reject']],
    ['PUBLISHED', owner, ['edit', 'pause', 'close']],
    ['PAUSED', owner, ['edit', 'resume', 'close']],
    ['REJECTED', owner, ['edit', 'submit']],
    ['CLOSED', owner, []],
    ['PUBLISHED', stranger, []],
  ] as const)('menu for %s: %j', (status, actor, actions) => {
    expect(allowedOfferActions(status, actor)).toEqual(actions)
  })
})

describe('visibleOfferFields (docs/product/offers.md "Who sees what")', () => {
  const teaser = [...TEASER_FIELDS]
  const priv = [...PRIVATE_FIELDS]
  const all = [...TEASER_FIELDS, ...PRIVATE_FIELDS, ...MANAGEMENT_FIELDS]
  const table: ['LISTING' | 'SERVICE', (typeof OFFER_STATUSES)[number], ViewerRelation, OfferField[]][] = [
    ['LISTING', 'PUBLISHED', 'owner', all],
    ['LISTING', 'DRAFT', 'owner', all],
    ['LISTING', 'PENDING', 'admin', all],
    ['LISTING', 'PUBLISHED', 'unlocked', [...teaser, ...priv]],
    ['LISTING', 'PENDING', 'unlocked', [...teaser, ...priv]],
    ['LISTING', 'CLOSED', 'unlocked', [...teaser, ...priv]],
    ['LISTING', 'PUBLISHED', 'signed-in', teaser],
    ['LISTING', 'PAUSED', 'signed-in', []],
    ['LISTING', 'PUBLISHED', 'visitor', teaser],
    ['LISTING', 'PENDING', 'visitor', []],
    ['SERVICE', 'DRAFT', 'owner', all],
    ['SERVICE', 'PUBLISHED', 'signed-in', [...teaser, ...priv]],
    ['SERVICE', 'PUBLISHED', 'unlocked', [...teaser, ...priv]],
    ['SERVICE', 'PENDING', 'unlocked', []],
    ['SERVICE', 'PUBLISHED', 'visitor', [...teaser, 'street', 'postcode']],
    ['SERVICE', 'CLOSED', 'visitor', []],
  ]
  it.each(table)('%s %s for %s', (kind, status, relation, fields) => {
    expect(visibleOfferFields({ kind, status }, relation)).toEqual(new Set(fields))
  })

  it('never gives a listing private part to anyone who has not unlocked it', () => {
    for (const status of OFFER_STATUSES) {
      for (const relation of ['signed-in', 'visitor'] as const) {
        const fields = visibleOfferFields({ kind: 'LISTING', status }, relation)
        for (const f of PRIVATE_FIELDS) expect(fields.has(f)).toBe(false)
        for (const f of MANAGEMENT_FIELDS) expect(fields.has(f)).toBe(false)
      }
    }
  })

  it('works out the relation', () => {
    const offer = { ownerId: 'u1' }
    expect(offerRelation(offer, null, false)).toBe('visitor')
    expect(offerRelation(offer, { userId: 'u1', role: 'ADMIN' }, false)).toBe('owner')
    expect(offerRelation(offer, { userId: 'u2', role: 'SUPER_ADMIN' }, true)).toBe('admin')
    expect(offerRelation(offer, { userId: 'u2', role: 'USER' }, true)).toBe('unlocked')
    expect(offerRelation(offer, { userId: 'u2', role: 'VERIFIED' }, false)).toBe('signed-in')
  })

  it('picks only visible fields', () => {
    const record = { id: 1, pubName: 'Byt', privDescription: 'tajné', street: 'Dlouhá 1', extra: true }
    expect(
      pickVisibleFields(record, visibleOfferFields({ kind: 'LISTING', status: 'PUBLISHED' }, 'visitor')),
    ).toEqual({ id: 1, pubName: 'Byt' })
  })
})

describe('canUnlock (docs/product/offers.md "Unlocking")', () => {
  const listing = { kind: 'LISTING' as const, status: 'PUBLISHED' as const, ownerId: 'owner' }
  const buyer = { userId: 'buyer', balance: 50, alreadyUnlocked: false }

  it('charges 50 credits once', () => {
    expect(canUnlock(listing, buyer)).toEqual({ ok: true, charge: 50 })
    expect(canUnlock(listing, { ...buyer, alreadyUnlocked: true, balance: 0 })).toEqual({
      ok: true,
      charge: 0,
    })
    expect(canUnlock({ ...listing, status: 'CLOSED' }, { ...buyer, alreadyUnlocked: true })).toEqual({
      ok: true,
      charge: 0,
    })
  })

  it.each([
    [{ ...listing, kind: 'SERVICE' as const }, buyer, 'service'],
    [listing, { ...buyer, userId: 'owner' }, 'own'],
    [{ ...listing, status: 'PAUSED' as const }, buyer, 'not-published'],
    [listing, { ...buyer, balance: 49 }, 'insufficient-credits'],
  ])('refuses: %#', (offer, viewer, code) => {
    expect(canUnlock(offer, viewer)).toMatchObject({ ok: false, code })
  })

  it('says what to do when credits are short', () => {
    expect(canUnlock(listing, { ...buyer, balance: 0 })).toMatchObject({
      message: INSUFFICIENT_CREDITS_MESSAGE,
    })
  })
})

describe('offer lifecycle, as a walk', () => {
  const anyActor = fc.record({ isOwner: fc.boolean(), isAdmin: fc.boolean() })
  const step = fc.tuple(fc.constantFrom(...OFFER_ACTIONS), anyActor, fc.constantFrom(undefined, '', 'Důvod'))

  it('reaches PUBLISHED only by an admin approval or an owner resume, and never leaves CLOSED', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let status: (typeof OFFER_STATUSES)[number] = 'DRAFT'
        for (const [action, actor, reason] of steps) {
          const result = offerTransition(status, action, actor, { reason })
          if (!result.ok) continue
          if (status === 'CLOSED') return false
          if (result.next === 'PUBLISHED' && status !== 'PUBLISHED') {
            const legit = (action === 'approve' && actor.isAdmin) || (action === 'resume' && actor.isOwner)
            if (!legit) return false
          }
          if (action === 'reject' && !reason?.trim()) return false
          status = result.next
        }
        return true
      }),
      { numRuns: 1000 },
    )
  })
})
