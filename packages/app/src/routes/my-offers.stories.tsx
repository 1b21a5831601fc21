import { ROUTES } from '@rg/domain/contract'
import {
  apiError,
  createMockApi,
  createMockStore,
  MOCK_PASSWORD,
  type MockApi,
  mockOffers,
  verifiedUser,
} from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, expectToast, freshSession, withDeeplink, withScenario } from './story-router.tsx'

const MOBILE = { viewport: { value: 'mobile', isRotated: false } }

const meta = {
  title: 'Routes/MyOffers',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/my'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** A 1×1 PNG: the mock API checks the file's first bytes like the server does. */
function pngFile(name: string) {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return new File([bytes], name, { type: 'image/png' })
}

function pdfFile(name: string) {
  return new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' })
}

/** Fills the required fields and a few more of the form. */
async function fillListing(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(await canvas.findByRole('combobox', { name: /Kategorie/ }))
  await userEvent.click(await screen.findByRole('option', { name: 'Nemovitost' }))
  await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), name)
  await userEvent.type(canvas.getByRole('textbox', { name: /Obec/ }), 'Třebíč')
  await userEvent.type(canvas.getByRole('textbox', { name: /Ulice/ }), 'Karlovo náměstí 1')
  await userEvent.type(canvas.getByRole('textbox', { name: /PSČ/ }), '67401')
  await userEvent.type(canvas.getByRole('textbox', { name: /Neveřejný popis/ }), 'Prodej kvůli stěhování.')
}

/** Both kinds at a glance: counts, what waits (the draft and the rejected listing), links to create. */
export const Overview: Story = {
  ...withScenario('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moje nabídky' })).toBeVisible()
    const todo = within(await canvas.findByRole('region', { name: 'Čeká na vás' }))
    await expect(todo.getByRole('link', { name: 'Vinice, Mikulov' })).toHaveAttribute(
      'href',
      '/portal/my/listings/9',
    )
    await expect(todo.getByRole('link', { name: 'Pozemek pro rodinné domy, Kladno' })).toBeVisible()
    const services = within(canvas.getByRole('region', { name: 'Služby' }))
    await userEvent.click(services.getByRole('link', { name: 'Všechny moje služby' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moje služby' })).toBeVisible()
  },
}

/** A verified user without any offer yet. */
export const OverviewEmpty: Story = {
  async beforeEach({ msw }) {
    const fresh = {
      ...structuredClone(verifiedUser),
      id: '0b5c0e7a-1f7e-4c55-9d37-2f4f1b9a7c11',
      email: 'novy-overeny@example.cz',
    }
    const store = createMockStore({
      signedInUserId: fresh.id,
      accounts: [{ user: fresh, password: MOCK_PASSWORD, confirmed: true }],
    })
    msw.use(...createMockApi('verified', store).list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Zatím nemáte žádnou příležitost.', {})).toBeVisible()
    await expect(canvas.getByText('Zatím nemáte žádnou službu.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Čeká na vás' })).toBeNull()
  },
}

export const OverviewMobile: Story = {
  ...withScenario('verified'),
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Čeká na vás' })).toBeVisible()
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth))
  },
}

/** The owner's listings (not the services, not someone else's) with status and counts; the filter is in the URL. */
export const ListingsList: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Moje příležitosti' })).toBeVisible()
    const table = within(await canvas.findByRole('table', {}))
    await expect(await table.findByRole('link', { name: 'Činžovní dům, Zlín' })).toHaveAttribute(
      'href',
      '/portal/my/listings/1',
    )
    await expect(table.queryByText('Zajištěná pohledávka, Plzeň')).toBeNull()
    await expect(table.queryByText('Hyposervis Investor')).toBeNull()
    await expect(table.getByText(/Důvod zamítnutí:/)).toBeVisible()
  },
}

/**
 * Creating a listing: the first save makes the draft and moves to its edit URL, where a photo and a PDF upload; the
 * uploads are in the offer afterwards.
 */
