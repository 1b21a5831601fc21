export { type MockOffer, offerFixtures } from './fixtures/offers.ts'
export { orderFixtures } from './fixtures/orders.ts'
export { adminUser, demoUser, MOCK_PASSWORD, newUser, verifiedUser } from './fixtures/user.ts'
export { adminOfferHandlers } from './handlers/admin-offers.ts'
export { authHandlers, gotrueError, mockSession } from './handlers/auth.ts'
export { cookieHandlers } from './handlers/cookie.ts'
export { dealRoomHandlers } from './handlers/deal-room.ts'
export { setMockDeadMail } from './handlers/desk.ts'
export { devHandlers } from './handlers/dev.ts'
export { discoveryHandlers, favouritesOf } from './handlers/discovery.ts'
export { imageHandlers } from './handlers/images.ts'
export {
  dealRoomOf,
  MOCK_NDA,
  type MockThread,
  messagesAndAccessHandlers,
  openMockThread,
  seedMockThread,
  setMockDealTerms,
  writeMockOwnNda,
} from './handlers/messages-and-access.ts'
export { onEndpoint } from './handlers/mock-route.ts'
export { myOfferHandlers } from './handlers/my-offers.ts'
export { notepadHandlers } from './handlers/notepad.ts'
export { setMockNote } from './handlers/notes-store.ts'
export { demoNotifications, notificationHandlers, notificationsOf } from './handlers/notifications.ts'
export { mockOffers, offerHandlers, setMockOffers } from './handlers/offers.ts'
export { onboardingHandlers } from './handlers/onboarding.ts'
export {
  MOCK_OPERATOR,
  type MockBankPayment,
  mockOrderToApi,
  orderHandlers,
  setMockBankPayments,
  setMockOrders,
} from './handlers/orders.ts'
export { publicFormHandlers } from './handlers/public-forms.ts'
export { apiError } from './handlers/respond.ts'
export { reviewHandlers } from './handlers/reviews.ts'
export { userHandlers } from './handlers/user.ts'
export { demoWatchdog, watchdogHandlers, watchdogsOf } from './handlers/watchdogs.ts'
export {
  createHandlers,
  createMockApi,
  failing,
  isScenarioName,
  type MockApi,
  type MockHandlers,
  offline,
  offlineExcept,
  SCENARIO_LABELS,
  SCENARIOS,
  type ScenarioName,
  scenario,
  serverErrorHandlers,
  slowNetworkHandlers,
} from './scenarios.ts'
export { sessionCookie } from './session.ts'
export { createMockStore, type MockAccount, type MockMail, type MockStore } from './store.ts'
