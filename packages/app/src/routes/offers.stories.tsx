import { endpointUrl, ROUTES } from '@rg/domain/contract'
import { UNLOCK_PRICE } from '@rg/domain/credits'
import { formatCredits } from '@rg/domain/czech-format'
import { createMockApi, createMockStore, MOCK_PASSWORD, mockOffers, verifiedUser } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, expectToast, freshSession, withDeeplink, withScenario } from './story-router.tsx'

const meta = {
  title: 'Routes/Offers',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/listings'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

const UNLOCK = `Odemknout za ${formatCredits(UNLOCK_PRICE)}`

/** Published listings from GET /api/offers; a search without diacritics goes through the URL and finds Zlín. */
export const Browse: Story = {
  ...withScenario('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Investiční příležitosti' }),
    ).toBeVisible()
    const results = await canvas.findByRole('list', { name: 'Investiční příležitosti' })
    await expect(within(results).getByRole('link', { name: 'Činžovní dům, Zlín' })).toBeVisible()
    await expect(within(results).getByRole('link', { name: 'Rezidenční projekt Brno' })).toBeVisible()
    // Pending, draft and rejected listings and services are not browsed here.
    await expect(within(results).queryByRole('link', { name: 'Bytový dům, Ostrava' })).toBeNull()

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' }), 'cinzovni zlin')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Investiční příležitosti' })).getAllByRole('link'),
      ).toHaveLength(1),
    )
    await expect(canvas.getByText('Nalezena 1 nabídka')).toBeVisible()
  },
}

/** The query comes from the URL: a search nobody matches shows the empty state. */
export const BrowseEmpty: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/listings?q=neexistujici'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nalezeno 0 nabídek')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' })).toHaveValue('neexistujici')
  },
}

export const BrowseServices: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/services'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const results = await canvas.findByRole('list', { name: 'Služby' })
    await expect(within(results).getByRole('link', { name: 'Hyposervis Investor' })).toBeVisible()
  },
}

/**
 * A listing of another owner: the teaser, the unlock dialog with price and balance; after unlocking the private part
 * shows and the balance on the portal home dropped by 50.
 */
export const Unlock: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/listings/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Zajištěná pohledávka, Plzeň' }),
    ).toBeVisible()
    await expect(canvas.queryByText('Dlužník je stavební firma s dvanáctiletou historií.')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: UNLOCK }))
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    await expect(dialog).toHaveTextContent(`Váš zůstatek${formatCredits(600)}`)
    await userEvent.click(within(dialog).getByRole('button', { name: UNLOCK }))
    await expect(
      await canvas.findByText('Dlužník je stavební firma s dvanáctiletou historií.', {}),
    ).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const crumbs = canvas.getByRole('navigation', { name: 'Drobečková navigace' })
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Portál' }))
    await waitFor(() =>
      expect(within(canvas.getByRole('main')).getByLabelText('Zůstatek kreditů')).toHaveTextContent('550'),
    )
  },
}

/** Too few credits: the dialog explains it and leads to /pricing instead of unlocking. */
export const UnlockTooFewCredits: Story = {
  async beforeEach({ msw }) {
    const poor = {
      ...structuredClone(verifiedUser),
      creditTransactions: verifiedUser.creditTransactions.slice(0, 1).map((t) => ({ ...t, amount: 20 })),
    }
    const store = createMockStore({
      signedInUserId: poor.id,
      accounts: [{ user: poor, password: MOCK_PASSWORD, confirmed: true }],
    })
    msw.use(...createMockApi('verified', store).list())
  },
  ...withDeeplink('/portal/listings/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: UNLOCK }))
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku' })
    await expect(within(dialog).queryByRole('button', { name: UNLOCK })).toBeNull()
    await userEvent.click(within(dialog).getByRole('link', { name: 'Dobít kredity' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ceník' })).toBeVisible()
  },
}

/** A listing the viewer already unlocked opens with the private part at once. */
export const Unlocked: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/listings/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Prodej kvůli vypořádání dědictví, nájemní smlouvy do roku 2028.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: UNLOCK })).toBeNull()
  },
}

/** The notepad of an unlocked listing saves itself after typing stops (PUT /api/notes) and says "Uloženo". */
export const NotepadAutosave: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/listings/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Moje poznámka k nabídce' })
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
    await userEvent.type(field, 'Zavolat makléři')
    await waitFor(() => expect(canvas.getByText('Uloženo')).toBeVisible())
    const res = await fetch(endpointUrl('getNote', { query: { kind: 'LISTING', targetId: '1' } }))
    await expect((await res.json()).body).toBe('Zavolat makléři')
  },
}

