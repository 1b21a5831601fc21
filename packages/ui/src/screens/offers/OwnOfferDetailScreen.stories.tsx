import { OFFER_ACTION_LABELS } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  fitsViewport,
  HISTORY,
  MOBILE_GLOBALS,
  OWN_LISTING,
  REJECTED_LISTING,
  REVIEW_LIST_READONLY,
  SERVICE_DETAIL,
} from './fixtures.ts'
import { OwnOfferDetailScreen } from './OwnOfferDetailScreen.tsx'

const meta = {
  title: 'Screens/Offers/OwnOfferDetailScreen',
  component: OwnOfferDetailScreen,
  args: {
    status: 'ready',
    offer: OWN_LISTING,
    history: HISTORY,
    historyStatus: 'ready',
    reviews: REVIEW_LIST_READONLY,
    reviewsStatus: 'ready',
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OwnOfferDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spravovat' }))
  return within(await screen.findByRole('menu'))
}

/** Published: edit, pause and close (the lifecycle of the domain), counts, card preview, history. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Zveřejněno', { selector: '[data-status]' })[0]).toBeVisible()
    const stats = within(canvas.getByRole('region', { name: 'Statistiky' }))
    await expect(stats.getByText('312')).toBeVisible()
    await expect(stats.getByText('14')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Vizitka: Jana Dvořáková' })).toBeVisible()
    const history = within(canvas.getByRole('list', { name: 'Historie nabídky' }))
    await expect(history.getByText(/Důvod: Klíčová slova obsahují/)).toBeVisible()
    await expect(history.getByText('Změněno: Klíčová slova, Cena')).toBeVisible()
    const menu = await openMenu(canvasElement)
    const names = menu.getAllByRole('menuitem').map((item) => item.textContent)
    await expect(names).toEqual([
      OFFER_ACTION_LABELS.edit,
      OFFER_ACTION_LABELS.pause,
      OFFER_ACTION_LABELS.close,
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: 'Pozastavit' }))
    await expect(args.onAction).toHaveBeenCalledWith('pause')
  },
}

export const CloseNeedsConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(menu.getByRole('menuitem', { name: 'Uzavřít' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uzavřít nabídku?' })
    await expect(args.onAction).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít' }))
    await expect(args.onAction).toHaveBeenCalledWith('close')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const Paused: Story = {
  args: { offer: { ...OWN_LISTING, status: 'PAUSED' } },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(menu.queryByRole('menuitem', { name: 'Pozastavit' })).toBeNull()
    await userEvent.click(menu.getByRole('menuitem', { name: 'Obnovit' }))
    await expect(args.onAction).toHaveBeenCalledWith('resume')
  },
}

const OPERATOR_PAUSE = {
  id: 99,
  action: 'pause' as const,
  actor: { id: '00000000-0000-4000-8000-000000000002', name: 'Administrátor Portálu' },
  fromStatus: 'PUBLISHED' as const,
  toStatus: 'PAUSED' as const,
  changes: {},
  reason: 'Nahlášeno jako podvod, doložte prosím vlastnictví.',
  createdAt: '2026-11-25T10:00:00.000Z',
}

/**
 * The operator paused it (decision 1351): the reason is at the top, and the menu has no "Obnovit" (an edit sends it
 * to review instead).
 */
export const PausedByOperator: Story = {
  args: { offer: { ...OWN_LISTING, status: 'PAUSED' }, history: [...HISTORY, OPERATOR_PAUSE] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const notice = canvas.getByText(/Nabídku pozastavil administrátor/).closest('div') as HTMLElement
    await expect(notice).toBeVisible()
    await expect(notice).toHaveTextContent('Důvod: Nahlášeno jako podvod, doložte prosím vlastnictví.')
    const menu = await openMenu(canvasElement)
    await expect(menu.queryByRole('menuitem', { name: 'Obnovit' })).toBeNull()
    await userEvent.click(menu.getByRole('menuitem', { name: OFFER_ACTION_LABELS.edit }))
    await expect(args.onAction).toHaveBeenCalledWith('edit')
  },
}

export const PausedByOperatorMobile: Story = {
  ...PausedByOperator,
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nabídku pozastavil administrátor/)).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** The operator closed it: the reason stays at the top. */
export const ClosedByOperator: Story = {
  args: {
    offer: { ...OWN_LISTING, status: 'CLOSED' },
    history: [
      ...HISTORY,
      { ...OPERATOR_PAUSE, action: 'close', toStatus: 'CLOSED', reason: 'Duplicitní nabídka.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nabídku uzavřel administrátor/)).toBeVisible()
    await expect(within(canvasElement).getByText(/Uzavření je konečné/)).toBeVisible()
  },
}

export const Rejected: Story = {
  args: { offer: REJECTED_LISTING },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Nabídka byla zamítnuta/)).toBeVisible()
    const menu = await openMenu(canvasElement)
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      OFFER_ACTION_LABELS.edit,
      OFFER_ACTION_LABELS.submit,
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: 'Upravit' }))
    await expect(args.onAction).toHaveBeenCalledWith('edit')
  },
}

