import { describe, expect, it } from 'vitest'
import rows from './cz-municipalities.json' with { type: 'json' }
import { clusterPins, createGazetteer, type GazetteerRow, MAP_PINS_MAX, PIN_CELL_COUNTRY } from './places.ts'

const gazetteer = createGazetteer(rows as unknown as GazetteerRow[])

describe('the gazetteer', () => {
  it('finds a municipality in its region, without diacritics or case, and a city part by its municipality', () => {
    expect(gazetteer.resolve('Brno', 'CZ-64')).toEqual({
      lat: expect.closeTo(49.19, 1),
      lon: expect.closeTo(16.6, 1),
      name: 'Brno',
    })
    expect(gazetteer.resolve('zlin', 'CZ-72')).not.toBeNull()
    expect(gazetteer.resolve('Praha', 'CZ-10')).toEqual({ lat: 50.088, lon: 14.42, name: 'Praha' })
    expect(gazetteer.resolve('Praha 5', 'CZ-10')).not.toEqual(gazetteer.resolve('Praha', 'CZ-10'))
    expect(gazetteer.resolve('Brno-střed', 'CZ-64')).toEqual(gazetteer.resolve('Brno', 'CZ-64'))
    expect(gazetteer.resolve('mikulov', 'CZ-64')?.name).toBe('Mikulov')
  })

  it('answers null for an unknown place, a place in another region, and a name twice in one region', () => {
    expect(gazetteer.resolve('Atlantida', 'CZ-64')).toBeNull()
    expect(gazetteer.resolve('Brno', 'CZ-80')).toBeNull()
    expect(gazetteer.resolve(null, 'CZ-64')).toBeNull()
    const twice = createGazetteer([
      ['Lhota', 'CZ-20', 50, 14],
      ['Lhota', 'CZ-20', 49.9, 14.5],
    ])
    expect(twice.resolve('Lhota', 'CZ-20')).toBeNull()
  })

  it('places every municipality inside Czechia', () => {
    expect(rows.length).toBeGreaterThan(6000)
    for (const [, , lat, lon] of rows as unknown as GazetteerRow[])
      expect(lat > 48.5 && lat < 51.1 && lon > 12.05 && lon < 18.9).toBe(true)
  })
})

describe('clusterPins', () => {
  it('keeps a lone offer as its pin and merges offers of one cell into a counted cluster', () => {
    const pins = clusterPins(
      [
        { place: { lat: 49.1, lon: 16.6 }, count: 3, offerId: 7, name: 'Byty v Brně' },
        { place: { lat: 49.12, lon: 16.61 }, count: 1, offerId: 8, name: 'Dům v Brně' },
        { place: { lat: 50.08, lon: 14.42 }, count: 1, offerId: 9, name: 'Kanceláře v Praze' },
      ],
      PIN_CELL_COUNTRY,
    )
    expect(pins).toEqual([
      { lat: 49.105, lon: 16.603, count: 4, offerId: null, name: null },
      { lat: 50.08, lon: 14.42, count: 1, offerId: 9, name: 'Kanceláře v Praze' },
    ])
  })

  it('answers at most MAP_PINS_MAX pins, the biggest', () => {
    const many = Array.from({ length: MAP_PINS_MAX + 50 }, (_, i) => ({
      place: { lat: 48.6 + (i % 25) * 0.1, lon: 12.2 + Math.floor(i / 25) * 0.3 },
      count: i === 0 ? 100 : 1,
      offerId: i + 1,
      name: `Nabídka ${i}`,
    }))
    const pins = clusterPins(many, 0.01)
    expect(pins).toHaveLength(MAP_PINS_MAX)
    expect(pins[0]?.count).toBe(100)
  })
})
