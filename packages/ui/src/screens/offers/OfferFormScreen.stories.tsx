import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from './fixtures.ts'
import { OfferFormScreen, type OfferFormValues } from './OfferFormScreen.tsx'

const FILLED: OfferFormValues = {
  category: 'REAL_ESTATE',
  pubName: 'Činžovní dům v centru',
  pubNameSecondary: 'Osm bytů, plně pronajato',
  pubKeywords: ['činžovní dům', 'výnosová nemovitost'],
  pubDescription: 'Rekonstruovaný činžovní dům s osmi byty a komerčním přízemím.',
  pubPrice: 24_500_000,
  privDescription: 'Prodej kvůli generační výměně, střecha po opravě v roce 2021.',
  street: 'Lannova třída 28',
  city: 'České Budějovice',
  postcode: '370 01',
  region: 'CZ-31',
}

const PHOTOS = [
  { id: 'p1', name: 'ulice.jpg', size: 1_240_000, status: 'done' as const },
  { id: 'p2', name: 'dvur.jpg', size: 980_000, status: 'done' as const },
  { id: 'p3', name: 'byt-2-patro.jpg', size: 2_100_000, status: 'uploading' as const, progress: 0.4 },
]
const DOCUMENTS = [{ id: 'd1', name: 'Memorandum.pdf', size: 1_843_200, status: 'done' as const }]

const meta = {
  title: 'Screens/Offers/OfferFormScreen',
  component: OfferFormScreen,
  args: {
    kind: 'LISTING',
    onSave: fn(),
    onSubmitForApproval: fn(),
    onPhotosAdd: fn(),
    onPhotoRemove: fn(),
    onPhotosReorder: fn(),
    onCoverChange: fn(),
    onDocumentsAdd: fn(),
    onDocumentRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OfferFormScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Creating a listing: required fields are checked with the domain schema before anything is sent. */
export const Default: Story = {
  args: { uploadsEnabled: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nová příležitost' })).toBeVisible()
    await expect(canvas.getByText(/zhruba 4–5 slov, např. „Činžovní dům/)).toBeVisible()
    await expect(canvas.getByText(/kontrolujeme při schvalování/)).toBeVisible()
    await expect(canvas.getByText(/zůstane skrytá, dokud si nabídku někdo neodemkne/)).toBeVisible()
    await expect(canvas.getByText(/Přílohy jako PDF nebo XLSX/)).toBeVisible()
    await expect(canvas.getByText(/po prvním uložení konceptu/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expect(canvas.getByText('Vyplňte název nabídky.')).toBeVisible()
    await expect(canvas.getByText('Vyberte kategorii.')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole('combobox', { name: /Kategorie/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Developerský projekt' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), 'Rezidenční projekt u lesa')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Klíčová slova' }), 'novostavba, Říčany, ')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena' }), '52000000')
    await userEvent.type(canvas.getByRole('textbox', { name: /PSČ/ }), '25101')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit koncept' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'LISTING',
        category: 'DEVELOPMENT_PROJECT',
        pubName: 'Rezidenční projekt u lesa',
        pubKeywords: ['novostavba', 'Říčany'],
        pubPrice: 52_000_000,
        pubNameSecondary: null,
        region: null,
      }),
    )
  },
}

export const SubmitForApproval: Story = {
  args: {
    initialValues: FILLED,
    offer: { id: 101, status: 'DRAFT' },
    photos: PHOTOS,
    coverPhotoId: 'p1',
    documents: DOCUMENTS,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upravit příležitost' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Název/ })).toHaveValue(FILLED.pubName)
    await expect(canvas.getByRole('textbox', { name: 'Klíčová slova' })).toHaveValue(
      'činžovní dům, výnosová nemovitost',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat ke schválení' }))
    await expect(args.onSubmitForApproval).toHaveBeenCalledWith(
      expect.objectContaining({ pubName: FILLED.pubName, region: 'CZ-31', pubPrice: 24_500_000 }),
    )
    await expect(args.onSave).not.toHaveBeenCalled()
    // Photos: reorder and cover through the kit's FileUpload.
    await userEvent.click(canvas.getByRole('button', { name: 'Posunout dozadu: ulice.jpg' }))
    await expect(args.onPhotosReorder).toHaveBeenCalledWith(['p2', 'p1', 'p3'])
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavit jako titulní: dvur.jpg' }))
    await expect(args.onCoverChange).toHaveBeenCalledWith('p2')
  },
}

export const EditPublished: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'PUBLISHED' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/znovu odešle ke schválení/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Odeslat ke schválení' })).toBeNull()
    // Saving asks first: the published offer goes back to approval and disappears until approved.
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uložit a odeslat nabídku ke schválení?' })
    await expect(dialog).toHaveTextContent(/ostatní neuvidí, dokud ji znovu neschválíme/)
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zpět k úpravám' }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Uložit a odeslat ke schválení',
      }),
    )
    await expect(args.onSave).toHaveBeenCalledOnce()
  },
}

