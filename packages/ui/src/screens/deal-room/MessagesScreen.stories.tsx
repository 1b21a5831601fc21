import { endpointUrl } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { MessagesScreen } from './MessagesScreen.tsx'
import { DOCUMENTS, THREAD, THREADS } from './messages-and-access-fixtures.ts'

const thread = {
  status: 'ready' as const,
  thread: THREAD,
  documents: DOCUMENTS,
  attachmentHref: (id: string) =>
    endpointUrl('downloadMessageAttachment', { params: { id: THREAD.id, messageId: id } }),
  onSend: fn(),
  onReport: fn(),
  onRetry: fn(),
}

const meta = {
  title: 'Screens/DealRoom/MessagesScreen',
  component: MessagesScreen,
  args: {
    status: 'ready',
    threads: THREADS,
    unreadCount: 2,
    selectedId: THREAD.id,
    onSelect: fn(),
    onRetry: fn(),
    thread,
  },
} satisfies Meta<typeof MessagesScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The owner's threads: an anonymous investor ("Investor č. 1") open, the unread count in the lead. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zprávy' })).toBeVisible()
    await expect(canvas.getByText('Nepřečtené zprávy: 2')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Investor č. 1' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Příloha: Přehled nájemníků.pdf' })).toHaveAttribute(
      'href',
      endpointUrl('downloadMessageAttachment', {
        params: { id: THREAD.id, messageId: '6c1d2e3f-0002-4a5b-8c9d-0e1f2a3b4c5d' },
      }),
    )
    await userEvent.click(canvas.getByRole('button', { name: /Jana Nováková/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(THREADS[1]?.id)
  },
}

/**
 * Writing: an empty message is refused in Czech before sending; a written one is sent and the field cleared; an
 * attachment goes with its message only, the choice empties with the text.
 */
export const Writing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = canvas.getByRole('textbox', { name: /Zpráva/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(canvas.getByText('Napište prosím zprávu.')).toBeVisible()
    await expect(args.thread.onSend).not.toHaveBeenCalled()
    await userEvent.type(body, 'Prohlídka v pátek?')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.thread.onSend).toHaveBeenCalledWith({ body: 'Prohlídka v pátek?' })
    await expect(body).toHaveValue('')
    const attachment = canvas.getByRole('combobox', { name: 'Příloha z mých dokumentů' })
    await userEvent.click(attachment)
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Energetický štítek.pdf' }),
    )
    await expect(attachment).toHaveTextContent('Energetický štítek.pdf')
    // user-event types from the value it last set, which a form's reset does not tell it; the field is empty (above)
    await userEvent.clear(body)
    await userEvent.type(body, 'Posílám štítek.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.thread.onSend).toHaveBeenLastCalledWith({
      body: 'Posílám štítek.',
      documentId: DOCUMENTS[1]?.id,
    })
    await expect(body).toHaveValue('')
    await expect(attachment).toHaveTextContent('Bez přílohy')
    await userEvent.clear(body)
    await userEvent.type(body, 'A ještě jedna otázka.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.thread.onSend).toHaveBeenLastCalledWith({ body: 'A ještě jedna otázka.' })
  },
}

/** The investor's side: the owner's name and e-mail, and the choice to share the contact with the reply. */
export const Investor: Story = {
  args: {
    threads: [
      {
        ...THREADS[0],
        role: 'INVESTOR',
        counterpart: { label: 'Ondřej Ověřený', email: 'overeny@demo.cz', anonymous: false },
      } as (typeof THREADS)[number],
    ],
    thread: {
      ...thread,
      thread: {
        ...THREAD,
        role: 'INVESTOR',
        counterpart: { label: 'Ondřej Ověřený', email: 'overeny@demo.cz', anonymous: false },
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/overeny@demo.cz/, { selector: 'p' })).toBeVisible()
    // the hint says what the reply does to the one consent (decision 1523), ticked or not
    const box = canvas.getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ })
    await expect(box).toHaveAccessibleName(/uvidí jako anonymního investora; odpověď bez zaškrtnutí ukončí/)
    await userEvent.click(box)
    await expect(box).toHaveAccessibleName(/sdílíte jméno a e-mail .* v jeho seznamu zájemců/)
    await userEvent.type(canvas.getByRole('textbox', { name: /Zpráva/ }), 'Mám zájem.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.thread.onSend).toHaveBeenCalledWith({ body: 'Mám zájem.', shareContact: true })
    // the text empties after sending, the choice to share stays (with its hint)
    await expect(canvas.getByRole('textbox', { name: /Zpráva/ })).toHaveValue('')
    const after = canvas.getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ })
    await expect(after).toBeChecked()
    await expect(after).toHaveAccessibleName(/sdílíte jméno a e-mail .* v jeho seznamu zájemců/)
    // (user-event types from the value it last set, which a form's reset does not tell it)
    await userEvent.clear(canvas.getByRole('textbox', { name: /Zpráva/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Zpráva/ }), 'Kdy je prohlídka?')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.thread.onSend).toHaveBeenLastCalledWith({
      body: 'Kdy je prohlídka?',
      shareContact: true,
    })
  },
}

/** "Nahlásit": a reason, then the thread goes to the admins. */
export const Report: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Nahlásit' }))
    const send = canvas.getByRole('button', { name: 'Odeslat administrátorům' })
    await expect(send).toBeDisabled()
    const reason = canvas.getByRole('textbox', { name: 'Co je na konverzaci špatně?' })
    await userEvent.type(reason, '   ')
    await expect(send).toBeDisabled()
    await userEvent.clear(reason)
    await userEvent.type(reason, 'Obtěžování.')
    await expect(send).toBeEnabled()
    await userEvent.click(send)
    await expect(args.thread.onReport).toHaveBeenCalledWith('Obtěžování.')
  },
}

export const Reported: Story = {
  args: { thread: { ...thread, thread: { ...THREAD, reported: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nahlášeno administrátorům')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nahlásit' })).toBeNull()
  },
}

/** A refused send (e.g. the rate limit) is said in Czech above the button. */
export const SendRefused: Story = {
  args: {
    thread: {
      ...thread,
      sendError: 'Posíláte příliš mnoho zpráv najednou. Zkuste to prosím za několik minut.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Posíláte příliš mnoho zpráv')
  },
}

export const NoneSelected: Story = {
  args: { selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vyberte konverzaci vlevo.')).toBeVisible()
  },
}

export const ThreadLoading: Story = {
  args: { thread: { ...thread, status: 'loading', thread: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { threads: [], unreadCount: 0, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Zatím nemáte žádné konverzace.' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', threads: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', threads: [], unreadCount: 0 },
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
