import { formatCzk, formatDate, formatNumber } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AdminDashboardScreen } from './AdminDashboardScreen.tsx'
import { DASHBOARD, DASHBOARD_WITH_DEAD_MAIL, DEAD_MAIL, EMPTY_DASHBOARD, REPORTED } from './fixtures.ts'

const meta = {
  title: 'Screens/AdminDesk/AdminDashboardScreen',
  component: AdminDashboardScreen,
  args: {
    status: 'ready',
    dashboard: DASHBOARD,
    reported: REPORTED,
    onRemoveReview: fn(),
    onKeepReview: fn(),
    onRetry: fn(),
    now: new Date('2026-11-24T10:00:00.000Z'),
  },
} satisfies Meta<typeof AdminDashboardScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Each count links to its filtered list: every card's link (and the old unpaid orders' own), in order. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = within(canvas.getByRole('region', { name: 'Čeká na vyřízení' }))
    const cards = section.getAllByRole('listitem')
    await expect(
      cards.map((card) => [
        card.querySelector('span')?.textContent,
        ...within(card)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]),
    ).toEqual([
      ['3', ['Nabídky ke schválení', '/portal/admin/listings']],
      ['1', ['Služby ke schválení', '/portal/admin/services']],
      ['2', ['Žádosti o ověření', '/portal/admin/contacts?verification=REQUESTED']],
      [
        '4',
        ['Nezaplacené objednávky', '/portal/admin/orders?statuses=PENDING'],
        // unpaid, created up to the Prague day three days before `now` (24. 11.): every order the count calls old
        ['z toho starší 3 dnů: 1', '/portal/admin/orders?statuses=PENDING&to=2026-11-21'],
      ],
      ['2', ['Platby k posouzení', '/portal/admin/payments?states=NEEDS_REVIEW']],
      ['1', ['Nové tipy', '/portal/admin/inbox?kind=TIP&state=NEW']],
      ['2', ['Nové zprávy', '/portal/admin/inbox?kind=MESSAGE&state=NEW']],
      ['1', ['Nahlášené konverzace', '/portal/admin/inbox?kind=THREAD_REPORT&state=NEW']],
      ['1', ['Nahlášená hodnocení', '#nahlasena-hodnoceni']],
    ])
    // the reported reviews' link leads to the section on this page
    await expect(canvasElement.querySelector('#nahlasena-hodnoceni')).toHaveTextContent('Nahlášená hodnocení')
    await expect(
      canvas.getByRole('img', { name: /^Tržby za posledních 30 dní: celkem 4\s950\sKč/ }),
    ).toBeVisible()
  },
}

/**
 * Each chart gives a screen reader all 30 days: a table only screen readers see (the picture's label is the summary),
 * its rows the Prague days and the numbers as the chart draws them.
 */
export const DailyNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const series = [
      ['Noví uživatelé', 'newUsers', formatNumber],
      ['Zveřejněné nabídky', 'publishedOffers', formatNumber],
      ['Odemčení', 'unlocks', formatNumber],
      ['Prodané kredity', 'creditsSold', formatNumber],
      ['Tržby', 'revenueCzk', (n: number) => formatCzk(n)],
    ] as const
    for (const [label, key, format] of series) {
      const table = canvas.getByRole('table', { name: `${label} po dnech` })
      const [head, ...days] = within(table).getAllByRole('row')
      await expect(
        within(head as HTMLElement)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Den', label])
      await expect(days.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(
        DASHBOARD.last30Days.map((day) => [formatDate(day.date), format(day[key])]),
      )
      // read, not seen: the table takes a single clipped pixel beside its chart
      await expect((table.parentElement as HTMLElement).getBoundingClientRect().width).toBeLessThanOrEqual(1)
    }
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('26. 10. 2026')
  },
}

/** Removing a reported review asks the reason the author will read. */
export const RemoveReportedReview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Urážlivé a bez důkazů.', { exact: false })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(canvas.getByText('Uveďte prosím důvod odstranění.')).toBeVisible()
    await expect(args.onRemoveReview).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: /Důvod odstranění/ }), 'Urážky.')
    await userEvent.click(canvas.getByRole('button', { name: 'Odstranit hodnocení' }))
    await expect(args.onRemoveReview).toHaveBeenCalledWith(REPORTED[0]?.review.id, 'Urážky.')
  },
}

/** Keeping a reported review needs no reason: its reports are dismissed and nobody is told. */
export const KeepReportedReview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/autor nedostane žádnou zprávu/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ponechat hodnocení' }))
    await expect(args.onKeepReview).toHaveBeenCalledWith(REPORTED[0]?.review.id)
    await expect(args.onRemoveReview).not.toHaveBeenCalled()
    await expect(canvas.queryByText('Uveďte prosím důvod odstranění.')).toBeNull()
  },
}

/** While a removal or a keep runs, neither button can be pressed again. */
export const ReportedReviewBusy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Ponechat hodnocení' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Odstranit hodnocení' })).toBeDisabled()
  },
}

export const NothingWaiting: Story = {
  args: { dashboard: EMPTY_DASHBOARD, reported: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nic nečeká na vyřízení.')).toBeVisible()
    await expect(canvas.getByText('Žádné hodnocení není nahlášené.')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Odemčení za posledních 30 dní: celkem 0.' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined, reported: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Administrace' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', dashboard: undefined },
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

/**
 * E-mails SMTP refused for 72 hours: each with its recipient, subject, tries and the server's last answer, a resend
 * for one and for all (docs/decisions/1370-mail-never-dropped.md). Without any, the section is not there.
 */
export const DeadLetters: Story = {
  args: { dashboard: DASHBOARD_WITH_DEAD_MAIL, deadMail: DEAD_MAIL, onResendMail: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const section = within(canvas.getByRole('region', { name: 'Nedoručené e-maily (2)' }))
    const items = within(section.getByRole('list', { name: 'Nedoručené e-maily' })).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent(
      'Platba přijata: objednávka 2026000123 · jana.novakova@example.cz',
    )
    await expect(items[0]).toHaveTextContent('Pokusů: 17')
    await expect(items[0]).toHaveTextContent('451 4.3.0')
    await userEvent.click(
      section.getByRole('button', {
        name: 'Odeslat znovu: Potvrďte svou registraci pro petr.svoboda@example.cz',
      }),
    )
    await expect(args.onResendMail).toHaveBeenLastCalledWith(['40'])
    await userEvent.click(section.getByRole('button', { name: 'Odeslat znovu všechny (2)' }))
    await expect(args.onResendMail).toHaveBeenLastCalledWith()
  },
}

/** While a resend runs, its buttons wait. */
export const DeadLettersBusy: Story = {
  args: { dashboard: DASHBOARD_WITH_DEAD_MAIL, deadMail: DEAD_MAIL, onResendMail: fn(), busy: true },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Nedoručené e-maily (2)' }))
    for (const button of section.getAllByRole('button')) await expect(button).toBeDisabled()
  },
}

/** No dead letters: no section, even with a resend at hand. */
export const NoDeadLetters: Story = {
  args: { onResendMail: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: /Nedoručené e-maily/ })).toBeNull()
  },
}

export const DeadLettersMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { dashboard: DASHBOARD_WITH_DEAD_MAIL, deadMail: DEAD_MAIL, onResendMail: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Odeslat znovu všechny (2)' }),
    ).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
