import { setupWorker } from 'msw/browser'
import { createMockApi, isScenarioName, type ScenarioName } from './scenarios.ts'

/**
 * Starts MSW in the browser for `dev:mock`. The scenario comes from `?scenario=` (default: visitor, so the flows
 * start at login: uzivatel@demo.cz / demo-heslo-2026). Requests the mock does not know go to the network.
 */
export async function startBrowserMockApi(name?: string | null) {
  const scenario: ScenarioName = isScenarioName(name) ? name : 'visitor'
  const api = createMockApi(scenario)
  const worker = setupWorker(...api.list())
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  })
  return api
}

/** Removes the browser's Supabase session (cookies and storage), so one story's sign-in does not leak to the next. */
export function clearBrowserSession(doc: Document = document) {
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name?.startsWith('sb-')) doc.cookie = `${name}=; Max-Age=0; path=/`
  }
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('sb-') || key === 'rg-cookies') window.localStorage.removeItem(key)
  }
}
