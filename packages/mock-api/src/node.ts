import { setupServer } from 'msw/node'
import { createMockApi, type ScenarioName } from './scenarios.ts'

/** MSW in Node (tests): a server over a fresh mock API for the scenario. */
export function createNodeMockServer(name: ScenarioName = 'user') {
  const api = createMockApi(name)
  return { api, server: setupServer(...api.list()) }
}
