/** Id of the running build, baked in by the build (vite.config.ts); empty in dev and Storybook. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? ''

export const POLL_INTERVAL_MS = 60_000

interface BuildMeta {
  id: string
  timestamp: number
}

function isMeta(value: unknown): value is BuildMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildMeta).id === 'string' &&
    typeof (value as BuildMeta).timestamp === 'number'
  )
}

/**
 * Asks the published manifest (/builds/latest.json) for the current build id; a different id whose meta file
 * (/builds/meta/{id}.json) exists and is newer than ours means a new build was published.
 */
export async function isNewerBuild(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const latest: unknown = await (await fetchImpl('/builds/latest.json', { cache: 'no-store' })).json()
    if (!isMeta(latest) || latest.id === BUILD_ID) return false
    const meta: unknown = await (
      await fetchImpl(`/builds/meta/${latest.id}.json`, { cache: 'no-store' })
    ).json()
    return isMeta(meta) && meta.timestamp > Number(import.meta.env.VITE_BUILD_TIME ?? 0)
  } catch {
    return false
  }
}
