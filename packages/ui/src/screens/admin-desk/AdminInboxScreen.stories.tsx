import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AdminInboxScreen } from './AdminInboxScreen.tsx'
import {
  INBOX_ITEMS,
  MESSAGE_DETAIL,
  REPORTED_THREAD,
  THREAD_REPORT_DETAIL,
  THREAD_REPORT_ITEM,
  TIP_DETAIL,
} from './fixtures.ts'

const meta = {
  title: 'Screens/AdminDesk/AdminInboxScreen',
  component: AdminInboxScreen,
  args: {
    query: { page: 1 },
    onQueryChange: fn(),
    status: 'ready',
    result: { items: INBOX_ITEMS, page: 1, pageSize: 20, total: INBOX_ITEMS.length },
    itemHref: (item) => `/portal/admin/inbox/${item.kind}/${item.id}`,
    onSave: fn(),
    onMakeDraft: fn(),
    onRetry: fn(),
    onReadThread: fn(),
  },
} satisfies Meta<typeof AdminInboxScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The list alone: tips and messages with their states; a filter goes to the URL through onQueryChange. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Jan Tipař – Jihlava' })).toHaveAttribute(
      'href',
      `/portal/admin/inbox/TIP/${INBOX_ITEMS[0]?.id}`,
    )
    await expect(canvas.getByText('Vyberte položku ze seznamu.')).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nové' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, state: 'NEW' })
  },
}

/** A new tip: a note, a state and the draft listing made from it. */
export const TipOpen: Story = {
  args: { selected: { status: 'ready', item: TIP_DETAIL } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Jan Tipař' })).toBeVisible()
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Poznámka administrátora' }),
      'Zavolat majiteli.',
    )
    await expect(canvas.getByText('Poznámka zatím není uložená.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit poznámku' }))
    await expect(args.onSave).toHaveBeenCalledWith({ note: 'Zavolat majiteli.' })
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit koncept nabídky' }))
    await expect(args.onMakeDraft).toHaveBeenCalled()
  },
}

/**
 * A picked state is saved at once (docs/decisions/1352): nothing is lost when the admin opens another item without
 * pressing a button. Until the refetched item shows it (or when the save failed), the screen says it is not saved.
 */
