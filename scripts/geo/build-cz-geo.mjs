// Builds the map's shipped data (docs/decisions/1571-map-of-regions.md), run by hand when a source changes:
//   node scripts/geo/build-cz-geo.mjs <folder with CZ-10.geojson … CZ-80.geojson>
// The outlines are those of the name-suggestion-index (features/cz, BSD-3-Clause), already simplified there; this
// projects them with the map's projection (packages/domain/src/geo/map-projection.ts) into SVG paths rounded to 0.1 of
// a map unit and drops points that round onto the previous one.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const MAP_WEST = 12.05
const MAP_NORTH = 51.1
const MAP_SCALE = 100
const COS_MID = Math.cos((49.8 * Math.PI) / 180)
const round = (v) => Math.round(v * 10) / 10
const project = ([lon, lat]) => [
  round((lon - MAP_WEST) * MAP_SCALE * COS_MID),
  round((MAP_NORTH - lat) * MAP_SCALE),
]

const CODES = ['10', '20', '31', '32', '41', '42', '51', '52', '53', '63', '64', '71', '72', '80']
const folder = process.argv[2]
if (!folder) throw new Error('usage: node scripts/geo/build-cz-geo.mjs <folder of CZ-xx.geojson>')

const ring = (coords) => {
  const points = []
  for (const c of coords) {
    const p = project(c)
    const last = points.at(-1)
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p)
  }
  return `M${points.map((p) => p.join(' ')).join('L')}Z`
}
const polygons = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates)

const regions = {}
for (const code of CODES) {
  const feature = JSON.parse(readFileSync(join(folder, `CZ-${code}.geojson`), 'utf8'))
  regions[`CZ-${code}`] = polygons(feature.geometry)
    .flatMap((rings) => rings.map(ring))
    .join('')
}
const out = 'packages/ui/src/screens/offers/map/cz-regions.json'
writeFileSync(out, `${JSON.stringify(regions)}\n`)
console.log(out, JSON.stringify(regions).length, 'bytes')
