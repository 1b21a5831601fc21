/*
 * The map's projection (docs/decisions/1571-map-of-regions.md): equirectangular, its x scaled by the cosine of
 * Czechia's middle latitude, so the country keeps its shape at this size without a projection library. The region
 * outlines (ui's cz-regions.json, made by scripts/geo/build-cz-geo.mjs with these numbers) and the pins share it.
 */

export const MAP_WEST = 12.05
export const MAP_NORTH = 51.1
/** Map units per degree of latitude. */
export const MAP_SCALE = 100
const COS_MID = Math.cos((49.8 * Math.PI) / 180)
export const MAP_WIDTH = 440
export const MAP_HEIGHT = 260

/** A place (WGS 84 degrees) as a point of the map's viewBox (0 0 MAP_WIDTH MAP_HEIGHT), rounded to 0.1. */
export function projectToMap(lat: number, lon: number): { x: number; y: number } {
  const round = (v: number) => Math.round(v * 10) / 10
  return { x: round((lon - MAP_WEST) * MAP_SCALE * COS_MID), y: round((MAP_NORTH - lat) * MAP_SCALE) }
}