export const Draft: Story = {
  args: { offer: { ...OWN_LISTING, status: 'DRAFT', publishedAt: null }, history: HISTORY.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText(/Koncept vidíte jen vy/)).toBeVisible()
    const menu = await openMenu(canvasElement)
    await userEvent.click(menu.getByRole('menuitem', { name: 'Odeslat ke schválení' }))
    await expect(args.onAction).toHaveBeenCalledWith('submit')
  },
}

export const Pending: Story = {
  args: { offer: { ...OWN_LISTING, status: 'PENDING' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/čeká na schválení administrátorem/)).toBeVisible()
    const menu = await openMenu(canvasElement)
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([OFFER_ACTION_LABELS.edit])
  },
}

export const Closed: Story = {
  args: { offer: { ...OWN_LISTING, status: 'CLOSED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Spravovat' })).toBeNull()
    await expect(canvas.getByText(/Uzavřená nabídka už nejde měnit/)).toBeVisible()
  },
}

export const ActionFailed: Story = {
  args: { actionError: 'Nabídku se nepodařilo pozastavit, zkuste to prosím znovu.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('nepodařilo pozastavit')
  },
}

export const Service: Story = {
  args: { offer: { ...SERVICE_DETAIL, isOwn: true, viewCount: 128, unlockCount: 0 } },
  play: async ({ canvasElement }) => {
    const stats = within(within(canvasElement).getByRole('region', { name: 'Statistiky' }))
    await expect(stats.queryByText('Odemčení')).toBeNull()
  },
}

export const HistoryLoading: Story = {
  args: { historyStatus: 'loading', history: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání historie...')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { status: 'loading', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání nabídky...')
  },
}

export const Empty: Story = {
  args: { status: 'empty', offer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nabídka nenalezena' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', offer: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

const photoEdit = (id: number, minute: number) => ({
  id,
  action: 'edit' as const,
  actor: { id: '00000000-0000-4000-8000-000000000007', name: 'Jana Dvořáková' },
  fromStatus: null,
  toStatus: null,
  changes: { photos: [id, id + 1] as [unknown, unknown] },
  reason: null,
  createdAt: `2026-10-21T08:${String(minute).padStart(2, '0')}:00.000Z`,
})

/** Three photo uploads in a row are one entry; internal change names read in Czech. */
export const HistoryInCzech: Story = {
  args: {
    history: [
      ...HISTORY,
      photoEdit(101, 1),
      photoEdit(102, 2),
      photoEdit(103, 3),
      {
        ...photoEdit(104, 4),
        changes: {
          photoOrder: [
            [1, 2],
            [2, 1],
          ],
          documentAdded: [null, 'smlouva.pdf'],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const history = within(within(canvasElement).getByRole('list', { name: 'Historie nabídky' }))
    await expect(history.getByText('Změněno: nahráno fotografií: 3')).toBeVisible()
    await expect(history.getByText('Změněno: Pořadí fotografií, Přidaný dokument')).toBeVisible()
    await expect(history.queryByText(/photoOrder|documentAdded/)).toBeNull()
  },
}
