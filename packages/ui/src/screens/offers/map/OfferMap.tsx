import { formatNumber, type OfferMapResponse, type RegionCode, regionLabel } from '@rg/domain'
import 'leaflet/dist/leaflet.css'
import {
  divIcon,
  type LatLngBoundsExpression,
  type LatLngTuple,
  type Polygon as LeafletPolygon,
} from 'leaflet'
import { useEffect, useMemo, useRef } from 'react'
import { MapContainer, Marker, Polygon, TileLayer, useMap } from 'react-leaflet'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../../kit/blocks.tsx'
import * as kit from '../../kit/kit.css.ts'
import outlines from './cz-regions.geo.json' with { type: 'json' }
import * as css from './OfferMap.css.ts'

/** A base map's tiles (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION); none: the outlines alone. */
export interface MapTiles {
  /** An XYZ template, e.g. https://tiles.example.cz/{z}/{x}/{y}.png */
  url: string
  /** Plain text, shown under the map. */
  attribution: string
}

export interface OfferMapProps {
  status: ScreenStatus
  data?: OfferMapResponse
  /** The regions the list is filtered to (drawn outlined; their pins are shown). */
  selected: readonly RegionCode[]
  /** A click on a region (or its button in the list): the list filters to it; null clears the region filter. */
  onRegionSelect: (region: RegionCode | null) => void
  /** Where a single offer's pin leads. */
  offerHref: (id: number) => string
  onRetry?: () => void
  tiles?: MapTiles | null
}

type Ring = number[][]
interface RegionFeature {
  properties: { region: RegionCode }
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
}

