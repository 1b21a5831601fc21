// Builds the offers map's region outlines (docs/decisions/1571-map-of-regions.md, 1620-leaflet-map.md), run by hand
// when the source changes:
//   node scripts/geo/build-cz-geo.mjs <folder with CZ-10.geojson … CZ-80.geojson>
// The outlines are those of the name-suggestion-index (features/cz, BSD-3-Clause), already simplified there; this
// writes them as one GeoJSON FeatureCollection (WGS 84, coordinates rounded to 4 decimals, about 10 m), each feature
// with its ISO 3166-2 code in properties.region, dropping points that round onto the previous one.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const round = (v) => Math.round(v * 1e4) / 1e4
const CODES = ['10', '20', '31', '32', '41', '42', '51', '52', '53', '63', '64', '71', '72', '80']
const folder = process.argv[2]
if (!folder) throw new Error('usage: node scripts/geo/build-cz-geo.mjs <folder of CZ-xx.geojson>')

const ring = (coords) => {
  const points = []
  for (const [lon, lat] of coords) {
    const p = [round(lon), round(lat)]
    const last = points.at(-1)
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p)
  }
  return points
}

const features = CODES.map((code) => {
  const { geometry } = JSON.parse(readFileSync(join(folder, `CZ-${code}.geojson`), 'utf8'))
  const coordinates =
    geometry.type === 'Polygon'
      ? geometry.coordinates.map(ring)
      : geometry.coordinates.map((polygon) => polygon.map(ring))
  return {
    type: 'Feature',
    properties: { region: `CZ-${code}` },
    geometry: { type: geometry.type, coordinates },
  }
})
const out = 'packages/ui/src/screens/offers/map/cz-regions.geo.json'
const text = JSON.stringify({ type: 'FeatureCollection', features })
writeFileSync(out, `${text}\n`)
console.log(out, text.length, 'bytes')
