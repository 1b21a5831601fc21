import type { ColdCall } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  BROWSER_ERROR,
  networkFailure,
  StoryRefusal,
  withFailureText,
} from '../../internal/story-helpers.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ColdCallsScreen } from './ColdCallsScreen.tsx'

const TODAY = '2026-11-25'
const call = (n: number, name: string, extra: Partial<ColdCall> = {}): ColdCall => ({
  id: `00000000-0000-4000-8000-0000000000a${n}`,
  contact: {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    phone: '+420 777 123 456',
    email: null,
    phones: [{ type: 'mobile' as const, value: '+420 777 123 456', primary: true }],
    company: null,
    tags: [],
  },
  status: 'NEW',
  nextCallOn: null,
  nextCallTime: null,
  logs: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
})

const CALLS: ColdCall[] = [
  call(1, 'Jana Dvořáková', { status: 'CALL_BACK', nextCallOn: '2026-11-20' }),
  call(2, 'Čeněk Šťastný', {
    status: 'INTERESTED',
    nextCallOn: TODAY,
    logs: [
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        calledAt: '2026-11-24T09:00:00.000Z',
        outcome: 'REACHED',
        note: 'Chce podklady e-mailem',
      },
      {
        id: '00000000-0000-4000-8000-0000000000f0',
        calledAt: '2026-11-20T15:30:00.000Z',
        outcome: 'NO_ANSWER',
        note: null,
      },
    ],
  }),
  call(3, 'Petr Novák', { nextCallOn: '2026-11-28', nextCallTime: '14:30' }),
  call(4, 'Eva Malá'),
]

const meta = {
  title: 'Screens/Contacts/ColdCallsScreen',
  component: ColdCallsScreen,
  decorators: [withFailureText],
  args: {
    status: 'ready',
    calls: CALLS,
    today: TODAY,
    onStatusChange: fn(),
    onNextCallChange: fn(),
    onNextCallTimeChange: fn(),
    onExportCalendar: fn(),
    onLogCall: fn(async () => ({})),
    onRetry: fn(),
  },
} satisfies Meta<typeof ColdCallsScreen>
export default meta
type Story = StoryObj<typeof meta>

const names = (el: HTMLElement) =>
  within(within(el).getByRole('table'))
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/portal/'))
    .map((a) => a.textContent)

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Studené hovory' })).toBeVisible()
    await expect(names(canvasElement)).toEqual(['Jana Dvořáková', 'Čeněk Šťastný', 'Petr Novák', 'Eva Malá'])
    // the row controls are named for screen readers, not labelled twice on screen (the column header says it)
    await expect(canvas.getByText('Stav: Eva Malá').getBoundingClientRect().height).toBeLessThanOrEqual(1)
    // log a call in two clicks: open, choose the outcome
    await userEvent.click(canvas.getByRole('button', { name: 'Zapsat hovor: Petr Novák' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Zapsat hovor: Petr Novák' })).getByRole('button', {
        name: 'Nezvedá',
      }),
    )
    await expect(args.onLogCall).toHaveBeenCalledWith(CALLS[2], { outcome: 'NO_ANSWER' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // quick status change
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav: Eva Malá' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Má zájem' }))
    await expect(args.onStatusChange).toHaveBeenCalledWith(CALLS[3], 'INTERESTED')
    await expect(canvas.getByText('24. 11. 2026: Dovoláno')).toBeVisible()
    // the whole history with notes, folded
    await userEvent.click(canvas.getByText('Historie hovorů (2)'))
    await expect(canvas.getByText('24. 11. 2026 10:00: Dovoláno – Chce podklady e-mailem')).toBeVisible()
    await expect(canvas.getByText('20. 11. 2026 16:30: Nezvedá')).toBeVisible()
  },
}

