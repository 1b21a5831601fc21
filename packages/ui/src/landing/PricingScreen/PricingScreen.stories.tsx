import { UNLOCK_PRICE } from '@rg/domain/credits'
import { formatCredits, formatCzk } from '@rg/domain/czech-format'
import { CREDIT_PACKS, TIERS, tierById } from '@rg/domain/tiers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../parts/story-fixtures.ts'
import { PricingScreen } from './PricingScreen.tsx'

const meta = {
  title: 'Landing/PricingScreen',
  component: PricingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onChoose: fn(), onTermChange: fn() },
} satisfies Meta<typeof PricingScreen>
export default meta
type Story = StoryObj<typeof meta>

const text = { normalizer: (s: string) => s.trim() }

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ceník' })).toBeVisible()
    // Every tier of the domain configuration, as a badge heading, with its monthly price.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(TIERS.length)
    const bronze = tierById('BRONZE')
    await expect(canvas.getByText(formatCzk(bronze.monthlyPriceCzk), { exact: false, ...text })).toBeVisible()
    await expect(canvas.getByText(`${formatCredits(bronze.monthlyCredits!)} každý měsíc`)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Měsíčně' })).toBeChecked()
    // The unlock price is stated.
    await expect(canvas.getAllByText(new RegExp(formatCredits(UNLOCK_PRICE))).length).toBeGreaterThan(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Vybrat Bronze' }))
    await expect(args.onChoose).toHaveBeenCalledWith('BRONZE', 'MONTHLY')
    await userEvent.click(canvas.getByRole('button', { name: 'Domluvit nabídku' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith('ENTERPRISE', 'MONTHLY')
    await userEvent.click(canvas.getByRole('button', { name: 'Začít zdarma' }))
    await expect(args.onChoose).toHaveBeenLastCalledWith('USAGE', 'MONTHLY')
  },
}

export const Yearly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Ročně'))
    await expect(canvas.getByRole('radio', { name: /Ročně/ })).toBeChecked()
    await expect(args.onTermChange).toHaveBeenCalledWith('YEARLY')
    const silver = tierById('SILVER')
    await expect(canvas.getByText(formatCzk(silver.yearlyPriceCzk), text)).toBeVisible()
    await expect(
      canvas.getByText(
        `Ušetříte ${formatCzk(silver.monthlyPriceCzk! * 12 - silver.yearlyPriceCzk!)} oproti měsíční platbě`,
        text,
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Vybrat Silver' }))
    await expect(args.onChoose).toHaveBeenCalledWith('SILVER', 'YEARLY')
  },
}

export const ControlledYearly: Story = {
  args: { term: 'YEARLY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /Ročně/ })).toBeChecked()
    // Controlled: the switch reports the change but waits for the parent to change `term`.
    await userEvent.click(canvas.getByText('Měsíčně'))
    await expect(args.onTermChange).toHaveBeenCalledWith('MONTHLY')
    await expect(canvas.getByRole('radio', { name: /Ročně/ })).toBeChecked()
  },
}

export const BuyCreditPack: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const pack = CREDIT_PACKS[1]!
    const buttons = canvas.getAllByRole('button', { name: /^Zaregistrovat se a koupit/ })
    await expect(buttons).toHaveLength(CREDIT_PACKS.length)
    await userEvent.click(
      canvas.getByRole('button', {
        name: `Zaregistrovat se a koupit ${formatCredits(pack.credits)} za ${formatCzk(pack.priceCzk)}`,
      }),
    )
    await expect(args.onChoose).toHaveBeenCalledWith(pack, 'MONTHLY')
  },
}

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Objednat Gold' }))
    await expect(args.onChoose).toHaveBeenCalledWith('GOLD', 'MONTHLY')
    await expect(canvas.getByRole('button', { name: 'Koupit kredity' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: /^Koupit \d/ })).toHaveLength(CREDIT_PACKS.length)
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
