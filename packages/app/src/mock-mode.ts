import { startBrowserMockApi } from '@rg/mock-api/browser'

/** The whole app against the mock API (MSW in the browser), no server: `npm run dev:mock`. */
export async function startMockApi() {
  const scenario = new URLSearchParams(window.location.search).get('scenario') ?? undefined
  await startBrowserMockApi(scenario)
}