/** Leaflet takes [lat, lng]; GeoJSON has [lng, lat]. Středočeský is a polygon with Prague as its hole. */
const toLatLng = (ring: Ring) => ring.map(([lng, lat]) => [lat, lng] as LatLngTuple)
const SHAPES = new Map<RegionCode, LatLngTuple[][][]>(
  (outlines.features as unknown as RegionFeature[]).map(({ properties, geometry }) => [
    properties.region,
    (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((polygon) =>
      polygon.map(toLatLng),
    ),
  ]),
)

function boundsOf(regions: readonly RegionCode[]): LatLngBoundsExpression {
  let [south, west, north, east] = [90, 180, -90, -180]
  for (const region of regions.length > 0 ? regions : [...SHAPES.keys()])
    for (const polygon of SHAPES.get(region) ?? [])
      for (const [lat, lng] of polygon[0] ?? []) {
        south = Math.min(south, lat)
        north = Math.max(north, lat)
        west = Math.min(west, lng)
        east = Math.max(east, lng)
      }
  return [
    [south, west],
    [north, east],
  ]
}

/** The view follows the selection: the whole country, or the selected regions. */
function FitTo({ regions }: { regions: readonly RegionCode[] }) {
  const map = useMap()
  const key = regions.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the array
  useEffect(() => {
    map.fitBounds(boundsOf(regions), { animate: false, padding: [4, 4] })
  }, [map, key])
  return null
}

function RegionShape({
  region,
  count,
  max,
  selected,
  onSelect,
}: {
  region: RegionCode
  count: number
  max: number
  selected: boolean
  onSelect: (region: RegionCode) => void
}) {
  const ref = useRef<LeafletPolygon>(null)
  const select = useRef(onSelect)
  select.current = onSelect
  // tests and assistive code find a region by its ISO 3166-2 code (issue 34)
  useEffect(() => {
    const path = ref.current?.getElement()
    path?.setAttribute('data-region', region)
    path?.setAttribute('data-count', String(count))
    path?.setAttribute('data-selected', String(selected))
  }, [region, count, selected])
  const eventHandlers = useMemo(
    () => ({
      click: () => select.current(region),
      add: () => {
        ref.current?.getElement()?.setAttribute('data-region', region)
      },
    }),
    [region],
  )
  return (
    <Polygon
      ref={ref}
      positions={SHAPES.get(region) ?? []}
      eventHandlers={eventHandlers}
      // the colours are the class's (it outranks Leaflet's attributes); the weight and the shade are per region
      pathOptions={{
        className: css.region,
        weight: selected ? 3 : 1,
        fillOpacity: 0.12 + 0.78 * (count / max),
      }}
    />
  )
}

/** A pin's marker: a round badge with the count, or a link to the one offer it stands for. */
function pinIcon(count: number, href: string | null, name: string | null) {
  const size = Math.round(Math.min(34, 14 + Math.sqrt(count) * 3))
  const element = document.createElement(href ? 'a' : 'span')
  element.className = css.pinBadge
  element.setAttribute('data-pin', String(count))
  if (href) {
    element.setAttribute('href', href)
    element.setAttribute('tabindex', '-1')
    if (name) element.setAttribute('title', name)
  } else element.textContent = String(count)
  // a cluster lets a click through to its region (it filters the list, as a click beside it does)
  return divIcon({ html: element, className: href ? css.pinIcon : css.clusterIcon, iconSize: [size, size] })
}

/**
 * The offers map (docs/decisions/1620-leaflet-map.md): Leaflet with the 14 regions from the shipped outlines (tiles only
 * when configured), each shaded by its count and marked with its ISO code (data-region), the server's clustered pins
 * with their count. The drawing is for the mouse; keyboard and screen-reader users get the same counts as the list
 * below it, whose buttons do what a click on a region does.
 */
export function OfferMap({
  status,
  data,
  selected,
  onRegionSelect,
  offerHref,
  onRetry,
  tiles,
}: OfferMapProps) {
  if (status === 'loading') return <LoadingBlock label="Načítání mapy..." cards={0} />
  if (status === 'error' || !data) return <ErrorBlock title="Mapu se nepodařilo načíst" onRetry={onRetry} />
  const max = Math.max(1, ...data.regions.map((r) => r.count))
  return (
    <figure className={css.figure} aria-labelledby="mapa-popis">
      <div className={css.frame} aria-hidden="true" data-testid="offer-map">
        <MapContainer
          className={css.map}
          bounds={boundsOf(selected)}
          zoomSnap={0.25}
          zoomControl={false}
          attributionControl={false}
          keyboard={false}
          scrollWheelZoom={false}
          minZoom={5}
          maxZoom={tiles ? 17 : 11}
        >
          {tiles ? <TileLayer url={tiles.url} /> : null}
          <FitTo regions={selected} />
          {data.regions.map(({ region, count }) => (
            <RegionShape
              key={region}
              region={region}
              count={count}
              max={max}
              selected={selected.includes(region)}
              onSelect={onRegionSelect}
            />
          ))}
          {data.pins.map((pin) => (
            <Marker
              key={`${pin.lat}-${pin.lon}-${pin.count}`}
              position={[pin.lat, pin.lon]}
              keyboard={false}
              icon={pinIcon(pin.count, pin.offerId !== null ? offerHref(pin.offerId) : null, pin.name)}
            />
          ))}
        </MapContainer>
      </div>
      <figcaption id="mapa-popis" className={kit.stack}>
        <span className={kit.small}>
          Kraje podle počtu nabídek, které odpovídají ostatním filtrům. Kliknutím na kraj na něj seznam
          zúžíte.
          {data.unplaced > 0
            ? ` ${formatNumber(data.unplaced)} nabídek bez známé obce je jen v počtu svého kraje.`
            : ''}
        </span>
        {tiles ? <span className={kit.small}>Mapový podklad: {tiles.attribution}</span> : null}
        <ul className={css.list} aria-label="Kraje a počty nabídek">
          {data.regions.map(({ region, count }) => (
            <li key={region}>
              <Button
                variant={selected.includes(region) ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={selected.includes(region)}
                onClick={() => onRegionSelect(region)}
              >
                {regionLabel(region)}: {formatNumber(count)}
              </Button>
            </li>
          ))}
        </ul>
        {selected.length > 0 ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => onRegionSelect(null)}>
              Všechny kraje
            </Button>
          </div>
        ) : null}
      </figcaption>
    </figure>
  )
}