export const StateSavesOnPick: Story = {
  args: { selected: { status: 'ready', item: TIP_DETAIL } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Stav se uloží hned po výběru.')).toBeVisible()
    const detail = within(canvas.getByRole('article'))
    await userEvent.click(detail.getByRole('combobox', { name: /Stav/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Řeší se' }))
    await expect(args.onSave).toHaveBeenCalledWith({ state: 'IN_PROGRESS' })
    // the item still says NEW (a failed save, or the refetch not back yet): the screen says so
    await expect(canvas.getByText('Stav zatím není uložen.')).toBeVisible()
    // picking the saved state again sends nothing
    await userEvent.click(detail.getByRole('combobox', { name: /Stav/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nové' }))
    await expect(args.onSave).toHaveBeenCalledOnce()
    await expect(canvas.queryByText('Stav zatím není uložen.')).toBeNull()
    await expect(fitsViewport()).toBe(true)
  },
}

export const StateSavesOnPickMobile: Story = { ...StateSavesOnPick, globals: MOBILE_GLOBALS }

/** The draft's link opens the offer's admin detail: it belongs to the admin who made it, but any admin opens it there. */
export const TipWithDraft: Story = {
  args: { selected: { status: 'ready', item: { ...TIP_DETAIL, state: 'IN_PROGRESS', draftOfferId: 57 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'otevřít koncept č. 57' })).toHaveAttribute(
      'href',
      '/portal/admin/listings/57',
    )
    await expect(canvas.queryByRole('button', { name: 'Vytvořit koncept nabídky' })).toBeNull()
  },
}

/** A message with its history of state changes. */
export const MessageWithHistory: Story = {
  args: { selected: { status: 'ready', item: MESSAGE_DETAIL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Admin Demo/, { selector: 'li' })).toHaveTextContent('Změna stavu: Řeší se')
    await expect(canvas.queryByRole('button', { name: 'Vytvořit koncept nabídky' })).toBeNull()
  },
}

/** A help-centre question (docs/decisions/1570-help-centre.md): the sender's account is one click away. */
export const HelpQuestion: Story = {
  args: {
    selected: {
      status: 'ready',
      item: {
        ...MESSAGE_DETAIL,
        accountId: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
        text: 'Dotaz z nápovědy (téma: Platby a faktury)\n\nKde najdu fakturu za leden?',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'otevřít účet odesílatele' })).toHaveAttribute(
      'href',
      '/portal/admin/contacts/3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    )
    await expect(canvas.getByText(/Dotaz z nápovědy/)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { query: { page: 1, state: 'NEW' }, result: { items: [], page: 1, pageSize: 20, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Žádná položka neodpovídá filtru.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined, selected: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Doručená pošta' }),
    ).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { selected: { status: 'ready', item: TIP_DETAIL } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

const WITH_REPORT = {
  result: {
    items: [THREAD_REPORT_ITEM, ...INBOX_ITEMS],
    page: 1,
    pageSize: 20,
    total: INBOX_ITEMS.length + 1,
  },
  query: { page: 1, kind: 'THREAD_REPORT' as const },
}

/**
 * A reported thread (docs/product/deal-room.md "Nahlásit"): the reason and the offer, but no message until the admin
 * asks, because every read of the messages goes to the audit log.
 */
export const ThreadReportOpen: Story = {
  args: { ...WITH_REPORT, selected: { status: 'ready', item: THREAD_REPORT_DETAIL } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const detail = within(canvas.getByRole('article'))
    await expect(detail.getByText('Nahlášená konverzace · 26. 11. 2026', { exact: false })).toBeVisible()
    await expect(detail.getByRole('heading', { name: 'Důvod nahlášení' })).toBeVisible()
    await expect(detail.getByText(THREAD_REPORT_ITEM.text)).toBeVisible()
    await expect(detail.getByText('Každé přečtení konverzace se zapíše do historie správy.')).toBeVisible()
    await expect(detail.queryByRole('list', { name: 'Zprávy konverzace' })).toBeNull()
    await userEvent.click(detail.getByRole('button', { name: 'Přečíst konverzaci' }))
    await expect(args.onReadThread).toHaveBeenCalledOnce()
  },
}

/** The admin asked: the thread is being read. */
export const ThreadReportReading: Story = {
  args: {
    ...WITH_REPORT,
    selected: { status: 'ready', item: THREAD_REPORT_DETAIL },
    reportedThread: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const detail = within(within(canvasElement).getByRole('article'))
    await expect(detail.queryByRole('button', { name: 'Přečíst konverzaci' })).toBeNull()
    await expect(detail.queryByRole('list', { name: 'Zprávy konverzace' })).toBeNull()
  },
}

/** The read thread: both parties, every report's reason, the messages with the sender; the report can be closed. */
export const ThreadReportRead: Story = {
  args: {
    ...WITH_REPORT,
    selected: { status: 'ready', item: THREAD_REPORT_DETAIL },
    reportedThread: { status: 'ready', thread: REPORTED_THREAD },
  },
  play: async ({ args, canvasElement }) => {
    const detail = within(within(canvasElement).getByRole('article'))
    const messages = within(detail.getByRole('list', { name: 'Zprávy konverzace' })).getAllByRole('listitem')
    await expect(messages).toHaveLength(2)
    await expect(messages[1]).toHaveTextContent('Vlastník (majitel@example.cz)')
    await expect(messages[1]).toHaveTextContent('Příloha: Smlouva o záloze.pdf')
    await expect(messages[0]).toHaveTextContent('Investor (jana.novakova@example.cz)')
    await expect(detail.getByRole('link', { name: 'Činžovní dům, Zlín' })).toHaveAttribute(
      'href',
      '/portal/admin/listings/1',
    )
    await userEvent.click(detail.getByRole('button', { name: 'Uzavřít nahlášení' }))
    await expect(args.onSave).toHaveBeenCalledWith({ state: 'DONE' })
    await expect(fitsViewport()).toBe(true)
  },
}

export const ThreadReportReadMobile: Story = { ...ThreadReportRead, globals: MOBILE_GLOBALS }

/** The read failed: the retry asks again (and is audited again). */
export const ThreadReportReadError: Story = {
  args: {
    ...WITH_REPORT,
    selected: { status: 'ready', item: THREAD_REPORT_DETAIL },
    reportedThread: { status: 'error' },
  },
  play: async ({ args, canvasElement }) => {
    const detail = within(within(canvasElement).getByRole('article'))
    await expect(detail.getByText('Konverzaci se nepodařilo načíst')).toBeVisible()
    await userEvent.click(detail.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onReadThread).toHaveBeenCalledOnce()
  },
}

/** A closed report: no button to close it again; its history shows who read the thread. */
export const ThreadReportClosed: Story = {
  args: {
    ...WITH_REPORT,
    selected: {
      status: 'ready',
      item: {
        ...THREAD_REPORT_DETAIL,
        state: 'DONE',
        audit: [
          {
            id: '5a0c7c10-0000-4000-8000-0000000000f2',
            action: 'INBOX_STATE',
            actor: { id: '5a0c7c10-0000-4000-8000-0000000000e1', name: 'Admin Demo' },
            before: { state: 'NEW' },
            after: { state: 'DONE' },
            note: null,
            createdAt: '2026-11-26T11:00:00.000Z',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const detail = within(within(canvasElement).getByRole('article'))
    await expect(detail.getByText('Nahlášení je uzavřeno.')).toBeVisible()
    await expect(detail.queryByRole('button', { name: 'Uzavřít nahlášení' })).toBeNull()
    await expect(detail.getByText(/Admin Demo/, { selector: 'li' })).toHaveTextContent(
      'Změna stavu: Vyřízeno',
    )
  },
}

export const ThreadReportMobile: Story = {
  ...ThreadReportOpen,
  globals: MOBILE_GLOBALS,
  play: async (context) => {
    await ThreadReportOpen.play?.(context)
    await expect(fitsViewport()).toBe(true)
  },
}
