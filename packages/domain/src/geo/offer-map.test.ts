import { describe, expect, it } from 'vitest'
import { offerMapOf, type PlaceCount, singleOfferIds } from './offer-map.ts'
import { createGazetteer } from './places.ts'

const gazetteer = createGazetteer([
  ['Brno', 'CZ-64', 49.195, 16.608],
  ['Znojmo', 'CZ-64', 48.855, 16.049],
  ['Zlín', 'CZ-72', 49.226, 17.667],
])

const groups: PlaceCount[] = [
  { region: 'CZ-64', city: 'Brno', count: 3, offerId: 11 },
  { region: 'CZ-64', city: 'Znojmo', count: 1, offerId: 12 },
  { region: 'CZ-64', city: 'Atlantida', count: 2, offerId: 13 },
  { region: 'CZ-72', city: 'Zlín', count: 1, offerId: 14 },
  { region: null, city: 'Brno', count: 4, offerId: 15 },
  { region: 'XX-99', city: null, count: 5, offerId: 16 },
]
const names = new Map([
  [12, 'Vinařství u Znojma'],
  [14, 'Byt ve Zlíně'],
])

describe('the map answer (docs/decisions/1571-map-of-regions.md)', () => {
  it('counts every region, zero included, and places what the gazetteer knows', () => {
    const map = offerMapOf(groups, [], gazetteer, names)
    expect(map.regions).toHaveLength(14)
    expect(map.regions.find((r) => r.region === 'CZ-64')?.count).toBe(6)
    expect(map.regions.find((r) => r.region === 'CZ-72')?.count).toBe(1)
    expect(map.regions.find((r) => r.region === 'CZ-10')?.count).toBe(0)
    // Atlantida, the offer without a region and the unknown region cannot be placed.
    expect(map.unplaced).toBe(2 + 4 + 5)
    expect(map.pins.map((p) => p.count).reduce((a, b) => a + b, 0)).toBe(3 + 1 + 1)
    expect(map.pins).toContainEqual(expect.objectContaining({ count: 1, offerId: 14, name: 'Byt ve Zlíně' }))
    expect(map.pins).toContainEqual(expect.objectContaining({ count: 3, offerId: null, name: null }))
  })

  it('pins only the selected regions, still counting all of them', () => {
    const map = offerMapOf(groups, ['CZ-72'], gazetteer, names)
    expect(map.pins).toEqual([expect.objectContaining({ offerId: 14, count: 1 })])
    expect(map.unplaced).toBe(0)
    expect(map.regions.find((r) => r.region === 'CZ-64')?.count).toBe(6)
  })

  it('names a single offer with an empty name when its name was not asked for', () => {
    const map = offerMapOf(
      [{ region: 'CZ-64', city: 'Znojmo', count: 1, offerId: 99 }],
      [],
      gazetteer,
      new Map(),
    )
    expect(map.pins).toEqual([expect.objectContaining({ offerId: 99, name: '' })])
  })

  it('asks for the names of groups of one offer only, at most `max`', () => {
    expect(singleOfferIds(groups)).toEqual([12, 14])
    expect(singleOfferIds(groups, 1)).toEqual([12])
  })
})
