import {
  formatNumber,
  MAP_HEIGHT,
  MAP_WIDTH,
  type OfferMapResponse,
  projectToMap,
  type RegionCode,
  regionLabel,
} from '@rg/domain'
import type { MouseEvent } from 'react'
import { cx } from '../../../internal/cx.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../../kit/blocks.tsx'
import * as kit from '../../kit/kit.css.ts'
import outlines from './cz-regions.json' with { type: 'json' }
import * as css from './OfferMap.css.ts'

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
}

const PATHS = outlines as Record<RegionCode, string>

/**
 * The offers map (docs/decisions/1571-map-of-regions.md): the 14 regions drawn from the shipped outlines (no tiles, no
 * network), each shaded by its count and marked with its ISO code (data-region), pins of placed offers clustered with
 * their count. The drawing is for the mouse; keyboard and screen-reader users get the same counts as the list below it,
 * whose buttons do what a click on a region does.
 */
export function OfferMap({ status, data, selected, onRegionSelect, offerHref, onRetry }: OfferMapProps) {
  if (status === 'loading') return <LoadingBlock label="Načítání mapy..." cards={0} />
  if (status === 'error' || !data) return <ErrorBlock title="Mapu se nepodařilo načíst" onRetry={onRetry} />
  const max = Math.max(1, ...data.regions.map((r) => r.count))
  const select = (region: RegionCode) => (event: MouseEvent) => {
    event.preventDefault()
    onRegionSelect(region)
  }
  return (
    <figure className={css.figure} aria-labelledby="mapa-popis">
      <svg
        className={css.svg}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="offer-map"
      >
        {data.regions.map(({ region, count }) => (
          <a key={region} href={`#${region}`} tabIndex={-1} onClick={select(region)}>
            <path
              d={PATHS[region]}
              data-region={region}
              data-count={count}
              className={cx(css.region, selected.includes(region) && css.regionSelected)}
              style={{ fillOpacity: 0.12 + 0.78 * (count / max) }}
            >
              <title>{`${regionLabel(region)}: ${formatNumber(count)}`}</title>
            </path>
          </a>
        ))}
        {data.pins.map((pin) => {
          const { x, y } = projectToMap(pin.lat, pin.lon)
          const r = Math.min(11, 3.5 + Math.sqrt(pin.count) * 1.5)
          const dot = (
            <>
              <circle className={css.pin} cx={x} cy={y} r={r} data-pin={pin.count} />
              {pin.count > 1 ? (
                <text className={css.pinText} x={x} y={y} textAnchor="middle" dominantBaseline="central">
                  {pin.count}
                </text>
              ) : null}
            </>
          )
          return pin.offerId !== null ? (
            <a key={`${x}-${y}`} href={offerHref(pin.offerId)} tabIndex={-1}>
              <title>{pin.name ?? ''}</title>
              {dot}
            </a>
          ) : (
            <g key={`${x}-${y}`}>{dot}</g>
          )
        })}
      </svg>
      <figcaption id="mapa-popis" className={kit.stack}>
        <span className={kit.small}>
          Kraje podle počtu nabídek, které odpovídají ostatním filtrům. Kliknutím na kraj na něj seznam
          zúžíte.
          {data.unplaced > 0
            ? ` ${formatNumber(data.unplaced)} nabídek bez známé obce je jen v počtu svého kraje.`
            : ''}
        </span>
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