export const CreateDraftAndUpload: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nová příležitost' })).toBeVisible()
    await expect(canvas.getByText(/můžete nahrát po prvním uložení konceptu/)).toBeVisible()
    await fillListing(canvas, 'Činžovní dům Třebíč')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expectToast('Koncept je uložen. Teď můžete nahrát fotografie a dokumenty.')
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upravit příležitost' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Název/ })).toHaveValue('Činžovní dům Třebíč')
    await expect(canvas.queryByText(/můžete nahrát po prvním uložení konceptu/)).toBeNull()

    await userEvent.upload(
      canvas.getByLabelText(/Fotografie \(nejvýše 30/, { selector: 'input' }),
      pngFile('ulice.png'),
    )
    await expect(await canvas.findByRole('img', { name: 'Fotografie 1: ulice.png' })).toBeVisible()
    await userEvent.upload(
      canvas.getByLabelText('Dokumenty', { selector: 'input' }),
      pdfFile('Memorandum.pdf'),
    )
    // once stored, the upload's own tile gives way to the stored document
    await expect(await canvas.findByText('Memorandum.pdf', {})).toBeVisible()
  },
}

/** Create and submit at once: the detail of the new listing waits for approval. */
export const CreateAndSubmit: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillListing(canvas, 'Byty v Jihlavě')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat ke schválení' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Byty v Jihlavě' })).toBeVisible()
    await expect(await canvas.findByText(/čeká na schválení administrátorem/, {})).toBeVisible()
  },
}

/** The server refuses: its Czech message shows in the form and a toast, and nothing typed is lost. */
export const CreateServerError: Story = {
  async beforeEach({ msw }) {
    msw.use(
      http.post(`*${ROUTES.createOffer.path}`, () =>
        apiError(400, 'validation_failed', 'Zkontrolujte prosím vyplněné údaje.', [
          { path: 'postcode', message: 'PSČ má pět číslic, např. 110 00.' },
        ]),
      ),
      ...createMockApi('verified').list(),
    )
  },
  ...withDeeplink('/portal/my/listings/create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillListing(canvas, 'Činžovní dům Třebíč')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expect(await canvas.findByText('PSČ má pět číslic, např. 110 00.')).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zkontrolujte prosím vyplněné údaje.')
    await expect(canvas.getByRole('textbox', { name: /Název/ })).toHaveValue('Činžovní dům Třebíč')
    await expect(canvas.getByRole('textbox', { name: /Neveřejný popis/ })).toHaveValue(
      'Prodej kvůli stěhování.',
    )
  },
}

/** A new service: the service categories and the public-address note. */
export const CreateService: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/services/create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nová služba' })).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: /Kategorie/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Financování' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), 'Hypotéky pro investory')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upravit službu' })).toBeVisible()
  },
}

/** Editing the rejected listing: the stored values fill the form, a save keeps it REJECTED, then it is submitted. */
export const EditRejectedAndResubmit: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/9/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = await canvas.findByRole('textbox', { name: /Název/ })
    await expect(name).toHaveValue('Vinice, Mikulov')
    await userEvent.clear(name)
    await userEvent.type(name, 'Vinice u Mikulova')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expectToast('Změny jsou uložené.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat ke schválení' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vinice u Mikulova' })).toBeVisible()
    await expect(await canvas.findByText(/čeká na schválení administrátorem/, {})).toBeVisible()
  },
}

export const EditMobile: Story = {
  ...withScenario('verified'),
  globals: MOBILE,
  ...withDeeplink('/portal/my/services/10/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upravit službu' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Název/ })).toHaveValue(
      'Advokátní kancelář Dvořák & partneři',
    )
  },
}

let photoApi: MockApi | undefined

/** Stored photos under their file names: a new cover (the order goes to the server), a removed photo and document. */
export const EditPhotosAndDocuments: Story = {
  async beforeEach({ msw }) {
    photoApi = createMockApi('verified')
    msw.use(...photoApi.list())
  },
  ...withDeeplink('/portal/my/listings/6/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const offer = () => mockOffers((photoApi as MockApi).store).find((o) => o.id === 6)
    const [, , third] = offer()?.photos ?? []
    await expect(await canvas.findByRole('img', { name: 'Fotografie 3: demo-3.jpg' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavit jako titulní: demo-3.jpg' }))
    await waitFor(() => expect(offer()?.photos[0]?.id).toBe(third?.id))
    await userEvent.click(canvas.getByRole('button', { name: 'Odebrat demo-2.jpg' }))
    await waitFor(() => expect(offer()?.photos).toHaveLength(2))
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: /^Fotografie \d: demo-\d\.jpg$/ })).toHaveLength(2),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Odebrat Informační memorandum.pdf' }))
    await waitFor(() => expect(offer()?.documents).toHaveLength(0))
    await waitFor(() => expect(canvas.queryByText('Informační memorandum.pdf')).toBeNull())
  },
}

