import { createGazetteer, type Gazetteer, type GazetteerRow } from '@rg/domain/geo'
import type { RegionCode } from '@rg/domain/offers'
import { useCallback, useEffect, useState } from 'react'

/*
 * The owner's form says where the offer's pin will be (docs/decisions/1622-pin-preview-in-the-form.md): the same
 * gazetteer the server places pins with (docs/decisions/1571-map-of-regions.md), loaded as a chunk of its own when the
 * form opens (230 KB, 65 KB gzip), so no other page carries it.
 */
let loading: Promise<Gazetteer> | undefined

function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('@rg/domain/cz-municipalities.json').then((data) =>
    createGazetteer(data.default as unknown as GazetteerRow[]),
  )
  return loading
}

/** The municipality for a city in a region; null: not found; undefined while the gazetteer loads (or failed to). */
export function usePlaceOf(): (city: string, region: RegionCode) => string | null | undefined {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null)
  useEffect(() => {
    let live = true
    loadGazetteer().then(
      (loaded) => {
        if (live) setGazetteer(loaded)
      },
      () => {
        // offline or a new deployment: the preview keeps saying it is looking; saving does not depend on it
        loading = undefined
      },
    )
    return () => {
      live = false
    }
  }, [])
  return useCallback(
    (city, region) => (gazetteer ? (gazetteer.resolve(city, region)?.name ?? null) : undefined),
    [gazetteer],
  )
}
