export { type MockOffer, offerFixtures } from './fixtures/offers.ts'
export { adminUser, demoUser, MOCK_PASSWORD, newUser, verifiedUser } from './fixtures/user.ts'
export { authHandlers, gotrueError } from './handlers/auth.ts'
export { cookieHandlers } from './handlers/cookie.ts'
export { devHandlers } from './handlers/dev.ts'
export { notepadHandlers, setMockNote } from './handlers/notepad.ts'
export { mockOffers, offerHandlers, setMockOffers } from './handlers/offers.ts'
export { onboardingHandlers } from './handlers/onboarding.ts'
export { publicFormHandlers } from './handlers/public-forms.ts'
export { apiError } from './handlers/respond.ts'
export { userHandlers } from './handlers/user.ts'
export {
  createHandlers,
  createMockApi,
  failing,
  isScenarioName,
  type MockApi,
  type MockHandlers,
  offline,
  SCENARIO_LABELS,
  SCENARIOS,
  type ScenarioName,
  scenario,
  serverErrorHandlers,
  slowNetworkHandlers,
} from './scenarios.ts'
export { sessionCookie } from './session.ts'
export { createMockStore, type MockAccount, type MockMail, type MockStore } from './store.ts'
