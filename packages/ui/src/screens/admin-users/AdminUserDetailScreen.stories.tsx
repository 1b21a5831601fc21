import { ADMIN_CREDIT_GRANT_LIMIT, CREDIT_GRANT_LIMIT_MESSAGE, OWN_CREDITS_MESSAGE } from '@rg/domain'
import { orderFixtures } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Notepad } from '../kit/Notepad.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AdminUserDetailScreen } from './AdminUserDetailScreen.tsx'
import { REQUESTED_DETAIL } from './fixtures.ts'

const meta = {
  title: 'Screens/AdminUsers/AdminUserDetailScreen',
  component: AdminUserDetailScreen,
  args: {
    status: 'ready',
    detail: REQUESTED_DETAIL,
    assignableRoles: ['VERIFIED', 'ADMIN'],
    onApprove: fn(),
    onReject: fn(),
    onChangeRole: fn(),
    onAdjustCredits: fn(),
    onSetBlocked: fn(),
    onRetry: fn(),
    notepad: (
      <Notepad
        label="Moje poznámka k uživateli"
        value="Volal kvůli faktuře, vyřešeno 20. 11."
        onChange={fn()}
        status="saved"
      />
    ),
  },
} satisfies Meta<typeof AdminUserDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A pending verification request: reject needs a reason, approve needs nothing. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jiří Novák' })).toBeVisible()
    // the phone reads as Czech numbers are written, not as stored (+420777123456)
    await expect(canvas.getByText('+420 777 123 456')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zamítnout ověření' }))
    await expect(canvas.getByText('Uveďte prosím důvod zamítnutí.')).toBeVisible()
    await expect(args.onReject).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: /Důvod zamítnutí/ }), 'Chybí IČO.')
    await userEvent.click(canvas.getByRole('button', { name: 'Zamítnout ověření' }))
    await expect(args.onReject).toHaveBeenCalledWith('Chybí IČO.')
    await userEvent.click(canvas.getByRole('button', { name: 'Schválit ověření' }))
    await expect(args.onApprove).toHaveBeenCalled()
    await expect(canvas.getByText('Doplňte prosím IČO.')).toBeVisible()
    await expect(canvas.getByText('Ověření: Čeká na ověření → Ověření zamítnuto')).toBeVisible()
    // the admin's private note about the user sits on the same page
    await expect(canvas.getByRole('textbox', { name: /Moje poznámka k uživateli/ })).toHaveValue(
      'Volal kvůli faktuře, vyřešeno 20. 11.',
    )
  },
}

/**
 * A rejected request: the section shows the status with the reason the user was given, offers no decision until the
 * user asks again, and the audit log keeps who rejected it and why.
 */
export const Rejected: Story = {
  args: {
    detail: {
      ...REQUESTED_DETAIL,
      profile: {
        ...REQUESTED_DETAIL.profile,
        ico: null,
        verificationStatus: 'REJECTED',
        verificationNote: 'Doplňte prosím IČO.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const request = canvas.getByRole('region', { name: 'Žádost o ověření' })
    await expect(request).toHaveTextContent('Ověření zamítnuto — důvod: Doplňte prosím IČO.')
    await expect(canvas.queryByRole('button', { name: 'Schválit ověření' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Zamítnout ověření' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: /Důvod zamítnutí/ })).toBeNull()
    await expect(canvas.getAllByText('Ověření zamítnuto').length).toBeGreaterThan(0)
    await expect(canvas.getByText('Doplňte prosím IČO.')).toBeVisible()
  },
}

export const CreditsAndRole: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Kredity/ }), '-5')
    await userEvent.click(canvas.getByRole('button', { name: 'Upravit kredity' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Uveďte důvod úpravy kreditů.')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Důvod úpravy' }), 'Reklamace')
    await userEvent.click(canvas.getByRole('button', { name: 'Upravit kredity' }))
    await expect(args.onAdjustCredits).toHaveBeenCalledWith(-5, 'Reklamace')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Změnit roli' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Ověřený uživatel' }))
    await expect(args.onChangeRole).toHaveBeenCalledWith('VERIFIED')
    await userEvent.click(canvas.getByRole('button', { name: 'Zablokovat' }))
    await expect(args.onSetBlocked).toHaveBeenCalledWith(true)
  },
}

/** An ADMIN (not the super admin) grants at most ADMIN_CREDIT_GRANT_LIMIT at once: more is refused before sending. */
export const CreditGrantLimit: Story = {
  args: { creditGrantLimit: ADMIN_CREDIT_GRANT_LIMIT },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Kredity/ }), '1000000')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Důvod úpravy' }), 'Bonus')
    await userEvent.click(canvas.getByRole('button', { name: 'Upravit kredity' }))
    // the message's thousands separator is a no-break space, which the matcher's whitespace folding would change
    await expect(canvas.getByRole('alert').textContent).toBe(CREDIT_GRANT_LIMIT_MESSAGE)
    await expect(args.onAdjustCredits).not.toHaveBeenCalled()
    await userEvent.clear(canvas.getByRole('textbox', { name: /Kredity/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Kredity/ }), String(ADMIN_CREDIT_GRANT_LIMIT))
    await userEvent.click(canvas.getByRole('button', { name: 'Upravit kredity' }))
    await expect(args.onAdjustCredits).toHaveBeenCalledWith(ADMIN_CREDIT_GRANT_LIMIT, 'Bonus')
  },
}