/** A failed save keeps the text and shows the server's message. */
export const NotepadSaveFails: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/listings/1'),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Moje poznámka k nabídce' })
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
    msw.use(
      http.put(`*${ROUTES.saveNote.path}`, () =>
        HttpResponse.json({ code: 'unexpected_failure', message: 'Chyba serveru.' }, { status: 500 }),
      ),
    )
    await userEvent.type(field, 'Ahoj')
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent('Chyba serveru.')
    await expect(field).toHaveValue('Ahoj')
  },
}

export const ListingNotFound: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/listings/999'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nabídka není dostupná')).toBeVisible()
  },
}

export const ServiceDetail: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/services/12'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Hyposervis Investor' }),
    ).toBeVisible()
  },
}

/** The owner's services from GET /api/my/offers?kind=SERVICE, with their status. */
export const MyServicesList: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/services'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moje služby' })).toBeVisible()
    await expect(await canvas.findByText('Hyposervis Investor')).toBeVisible()
    await expect(canvas.queryByText('Znalecký ústav Odhad CZ')).toBeNull()
  },
}

/** The moderation queue (PENDING) first; the tab of all offers lists the published ones too. */
export const AdminQueue: Story = {
  ...withScenario('admin'),
  ...withDeeplink('/portal/admin/listings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nabídky ke schválení' })).toBeVisible()
    await expect(await canvas.findByText('Bytový dům, Ostrava')).toBeVisible()
    await expect(canvas.queryByText('Činžovní dům, Zlín')).toBeNull()
    await userEvent.click(canvas.getByRole('tab', { name: 'Všechny' }))
    await expect(await canvas.findByText('Činžovní dům, Zlín')).toBeVisible()
  },
}

/** A pending listing: reject needs a reason; the decision reaches the server and the history shows it. */
export const AdminReject: Story = {
  ...withScenario('admin'),
  ...withDeeplink('/portal/admin/listings/7'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bytový dům, Ostrava' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zamítnout' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Zamítnout nabídku' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Důvod zamítnutí/ }), 'Chybí fotografie domu.')
    await userEvent.click(dialog.getByRole('button', { name: 'Zamítnout' }))
    const history = await canvas.findByRole('list', { name: 'Historie nabídky' })
    await waitFor(() => expect(history).toHaveTextContent('Chybí fotografie domu.'))
  },
}

// A published service of the fixtures with a review (the admin may remove it).
const REVIEWED = mockOffers(createMockStore()).find(
  (o) => o.kind === 'SERVICE' && o.status === 'PUBLISHED' && o.reviews.length > 0,
)

/**
 * An admin removes a review of a service with a required reason (POST /api/admin/reviews/:reviewId/remove: audited,
 * the author told); the dialog closes once the refetched list no longer shows it.
 */
export const AdminRemoveReview: Story = {
  ...withScenario('admin'),
  ...withDeeplink(`/portal/admin/services/${REVIEWED?.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const review = REVIEWED?.reviews[0]
    await expect(await canvas.findByRole('heading', { level: 1, name: REVIEWED?.pubName })).toBeVisible()
    await expect(await canvas.findByText(review?.body ?? '')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Odstranit hodnocení: ${review?.author.name}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Odstranit hodnocení' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(dialog.getByText('Uveďte prosím důvod odstranění.')).toBeInTheDocument()
    await userEvent.type(dialog.getByRole('textbox', { name: /Důvod odstranění/ }), 'Reklama na jinou firmu.')
    await userEvent.click(dialog.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expectToast('Hodnocení bylo odstraněno a autor dostal zprávu.')
    await waitFor(() => expect(canvas.queryByText(review?.body ?? '')).toBeNull())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odstranit hodnocení' })).toBeNull())
  },
}

// A published listing of the fixtures for the operator's take-down.
const ON_MARKET = mockOffers(createMockStore()).find((o) => o.kind === 'LISTING' && o.status === 'PUBLISHED')

/**
 * The operator pauses a published listing with a reason (POST /api/admin/offers/:id/take-down, decision 1351): the
 * toast says the owner was told, the badge shows "Pozastaveno" and the history the reason; only "Uzavřít" is left.
 */
export const AdminTakeDown: Story = {
  ...withScenario('admin'),
  ...withDeeplink(`/portal/admin/listings/${ON_MARKET?.id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: ON_MARKET?.pubName })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pozastavit' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Pozastavit zveřejněnou nabídku' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Důvod/ }), 'Nahlášeno jako podvod.')
    await userEvent.click(dialog.getByRole('button', { name: 'Pozastavit' }))
    await expectToast('Nabídka je pozastavená. Vlastník dostal zprávu s důvodem.')
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Pozastavit' })).toBeNull())
    await expect(canvas.getByRole('button', { name: 'Uzavřít' })).toBeVisible()
    const history = await canvas.findByRole('list', { name: 'Historie nabídky' })
    await waitFor(() => expect(history).toHaveTextContent('Nahlášeno jako podvod.'))
  },
}