/** A call with its note and the next call planned, in the same dialog before the outcome is clicked. */
export const LogCallWithNote: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zapsat hovor: Jana Dvořáková' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Zapsat hovor: Jana Dvořáková' }))
    // no day, no time
    await expect(dialog.getByLabelText('Čas dalšího hovoru')).toBeDisabled()
    await userEvent.type(dialog.getByRole('textbox', { name: 'Poznámka k hovoru' }), 'Volat až po 16. hodině')
    await userEvent.type(dialog.getByLabelText('Další hovor'), '2026-11-26')
    await userEvent.type(dialog.getByLabelText('Čas dalšího hovoru'), '16:30')
    await userEvent.click(dialog.getByRole('button', { name: 'Vzkaz' }))
    await expect(args.onLogCall).toHaveBeenCalledWith(CALLS[0], {
      outcome: 'LEFT_MESSAGE',
      note: 'Volat až po 16. hodině',
      nextCallOn: '2026-11-26',
      nextCallTime: '16:30',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** A refused call log keeps the dialog open with what was typed and the server's Czech message. */
export const LogCallRefused: Story = {
  args: {
    onLogCall: fn(async () => {
      throw new StoryRefusal('Hovor v seznamu nebyl nalezen.')
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zapsat hovor: Eva Malá' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Zapsat hovor: Eva Malá' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Poznámka k hovoru' }), 'Nezastihla jsem')
    await userEvent.click(dialog.getByRole('button', { name: 'Obsazeno' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Hovor v seznamu nebyl nalezen.')
    await expect(dialog.getByRole('textbox', { name: 'Poznámka k hovoru' })).toHaveValue('Nezastihla jsem')
  },
}

/** The connection dropped while logging: Czech text in the dialog, never the browser's "Failed to fetch". */
export const LogCallOffline: Story = {
  args: {
    onLogCall: fn(async () => {
      throw networkFailure()
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zapsat hovor: Eva Malá' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Zapsat hovor: Eva Malá' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Obsazeno' }))
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('Hovor se nepodařilo zapsat.')
    await expect(alert.textContent).not.toMatch(BROWSER_ERROR)
  },
}

export const DueFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pick = async (name: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Termín' }))
      await userEvent.click(await screen.findByRole('option', { name }))
    }
    await pick('Po termínu')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Jana Dvořáková']))
    await pick('Dnes')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný']))
    await pick('Tento týden')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný', 'Petr Novák']))
    await pick('Kdykoli')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nový' }))
    await waitFor(() => expect(names(canvasElement)).toEqual(['Petr Novák', 'Eva Malá']))
  },
}

/** A finished call (Vyřízeno, Nemá zájem) is never due, whatever day it still carries: as the server's due=true. */
export const FinishedNeverDue: Story = {
  args: {
    calls: [
      ...CALLS,
      call(5, 'Hana Vyřízená', { status: 'DONE', nextCallOn: TODAY }),
      call(6, 'Ivo Bez Zájmu', { status: 'NOT_INTERESTED', nextCallOn: '2026-11-19' }),
      call(7, 'Karel Hotový', { status: 'DONE', nextCallOn: '2026-11-27' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pick = async (name: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Termín' }))
      await userEvent.click(await screen.findByRole('option', { name }))
    }
    await pick('Po termínu')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Jana Dvořáková']))
    await pick('Dnes')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný']))
    await pick('Tento týden')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný', 'Petr Novák']))
    // still in the list, under their status
    await pick('Kdykoli')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Vyřízeno' }))
    await waitFor(() => expect(names(canvasElement)).toEqual(['Hana Vyřízená', 'Karel Hotový']))
  },
}

/** The next call's time, the contacts' tags as a filter and the planned calls as a calendar file. */
export const TimeTagsAndCalendar: Story = {
  args: {
    calls: [
      call(1, 'Jana Dvořáková', { status: 'CALL_BACK', nextCallOn: '2026-11-20' }),
      call(2, 'Čeněk Šťastný', { nextCallOn: TODAY }),
      call(3, 'Petr Novák', { nextCallOn: '2026-11-28', nextCallTime: '14:30' }),
      call(4, 'Eva Malá'),
    ].map((c, i) => ({
      ...c,
      contact: { ...c.contact, tags: [['investor'], ['právník'], [], []][i] ?? [] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Čas: Petr Novák')).toHaveValue('14:30')
    // no day, no time
    await expect(canvas.getByLabelText('Čas: Eva Malá')).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Čas: Jana Dvořáková'), '0930')
    await waitFor(() => expect(args.onNextCallTimeChange).toHaveBeenCalled())
    await userEvent.click(canvas.getByRole('combobox', { name: 'Štítek' }))
    await userEvent.click(await screen.findByRole('option', { name: 'právník' }))
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný']))
    await userEvent.click(canvas.getByRole('button', { name: 'Stáhnout do kalendáře (.ics)' }))
    await expect(args.onExportCalendar).toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { calls: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seznam hovorů je prázdný')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', calls: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const LoadError: Story = {
  args: { status: 'error', calls: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}

/** A contact with a mobile, an office line and a home number: every one to try, the primary first, with its kind. */
export const SeveralPhones: Story = {
  args: {
    calls: [
      call(5, 'Karel Svoboda', {
        contact: {
          id: '00000000-0000-4000-8000-000000000005',
          name: 'Karel Svoboda',
          phone: '+420 731 555 010',
          email: null,
          phones: [
            { type: 'work', value: '+420 542 111 222 linka 15', primary: false },
            { type: 'mobile', value: '+420 731 555 010', primary: true },
            { type: 'home', value: '+420 546 333 444', primary: false },
          ],
          company: null,
          tags: [],
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'))
    const phones = table.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'))
    await expect(phones.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['+420 731 555 010 (mobil)', 'tel:+420731555010'],
      ['+420 542 111 222 linka 15 (práce)', 'tel:+420542111222;ext=15'],
      ['+420 546 333 444 (domů)', 'tel:+420546333444'],
    ])
  },
}