/** The admin's own account: no credit form at all, only why (nobody adjusts their own credits). */
export const OwnAccount: Story = {
  args: { creditsRefusal: OWN_CREDITS_MESSAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(OWN_CREDITS_MESSAGE)).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Upravit kredity' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Upravit kredity' })).toBeNull()
  },
}

/**
 * A user the operator has dealt with: the ledger, orders and offers read in Czech (no ADMIN_ADJUSTMENT or PAID codes)
 * and every audit entry says what changed as "field: before → after", not as JSON.
 */
export const History: Story = {
  args: {
    detail: {
      ...REQUESTED_DETAIL,
      profile: { ...REQUESTED_DETAIL.profile, role: 'VERIFIED', verificationStatus: 'APPROVED' },
      balance: 15,
      creditTransactions: [
        {
          id: 't3',
          amount: -5,
          reason: 'ADMIN_ADJUSTMENT',
          note: 'Reklamace',
          offerId: null,
          offerTitle: null,
          createdAt: '2026-11-23T09:00:00.000Z',
        },
        ...REQUESTED_DETAIL.creditTransactions,
      ],
      orders: [orderFixtures.paid, orderFixtures.cancelled],
      offers: [
        {
          id: 42,
          kind: 'LISTING',
          pubName: 'Činžovní dům ve Zlíně',
          status: 'PUBLISHED',
          updatedAt: '2026-11-22T09:00:00.000Z',
        },
      ],
      auditLog: [
        {
          id: '00000000-0000-4000-8000-0000000000a4',
          action: 'BLOCK',
          actor: { id: '00000000-0000-4000-8000-000000000099', name: 'Správce Tržiště' },
          before: { blocked: false },
          after: { blocked: true },
          note: null,
          createdAt: '2026-11-23T11:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000a3',
          action: 'CREDIT_ADJUSTMENT',
          actor: { id: '00000000-0000-4000-8000-000000000099', name: 'Správce Tržiště' },
          before: { balance: 20 },
          after: { balance: 15 },
          note: 'Reklamace',
          createdAt: '2026-11-23T09:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000a2',
          action: 'ROLE_CHANGE',
          actor: null,
          before: { role: 'USER' },
          after: { role: 'VERIFIED' },
          note: null,
          createdAt: '2026-11-22T12:00:00.000Z',
        },
        ...REQUESTED_DETAIL.auditLog,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const ledger = canvas.getByRole('region', { name: 'Pohyby kreditů, objednávky a nabídky' })
    await expect(ledger).toHaveTextContent('-5 kreditů (Úprava administrátorem, Reklamace)')
    await expect(ledger).toHaveTextContent('+20 kreditů (Uvítací kredity)')
    await expect(ledger).toHaveTextContent(
      'Objednávka VS 2026000101: 2 490 Kč, Zaplaceno, faktura FA-2026-000017',
    )
    await expect(ledger).toHaveTextContent('Objednávka VS 2026000102: 990 Kč, Zrušeno')
    await expect(ledger).toHaveTextContent('Nabídka „Činžovní dům ve Zlíně“ (Zveřejněno)')
    const audit = canvas.getByRole('region', { name: 'Historie administrátorských zásahů' })
    await expect(within(audit).getByText('Úprava kreditů')).toBeVisible()
    await expect(within(audit).getByText('Zůstatek kreditů: 20 kreditů → 15 kreditů')).toBeVisible()
    await expect(within(audit).getByText('Role: Uživatel → Ověřený uživatel')).toBeVisible()
    await expect(within(audit).getByText('Účet: aktivní → zablokován')).toBeVisible()
    await expect(within(audit).getByText('Ověření: Čeká na ověření → Ověření zamítnuto')).toBeVisible()
    await expect(within(audit).getByText(/smazaný administrátor/)).toBeVisible()
    // no raw code or JSON anywhere on the page
    for (const raw of [
      'ADMIN_ADJUSTMENT',
      'WELCOME_BONUS',
      'PAID',
      'CANCELLED',
      'PUBLISHED',
      'VERIFIED',
      '{',
      '"',
    ])
      await expect(canvasElement).not.toHaveTextContent(raw)
  },
}

export const Verified: Story = {
  args: {
    detail: {
      ...REQUESTED_DETAIL,
      profile: { ...REQUESTED_DETAIL.profile, role: 'VERIFIED', verificationStatus: 'APPROVED' },
      auditLog: [],
    },
    assignableRoles: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Schválit ověření' })).toBeNull()
    await expect(canvas.getByText('Roli tohoto uživatele změnit nemůžete.')).toBeVisible()
    await expect(canvas.getByText('Zatím žádné zásahy.')).toBeVisible()
  },
}

export const Blocked: Story = {
  args: { detail: { ...REQUESTED_DETAIL, blocked: true, blockedAt: '2026-11-22T08:00:00.000Z' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zablokován')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Odblokovat' }))
    await expect(args.onSetBlocked).toHaveBeenCalledWith(false)
  },
}

export const Loading: Story = {
  args: { status: 'loading', detail: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítám uživatele')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', detail: undefined },
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