export const EditPublishedMobile: Story = { ...EditPublished, globals: MOBILE_GLOBALS }

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'zahrada.png', {
  type: 'image/png',
})
const PDF = new File(['%PDF-1.4'], 'vykazy-2025.pdf', { type: 'application/pdf' })

/**
 * A new photo or document of a published offer needs a review (decision 1350): the upload asks first; reordering
 * and removing keep it published and ask nothing.
 */
export const UploadToPublished: Story = {
  args: {
    initialValues: FILLED,
    offer: { id: 101, status: 'PUBLISHED' },
    photos: PHOTOS.slice(0, 2),
    coverPhotoId: 'p1',
    documents: DOCUMENTS,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/znovu odešle ke schválení/)).toBeVisible()
    const [photoInput, documentInput] = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')
    await userEvent.upload(photoInput as HTMLInputElement, PNG)
    const dialog = await screen.findByRole('dialog', {
      name: 'Nahrát fotografii a odeslat nabídku ke schválení?',
    })
    await expect(dialog).toHaveTextContent(/ostatní neuvidí/)
    await expect(dialog).toHaveTextContent(/odebrání fotografií a dokumentů schválení nepotřebuje/)
    await expect(args.onPhotosAdd).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nenahrávat' }))
    await expect(args.onPhotosAdd).not.toHaveBeenCalled()

    await userEvent.upload(documentInput as HTMLInputElement, PDF)
    const again = await screen.findByRole('dialog', {
      name: 'Nahrát dokument a odeslat nabídku ke schválení?',
    })
    await userEvent.click(within(again).getByRole('button', { name: 'Nahrát a odeslat ke schválení' }))
    await expect(args.onDocumentsAdd).toHaveBeenCalledWith([PDF])

    // reordering and removing go straight through
    await userEvent.click(canvas.getByRole('button', { name: 'Posunout dozadu: ulice.jpg' }))
    await expect(args.onPhotosReorder).toHaveBeenCalledWith(['p2', 'p1'])
    await userEvent.click(canvas.getByRole('button', { name: 'Odebrat Memorandum.pdf' }))
    await expect(args.onDocumentRemove).toHaveBeenCalledWith('d1')
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

export const UploadToPublishedMobile: Story = { ...UploadToPublished, globals: MOBILE_GLOBALS }

/** A draft's uploads need no confirmation. */
export const UploadToDraft: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' } },
  play: async ({ args, canvasElement }) => {
    const [photoInput] = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')
    await userEvent.upload(photoInput as HTMLInputElement, PNG)
    await expect(args.onPhotosAdd).toHaveBeenCalledWith([PNG])
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

export const ServerErrors: Story = {
  args: {
    initialValues: FILLED,
    offer: { id: 101, status: 'REJECTED' },
    fieldErrors: {
      postcode: 'PSČ má pět číslic, např. 110 00.',
      pubKeywords: 'Klíčové slovo je příliš dlouhé.',
    },
    formError: 'Zkontrolujte prosím vyplněné údaje.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: /PSČ/ })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('PSČ má pět číslic, např. 110 00.')).toBeVisible()
    await expect(canvas.getByText('Klíčové slovo je příliš dlouhé.')).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zkontrolujte prosím vyplněné údaje.')
  },
}

export const Saving: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, submitting: 'submit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Odeslat ke schválení' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Uložit koncept' })).toBeDisabled()
  },
}

