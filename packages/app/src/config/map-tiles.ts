import type { MapTiles } from '@rg/ui/map'

/**
 * The offers map's base map from the page's runtime configuration (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION,
 * docs/decisions/1620-leaflet-map.md); null: the shipped region outlines alone. Read here, by the lazy map view only,
 * so the configuration reader every page carries does not grow.
 */
export function mapTilesConfig(doc: Document = document): MapTiles | null {
  try {
    const parsed = JSON.parse(doc.getElementById('app-config')?.textContent || 'null') as {
      mapTiles?: { url?: unknown; attribution?: unknown } | null
    } | null
    const tiles = parsed?.mapTiles
    return typeof tiles?.url === 'string' && typeof tiles.attribution === 'string'
      ? { url: tiles.url, attribution: tiles.attribution }
      : null
  } catch {
    return null
  }
}
