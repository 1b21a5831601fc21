import { createMockApi, offlineExcept, type ScenarioName } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { queryClient } from '../query-client.ts'
import { AppRoutes, freshSession, toursSeen } from './story-router.tsx'

/**
 * Every portal page with the connection gone (issue 27): the guard's own call (who is signed in) is answered, every
 * other /api call drops. Each page must say so in Czech, never with the browser's "Failed to fetch" (errorText,
 * packages/app/src/api/error-text.ts). Retries are off, so the page's final state shows at once.
 */
const meta = {
  title: 'Routes/Offline',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** Czech words every failure text of the app uses (the catalogue's "Nepodařilo se …", "… zkuste to znovu"). */
const CZECH_FAILURE = /Nepodařilo|nepodařilo|připojení|Zkuste to|zkuste to|Něco se nepovedlo/
/** What the browser's own errors say: never on a page. */
const BROWSER_ERROR = /Failed to fetch|NetworkError|Load failed|TypeError/

/** Ids of the right shape (a contact's, an order's UUID; an offer's number): offline, no record is read anyway. */
const ANY_ID = '0b7f3c1e-5a2d-4e6f-8a9b-0c1d2e3f4a5b'
const OFFER_ID = 9

type Canvas = ReturnType<typeof within>

/**
 * The page at `path` as `role`, offline. A page that loads nothing of its own (a new offer's form, the price list)
 * fails when the user acts: `act` does what a user would first do there.
 */
function offlineAt(path: string, role: ScenarioName, act?: (canvas: Canvas) => Promise<void>): Story {
  return {
    args: { initialEntries: [path] },
    async beforeEach({ msw }) {
      queryClient().setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } })
      const api = createMockApi(role)
      toursSeen(api.store)
      msw.use(offlineExcept('getUser'), ...api.list())
    },
    play: async ({ canvasElement }) => {
      if (act) await act(within(canvasElement))
      // The page, and the toasts wherever they are portalled (Storybook's own docs chrome is in the body too).
      const text = () =>
        [
          canvasElement,
          ...canvasElement.ownerDocument.querySelectorAll('[role="status"], [role="alert"], [aria-live]'),
        ]
          .map((node) => node.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
      await waitFor(() =>
        expect(CZECH_FAILURE.test(text()), `no Czech failure text in: ${text()}`).toBe(true),
      )
      await expect(BROWSER_ERROR.test(text()), `a browser error on the page: ${text()}`).toBe(false)
    },
  }
}

/** A new offer's least a draft needs (a category and a name), then "Uložit koncept". */
async function saveDraft(canvas: Canvas, category: string) {
  await userEvent.click(await canvas.findByRole('combobox', { name: /Kategorie/ }))
  await userEvent.click(await screen.findByRole('option', { name: category }))
  await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), 'Bez spojení')
  await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
}

export const Home = offlineAt('/portal', 'user')
export const Profile = offlineAt('/portal/profile', 'user')
// A credit pack: a yearly subscription above 10 000 Kč asks for the invoice address before it sends anything.
export const Credits = offlineAt('/portal/credits', 'user', async (canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Koupit 100 kreditů' }))
})
export const CreditsOrders = offlineAt('/portal/credits/orders', 'user')
export const CreditsOrder = offlineAt(`/portal/credits/orders/${ANY_ID}`, 'user')
export const ColdCalls = offlineAt('/portal/crm/coldcalls', 'user')
export const Contacts = offlineAt('/portal/contacts', 'user')
export const Contact = offlineAt(`/portal/contacts/${ANY_ID}`, 'user')
export const Listings = offlineAt('/portal/listings', 'user')
export const Listing = offlineAt(`/portal/listings/${OFFER_ID}`, 'user')
export const Services = offlineAt('/portal/services', 'user')
export const Service = offlineAt(`/portal/services/${OFFER_ID}`, 'user')
export const Watchdogs = offlineAt('/portal/watchdogs', 'user')
export const Notifications = offlineAt('/portal/notifications', 'user')
export const Documents = offlineAt('/portal/documents', 'verified')
export const MyOverview = offlineAt('/portal/my', 'verified')
export const MyListings = offlineAt('/portal/my/listings', 'verified')
export const MyListingCreate = offlineAt('/portal/my/listings/create', 'verified', (canvas) =>
  saveDraft(canvas, 'Nemovitost'),
)
export const MyListing = offlineAt(`/portal/my/listings/${OFFER_ID}`, 'verified')
export const MyListingEdit = offlineAt(`/portal/my/listings/${OFFER_ID}/edit`, 'verified')
export const MyServices = offlineAt('/portal/my/services', 'verified')
export const MyServiceCreate = offlineAt('/portal/my/services/create', 'verified', (canvas) =>
  saveDraft(canvas, 'Financování'),
)
export const MyService = offlineAt(`/portal/my/services/${OFFER_ID}`, 'verified')
export const MyServiceEdit = offlineAt(`/portal/my/services/${OFFER_ID}/edit`, 'verified')
export const AdminDashboard = offlineAt('/portal/admin', 'admin')
export const AdminInbox = offlineAt('/portal/admin/inbox', 'admin')
export const AdminInboxItem = offlineAt(`/portal/admin/inbox/tip/${ANY_ID}`, 'admin')
export const AdminContacts = offlineAt('/portal/admin/contacts', 'admin')
export const AdminContact = offlineAt(`/portal/admin/contacts/${ANY_ID}`, 'admin')
export const AdminListings = offlineAt('/portal/admin/listings', 'admin')
export const AdminListing = offlineAt(`/portal/admin/listings/${OFFER_ID}`, 'admin')
export const AdminServices = offlineAt('/portal/admin/services', 'admin')
export const AdminService = offlineAt(`/portal/admin/services/${OFFER_ID}`, 'admin')
export const AdminOrders = offlineAt('/portal/admin/orders', 'admin')
export const AdminOrder = offlineAt(`/portal/admin/orders/${ANY_ID}`, 'admin')
export const AdminPayments = offlineAt('/portal/admin/payments', 'admin')
// The help centre's answers are part of the page; what fails offline is sending a question.
export const Help = offlineAt('/portal/help', 'user', async (canvas) => {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /Váš dotaz/ }),
    'Jak si nechám ověřit profil?',
  )
  await userEvent.click(canvas.getByRole('button', { name: 'Odeslat dotaz' }))
})
export const Favourites = offlineAt('/portal/favourites', 'user')
export const Compare = offlineAt('/portal/compare?ids=9,10', 'user')
export const Messages = offlineAt('/portal/messages', 'user')