export const Service: Story = {
  args: { kind: 'SERVICE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nová služba' })).toBeVisible()
    await expect(canvas.getByText('Adresa služby je veřejná.')).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: /Kategorie/ }))
    await expect(await screen.findByRole('option', { name: 'Znalecké posudky a odhady' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání formuláře...')
  },
}

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Název/ })).toHaveValue('')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, photos: PHOTOS, documents: DOCUMENTS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** A gazetteer of two municipalities, as the app's (docs/decisions/1622-pin-preview-in-the-form.md) answers. */
const PLACES: Record<string, string> = {
  'CZ-31|české budějovice': 'České Budějovice',
  'CZ-64|brno-střed': 'Brno',
}
const placeOf = (city: string, region: string) => PLACES[`${region}|${city.toLowerCase()}`] ?? null

/** The owner sees where the pin will be, and that an unknown place counts in its region only. */
export const PinPreview: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, placeOf },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const preview = canvas.getByTestId('pin-preview')
    await expect(preview).toHaveTextContent('Špendlík bude v obci České Budějovice.')
    const city = canvas.getByRole('textbox', { name: 'Obec' })
    await userEvent.clear(city)
    await userEvent.type(city, 'Atlantida')
    await expect(preview).toHaveTextContent(
      'Obec „Atlantida“ v tomto kraji neznáme: na mapě nabídka nebude mít špendlík a započítá se jen do svého kraje.',
    )
    await userEvent.clear(city)
    await expect(preview).toBeEmptyDOMElement()
    await userEvent.type(city, 'Brno-střed')
    await userEvent.click(canvas.getByRole('combobox', { name: /Kraj/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Jihomoravský' }))
    await expect(preview).toHaveTextContent('Špendlík bude v obci Brno.')
  },
}

export const PinPreviewLoading: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, placeOf: () => undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pin-preview')).toHaveTextContent(
      'Hledáme obec na mapě...',
    )
  },
}

export const PinPreviewMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, placeOf },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pin-preview')).toHaveTextContent(
      'Špendlík bude v obci České Budějovice.',
    )
    await expect(fitsViewport()).toBe(true)
  },
}

/** The draft of the public part goes to the app as it stands (it asks for the demand signal): at once, then per change. */
export const DraftChange: Story = {
  args: { initialValues: FILLED, offer: { id: 101, status: 'DRAFT' }, onDraftChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(args.onDraftChange).toHaveBeenCalledWith({ ...FILLED, kind: 'LISTING' })
    await userEvent.type(canvas.getByRole('textbox', { name: /Podtitul/ }), ', výtah')
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...FILLED,
      pubNameSecondary: `${FILLED.pubNameSecondary}, výtah`,
      kind: 'LISTING',
    })
    await userEvent.click(canvas.getByRole('combobox', { name: /Kategorie/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Developerský projekt' }))
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: 'DEVELOPMENT_PROJECT', region: 'CZ-31' }),
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Klíčová slova' }), ', výtah')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Cena' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena' }), '26000000')
    await userEvent.click(canvas.getByRole('combobox', { name: /Kraj/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Jihomoravský' }))
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      ...FILLED,
      category: 'DEVELOPMENT_PROJECT',
      pubNameSecondary: `${FILLED.pubNameSecondary}, výtah`,
      pubKeywords: [...FILLED.pubKeywords, 'výtah'],
      pubPrice: 26_000_000,
      region: 'CZ-64',
      kind: 'LISTING',
    })
  },
}