/** Someone else's offer is not editable here: the not-found state. */
export const EditNotOwn: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/3/edit'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nabídka nenalezena', {})).toBeVisible()
  },
}

/** A published own listing: counts, history; the manage menu pauses it (the lifecycle of the domain). */
export const OwnDetailPause: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Činžovní dům, Zlín' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Statistiky' })).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Historie nabídky' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spravovat' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pozastavit' }))
    await expectToast('Nabídka je pozastavena, ostatní ji teď neuvidí.')
    await waitFor(() =>
      expect(canvas.getAllByText('Pozastaveno', { selector: '[data-status]' })[0]).toBeVisible(),
    )
  },
}

/** Set by the story below: its counts answer only when the play function releases them. */
let releaseStats = () => {}
let accessAnswered = false

/**
 * The NDA and approval boxes wait until the counts and the leads above them have loaded: they never move under the
 * pointer (a click between press and release would be lost) (docs/decisions/1784-owner-terms-wait-for-the-panels-above.md).
 */
export const OwnDetailTermsWaitForPanelsAbove: Story = {
  async beforeEach({ msw }) {
    accessAnswered = false
    const held = new Promise<void>((resolve) => {
      releaseStats = resolve
    })
    // these two answer nothing themselves: the request falls through to the mock API's own handler
    msw.use(
      http.get(`*${ROUTES.getOfferStats.path}`, async () => {
        await held
      }),
      http.get(`*${ROUTES.listOfferAccess.path}`, () => {
        accessAnswered = true
      }),
      ...createMockApi('verified').list(),
    )
    return () => releaseStats()
  },
  ...withDeeplink('/portal/my/listings/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Činžovní dům, Zlín' })).toBeVisible()
    // the terms are known and the leads shown, the counts still on their way
    await waitFor(() => expect(accessAnswered).toBe(true))
    const leads = canvas.getByRole('region', { name: 'Zájemci' })
    await waitFor(() => expect(within(leads).queryByRole('status')).toBeNull())
    const terms = canvas.getByRole('region', { name: 'Dohoda o mlčenlivosti a schvalování investorů' })
    await expect(within(terms).getByText('Načítání žádostí...')).toBeInTheDocument()
    await expect(within(terms).queryByRole('checkbox')).toBeNull()

    releaseStats()
    const nda = await within(terms).findByRole('checkbox', { name: /Vyžadovat dohodu o mlčenlivosti/ })
    await expect(canvas.queryByText('Načítání statistik...')).toBeNull()
    await userEvent.click(nda)
    await waitFor(() =>
      expect(within(terms).getByRole('checkbox', { name: /Vyžadovat dohodu o mlčenlivosti/ })).toBeChecked(),
    )
  },
}

/** The rejected listing shows the admin's reason; "Upravit" leads to the edit page. */
export const OwnDetailRejected: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/9'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nabídka byla zamítnuta.', {})).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spravovat' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upravit' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upravit příležitost' })).toBeVisible()
  },
}

/** Closing asks first; a closed service has no manage menu left. */
export const OwnServiceClose: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/services/12'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hyposervis Investor' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spravovat' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Uzavřít' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Uzavřít službu?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Uzavřít' }))
    await expectToast('Nabídka je uzavřena.')
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Spravovat' })).toBeNull())
  },
}

export const OwnDetailMobile: Story = {
  ...withScenario('verified'),
  globals: MOBILE,
  ...withDeeplink('/portal/my/listings/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rezidenční projekt Brno' }),
    ).toBeVisible()
  },
}

/** Someone else's listing is not found among my offers. */
export const OwnDetailNotOwn: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/3'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nabídka nenalezena', {})).toBeVisible()
  },
}

/** Own offers have numeric ids only: anything else is the 404 page. */
export const NonNumericId: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/services/abc/edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(canvas.getByText('Page not found: /portal/my/services/abc/edit')).toBeVisible()
  },
}

/** A USER is sent to the profile with the verified-only toast. */
export const NotVerified: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/my/listings/create'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Můj profil' }),
    ).toBeVisible()
  },
}
