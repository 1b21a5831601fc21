import { normalizeForSearch } from '../czech-format/search.ts'
import type { RegionCode } from '../offers/offer-catalogue.ts'

/*
 * The gazetteer (docs/decisions/1571-map-of-regions.md): Czech municipalities with their region and a point, shipped
 * as cz-municipalities.json beside this file (its NOTICE.md names the source and licence). No geocoding service is
 * asked at run time: an offer's city is looked up here, in its region, and an offer whose city is not found (or is
 * ambiguous in its region) has no pin and counts only in its region.
 */

/** One municipality: name, ISO 3166-2 region, latitude, longitude (WGS 84, three decimals). */
export type GazetteerRow = readonly [name: string, region: string, lat: number, lon: number]

export interface Place {
  lat: number
  lon: number
  /** The municipality as the gazetteer names it ("Brno" for "Brno-střed"): the owner's form says where the pin goes. */
  name: string
}

export interface Gazetteer {
  resolve(city: string | null | undefined, region: string | null | undefined): Place | null
}

/** "Praha 5" → "praha", "Brno-střed" → "brno": the municipality of a city part, when the part itself is not listed. */
function municipalityOf(name: string): string {
  return name
    .replace(/\s+\d+$/, '')
    .replace(/\s*-\s*.*$/, '')
    .trim()
}

/** An index of the rows by region and normalised name; a name twice in one region is ambiguous and resolves to null. */
export function createGazetteer(rows: readonly GazetteerRow[]): Gazetteer {
  const index = new Map<string, Place | null>()
  for (const [name, region, lat, lon] of rows) {
    const key = `${region}|${normalizeForSearch(name)}`
    index.set(key, index.has(key) ? null : { lat, lon, name })
  }
  const find = (region: string, name: string) => index.get(`${region}|${normalizeForSearch(name)}`)
  return {
    resolve(city, region) {
      if (!city || !region) return null
      const exact = find(region, city)
      if (exact !== undefined) return exact
      const base = municipalityOf(normalizeForSearch(city))
      return base ? (find(region, base) ?? null) : null
    },
  }
}

/** One point of the map: a single offer (with its id and name) or a cluster of offers at one grid cell. */
export interface MapPin {
  lat: number
  lon: number
  count: number
  /** The offer when the pin is one offer. */
  offerId: number | null
  name: string | null
}

/** Grid cells in degrees of latitude: the whole country, or one region (finer). */
export const PIN_CELL_COUNTRY = 0.2
export const PIN_CELL_REGION = 0.04
/** At most this many pins in an answer (the biggest clusters). */
export const MAP_PINS_MAX = 400

export interface PlacedGroup {
  place: Pick<Place, 'lat' | 'lon'>
  count: number
  /** An offer of the group (the newest), named when the group is one offer. */
  offerId: number
  name: string
}

/**
 * Offers grouped by place into clusters on a grid of `cell` degrees (longitude cells wider by the latitude's cosine, so
 * cells are about square): a cell with one offer is that offer's pin at its place; several are one pin at their mean
 * place with their count. Largest first, at most MAP_PINS_MAX.
 */
export function clusterPins(groups: readonly PlacedGroup[], cell: number): MapPin[] {
  const lonCell = cell / Math.cos((49.8 * Math.PI) / 180)
  const cells = new Map<string, { lat: number; lon: number; count: number; first: PlacedGroup }>()
  for (const g of groups) {
    const key = `${Math.floor(g.place.lat / cell)}|${Math.floor(g.place.lon / lonCell)}`
    const c = cells.get(key)
    if (c) {
      c.lat += g.place.lat * g.count
      c.lon += g.place.lon * g.count
      c.count += g.count
    } else
      cells.set(key, { lat: g.place.lat * g.count, lon: g.place.lon * g.count, count: g.count, first: g })
  }
  const round = (v: number) => Math.round(v * 1000) / 1000
  return [...cells.values()]
    .sort((a, b) => b.count - a.count || a.first.offerId - b.first.offerId)
    .slice(0, MAP_PINS_MAX)
    .map((c) => ({
      lat: round(c.lat / c.count),
      lon: round(c.lon / c.count),
      count: c.count,
      offerId: c.count === 1 ? c.first.offerId : null,
      name: c.count === 1 ? c.first.name : null,
    }))
}

/** The grid for a query: finer when the list is filtered to exactly one region. */
export function pinCellFor(regions: readonly RegionCode[]): number {
  return regions.length === 1 ? PIN_CELL_REGION : PIN_CELL_COUNTRY
}
