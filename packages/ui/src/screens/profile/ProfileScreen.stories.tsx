import type { Profile } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ProfileScreen } from './ProfileScreen.tsx'

const COMPLETE: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'jiri.novak@example.cz',
  role: 'USER',
  firstName: 'Jiří',
  lastName: 'Novák',
  phone: '+420777123456',
  companyName: 'Novák Invest s.r.o.',
  ico: '27074358',
  dic: 'CZ27074358',
  street: 'Masarykova 12',
  city: 'Zlín',
  postcode: '76001',
  region: null,
  avatarUrl: null,
  verificationStatus: 'NONE',
  verificationNote: null,
  onboardingCompleted: true,
  createdAt: '2026-11-01T09:00:00.000Z',
}

const meta = {
  title: 'Screens/Profile/ProfileScreen',
  component: ProfileScreen,
  args: {
    status: 'ready',
    profile: COMPLETE,
    onSave: fn(),
    onRequestVerification: fn(),
    onChangePassword: fn(),
    onUploadAvatar: fn(),
    onExport: fn(),
    onDeleteAccount: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A complete profile that may ask for verification. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Neověřeno')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Požádat o ověření' }))
    await expect(args.onRequestVerification).toHaveBeenCalled()
    const city = canvas.getByRole('textbox', { name: /Město/ })
    await userEvent.clear(city)
    await userEvent.type(city, 'Brno')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit údaje' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Brno', firstName: 'Jiří', dic: 'CZ27074358' }),
    )
  },
}

/** The server refused the DIČ: the field says why. */
export const DicRefused: Story = {
  args: {
    notice: { tone: 'error', text: 'DIČ má tvar CZ a 8 až 10 číslic, např. CZ27082440.' },
    fieldErrors: { dic: 'DIČ má tvar CZ a 8 až 10 číslic, např. CZ27082440.' },
  },
  play: async ({ canvasElement }) => {
    const dic = within(canvasElement).getByRole('textbox', { name: /DIČ/ })
    await expect(dic).toHaveAttribute('aria-invalid', 'true')
    await expect(dic).toHaveAccessibleDescription(/DIČ má tvar CZ/)
  },
}

export const Incomplete: Story = {
  args: { profile: { ...COMPLETE, phone: null, city: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Pro ověření ještě doplňte: Telefon, Město.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Požádat o ověření' })).toBeDisabled()
  },
}

export const Pending: Story = {
  args: { profile: { ...COMPLETE, verificationStatus: 'REQUESTED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Čeká na ověření')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Požádat o ověření' })).toBeNull()
  },
}

export const Rejected: Story = {
  args: {
    profile: { ...COMPLETE, verificationStatus: 'REJECTED', verificationNote: 'Doplňte prosím IČO firmy.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Důvod zamítnutí: Doplňte prosím IČO firmy.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Požádat o ověření' })).toBeEnabled()
  },
}

export const Verified: Story = {
  args: { profile: { ...COMPLETE, role: 'VERIFIED', verificationStatus: 'APPROVED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Ověřeno')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Požádat o ověření' })).toBeNull()
  },
}

export const PasswordAndDeletion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Současné heslo/), 'stare-heslo-1')
    await userEvent.type(canvas.getByLabelText(/Nové heslo/), 'nove-heslo-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Změnit heslo' }))
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'stare-heslo-1',
      newPassword: 'nove-heslo-2',
    })
    const remove = canvas.getByRole('button', { name: 'Smazat účet' })
    await expect(remove).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: /napište svůj e-mail/ }), COMPLETE.email)
    await userEvent.click(remove)
    await expect(args.onDeleteAccount).toHaveBeenCalledWith(COMPLETE.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Stáhnout moje data' }))
    await expect(args.onExport).toHaveBeenCalled()
  },
}

/** Which notifications also come by e-mail: a switched-off kind is saved; a password change cannot be muted. */
export const EmailPreferences: Story = {
  args: { emailOff: ['OFFER_UNLOCKED'], onSaveEmailOff: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: 'Někdo odemkl mou nabídku' })).not.toBeChecked()
    await expect(canvas.queryByRole('checkbox', { name: 'Změna hesla' })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hlídací psi/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit upozornění' }))
    await expect(args.onSaveEmailOff).toHaveBeenCalledWith(['OFFER_UNLOCKED', 'WATCHDOG_MATCH'], 'EACH_RUN')
  },
}

/** Messages once a day: the digest is chosen and saved with the kinds (docs/decisions/1681-daily-message-digest.md). */
export const MessageDigest: Story = {
  args: { emailOff: [], messageEmail: 'EACH_RUN', onSaveEmailOff: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: 'Nové zprávy v konverzacích posílat' })
    await expect(within(group).getByRole('radio', { name: /Hned/ })).toBeChecked()
    await userEvent.click(within(group).getByRole('radio', { name: /Jednou denně/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit upozornění' }))
    await expect(args.onSaveEmailOff).toHaveBeenCalledWith([], 'DAILY')
  },
}

/**
 * Message mail switched off: the choice of how it comes waits, disabled, with the saved digest kept; switching the
 * mail on enables it, and switching it off again saves the digest still chosen.
 */
export const MessageDigestOff: Story = {
  args: { emailOff: ['NEW_MESSAGE'], messageEmail: 'DAILY', onSaveEmailOff: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('group', { name: 'Nové zprávy v konverzacích posílat' })
    const daily = within(group).getByRole('radio', { name: /Jednou denně/ })
    await expect(daily).toBeChecked()
    await expect(daily).toBeDisabled()
    const messages = canvas.getByRole('checkbox', { name: 'Nové zprávy v konverzacích' })
    await userEvent.click(messages)
    await expect(daily).toBeEnabled()
    await userEvent.click(messages)
    await expect(daily).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit upozornění' }))
    await expect(args.onSaveEmailOff).toHaveBeenCalledWith(['NEW_MESSAGE'], 'DAILY')
  },
}

/** The e-mail choices on a phone. */
export const MessageDigestMobile: Story = {
  args: { emailOff: [], messageEmail: 'DAILY', onSaveEmailOff: fn() },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Jednou denně/ })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** The onboarding's investment preferences, editable: the saved ones are the starting values. */
export const InvestmentPreferences: Story = {
  args: {
    investment: {
      initial: {
        amountFrom: '1000000',
        amountTo: '5000000',
        horizon: 'OVER_5_YEARS',
        risk: 'LOW',
        categories: ['REAL_ESTATE'],
        regions: ['CZ-63'],
      },
      onSave: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Částka do (Kč)' })).toHaveValue('5000000')
    await expect(canvas.getByRole('checkbox', { name: 'Kraj Vysočina' })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jihomoravský' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit preference' }))
    await expect(args.investment?.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ amountTo: '5000000', horizon: 'OVER_5_YEARS', categories: ['REAL_ESTATE'] }),
    )
  },
}

export const SaveFailed: Story = {
  args: {
    notice: { tone: 'error', text: 'Zadejte platné české telefonní číslo.' },
    fieldErrors: { phone: 'Zadejte platné české telefonní číslo.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('telefonní číslo')
  },
}

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítám profil')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', profile: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
