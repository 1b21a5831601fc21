import { setupServer } from 'msw/node'
import { userHandlers } from './handlers/user.ts'

export const server = setupServer(...Object.values(userHandlers()))
