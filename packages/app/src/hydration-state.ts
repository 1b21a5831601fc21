/**
 * The router state React Router's pre-rendered pages hand to the browser, as a turbo-stream in
 * `window.__reactRouterContext.stream`. Without server loaders and actions (this app renders no page on the server
 * at request time) every page carries the same empty state:
 *   [{"_1":2,"_3":-5,"_4":-5},"loaderData",{},"actionData","errors"]
 * This reads exactly that shape instead of shipping the general turbo-stream decoder (docs/decisions/0307-hydrated-router.md). Anything
 * else is refused with an error, and the build runs the same check on every pre-rendered page, so a route that
 * starts returning server data fails the build, not the visitor's browser.
 */
export interface HydrationState {
  loaderData: Record<string, unknown>
  actionData: null
  errors: null
}

/** turbo-stream's constants for null and undefined. */
const NULL = -5
const UNDEFINED = -7

export function parseHydrationState(firstLine: string): HydrationState {
  const unsupported = (why: string) =>
    new Error(`Nepodporovaný stav hydratace stránky (${why}): ${firstLine.slice(0, 200)}`)
  let values: unknown
  try {
    values = JSON.parse(firstLine)
  } catch {
    throw unsupported('není JSON')
  }
  const root: unknown = Array.isArray(values) ? values[0] : undefined
  if (!Array.isArray(values) || typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw unsupported('neočekávaný tvar')
  }
  for (const [ref, index] of Object.entries(root)) {
    const key: unknown = /^_\d+$/.test(ref) ? values[Number(ref.slice(1))] : undefined
    if (typeof key !== 'string' || typeof index !== 'number') throw unsupported('neočekávaný klíč')
    if (index === NULL || index === UNDEFINED) continue
    const value: unknown = values[index]
    const empty = typeof value === 'object' && value !== null && Object.keys(value).length === 0
    if (key !== 'loaderData' || !empty) throw unsupported(`hodnota ${key}`)
  }
  return { loaderData: {}, actionData: null, errors: null }
}

/**
 * Reads the page's stream, which is already complete: the page's inline script enqueued the text and closed it.
 * Its chunks are strings (pre-rendered pages) or bytes.
 */
export async function readHydrationState(
  stream: ReadableStream<string | Uint8Array> | undefined,
): Promise<HydrationState> {
  if (!stream) throw new Error('Stránka nenese stav routeru (__reactRouterContext.stream).')
  const reader = stream.getReader()
  const bytes = new TextDecoder()
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += typeof chunk.value === 'string' ? chunk.value : bytes.decode(chunk.value, { stream: true })
  }
  return parseHydrationState(text.split('\n', 1)[0] ?? '')
}
