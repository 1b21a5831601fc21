import type { Watchdog } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { WatchdogsScreen } from './WatchdogsScreen.tsx'

const WATCHDOGS: Watchdog[] = [
  {
    id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Byty na jižní Moravě',
    kind: 'LISTING',
    categories: ['REAL_ESTATE'],
    regions: ['CZ-64'],
    priceFrom: null,
    priceTo: 10_000_000,
    keywords: ['byt'],
    frequency: 'IMMEDIATE',
    resumeFrequency: null,
    events: ['NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED'],
    createdAt: '2026-11-02T09:00:00.000Z',
  },
  {
    id: '1f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Podíly ve firmách',
    kind: 'LISTING',
    categories: ['COMPANY_SHARE'],
    regions: [],
    priceFrom: 2_000_000,
    priceTo: null,
    keywords: [],
    frequency: 'PAUSED',
    // Paused while it sent a daily digest ("Obnovit" brings that back).
    resumeFrequency: 'DAILY',
    events: ['NEW'],
    createdAt: '2026-11-01T09:00:00.000Z',
  },
]

const meta = {
  title: 'Screens/Watchdogs/WatchdogsScreen',
  component: WatchdogsScreen,
  args: {
    status: 'ready',
    items: WATCHDOGS,
    browseHref: (w: Watchdog) => `/portal/listings?regions=${w.regions.join(',')}`,
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WatchdogsScreen>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hlídací psi' })).toBeVisible()
    await expect(canvas.getByText(/Jihomoravský · do 10\s000\s000\sKč · „byt“/)).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Zobrazit odpovídající nabídky' })[0]).toHaveAttribute(
      'href',
      '/portal/listings?regions=CZ-64',
    )
    await userEvent.click(canvas.getAllByRole('button', { name: 'Pozastavit' })[0] as HTMLElement)
    await expect(args.onUpdate).toHaveBeenCalledWith(
      WATCHDOGS[0]?.id,
      expect.objectContaining({ frequency: 'PAUSED', regions: ['CZ-64'] }),
    )
    await userEvent.click(canvas.getAllByRole('button', { name: 'Smazat' })[0] as HTMLElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Opravdu smazat' }))
    await expect(args.onDelete).toHaveBeenCalledWith(WATCHDOGS[0]?.id)
  },
}

/**
 * "Obnovit" on a watchdog paused while it sent a daily digest brings the daily digest back, not immediate alerts
 * (the server keeps the frequency before the pause, also when the e-mail's unsubscribe link paused it).
 */
export const ResumeDaily: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Po obnovení: denní souhrn.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Obnovit' }))
    await expect(args.onUpdate).toHaveBeenCalledWith(
      WATCHDOGS[1]?.id,
      expect.objectContaining({ frequency: 'DAILY', categories: ['COMPANY_SHARE'], events: ['NEW'] }),
    )
  },
}

/** Several keywords: the browse link can search for the first only, and the card says which ones it leaves out. */
export const SeveralKeywords: Story = {
  args: {
    items: [{ ...(WATCHDOGS[0] as Watchdog), keywords: ['sklep', 'garáž', 'půda'] }],
    browseHref: (w: Watchdog) => `/portal/listings?q=${w.keywords[0]}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(
        'Odkaz hledá jen podle slova „sklep“, hlídací pes hlásí kterékoli z klíčových slov. Zvlášť si vyhledejte: „garáž“, „půda“.',
      ),
    ).toBeVisible()
  },
}

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat hlídacího psa' }))
    const form = within(canvas.getByRole('form', { name: 'Vytvořit hlídacího psa' }))
    await userEvent.type(form.getByLabelText('Název'), 'Brno do 10 mil.')
    await userEvent.click(form.getByLabelText('Nemovitost'))
    await userEvent.click(form.getByLabelText('Jihomoravský'))
    await userEvent.type(form.getByLabelText('Cena do (Kč)'), '10 000 000')
    await userEvent.type(form.getByLabelText(/Klíčová slova/), 'byt, zlin')
    await userEvent.click(form.getByLabelText('Denní souhrn'))
    await userEvent.click(form.getByLabelText('Změna odemčené nabídky'))
    await userEvent.click(form.getByRole('button', { name: 'Vytvořit hlídacího psa' }))
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Brno do 10 mil.',
      categories: ['REAL_ESTATE'],
      regions: ['CZ-64'],
      priceFrom: '',
      priceTo: '10 000 000',
      keywords: 'byt, zlin',
      frequency: 'DAILY',
      events: ['NEW', 'PRICE_DROP', 'CLOSED'],
    })
  },
}

export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getAllByRole('button', { name: 'Upravit' })[0] as HTMLElement)
    const form = within(canvas.getByRole('form', { name: 'Uložit změny' }))
    await expect(form.getByLabelText('Název')).toHaveValue('Byty na jižní Moravě')
    await expect(form.getByLabelText('Jihomoravský')).toBeChecked()
    await userEvent.click(form.getByRole('button', { name: 'Uložit změny' }))
    await expect(args.onUpdate).toHaveBeenCalledWith(
      WATCHDOGS[0]?.id,
      expect.objectContaining({ priceTo: '10000000', keywords: 'byt' }),
    )
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Zatím nemáte žádného hlídacího psa.' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const SaveRefused: Story = {
  args: { error: 'Cena od nesmí být vyšší než cena do.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Cena od nesmí být vyšší')
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
