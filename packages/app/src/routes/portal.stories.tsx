import { userHandlers } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRoutesStub } from 'react-router'
import { expect, within } from 'storybook/test'
import Portal, { clientLoader, HydrateFallback } from './portal.tsx'

function LoginStub() {
  return <h1>Přihlášení</h1>
}

// The real route module (loader included) against the mock API; the stub's types are looser than the route's.
const PortalRoute = createRoutesStub([
  { path: '/portal', Component: Portal as never, loader: clientLoader as never, HydrateFallback },
  { path: '/auth/login', Component: LoginStub },
])

const meta = {
  title: 'Routes/Portal',
  component: PortalRoute,
  args: { initialEntries: ['/portal'] },
} satisfies Meta<typeof PortalRoute>
export default meta
type Story = StoryObj<typeof meta>

/** A signed-in user: the balance comes from GET /api/user answered by the mock API. */
export const SignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(...Object.values(userHandlers()))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Zůstatek kreditů')).toHaveTextContent('350')
  },
}

/** A visitor is sent to the login page. */
export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...Object.values(userHandlers(null)))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Přihlášení' })).toBeVisible()
  },
}
