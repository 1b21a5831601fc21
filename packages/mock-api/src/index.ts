export { demoUser } from './fixtures/user.ts'
export { userHandlers } from './handlers/user.ts'
