import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  OnboardingInvestmentScreen,
  OnboardingPersonalScreen,
  OnboardingWatchdogScreen,
} from './OnboardingScreens.tsx'

const meta = {
  title: 'Screens/Onboarding',
  component: OnboardingPersonalScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof OnboardingPersonalScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The step's progress: "Krok N ze 3" over a bar that screen readers get as a progress bar at N of 3. */
async function expectStep(canvasElement: HTMLElement, step: number, name: string) {
  const bar = within(canvasElement).getByRole('progressbar', { name: `Krok ${step} ze 3: ${name}` })
  await expect(bar).toHaveAttribute('aria-valuenow', String(step))
  await expect(bar).toHaveAttribute('aria-valuemax', '3')
  await expect(bar).toBeVisible()
}

/** The checkboxes of a group as rows on the screen (their labels' tops, rounded). */
function rowsOf(group: HTMLElement): number {
  return new Set(
    within(group)
      .getAllByRole('checkbox')
      .map((c) => Math.round(c.getBoundingClientRect().top)),
  ).size
}

export const Personal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expectStep(canvasElement, 1, 'Osobní údaje')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jméno' }), 'Jana')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Příjmení' }), 'Nováková')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '+420 603 123 456')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Město' }), 'Brno')
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Jana', lastName: 'Nováková', city: 'Brno', ico: '' }),
    )
  },
}

/** Server-side field errors (e.g. an IČO with a bad checksum) are shown at their fields. */
export const PersonalWithErrors: Story = {
  args: { errors: { ico: 'Zadejte platné IČO (8 číslic).' }, defaultValues: { ico: '12345678' } },
}

export const Watchdog: StoryObj<typeof OnboardingWatchdogScreen> = {
  render: (args) => <OnboardingWatchdogScreen {...args} />,
  args: { onSubmit: fn(), onSkip: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expectStep(canvasElement, 2, 'Hlídací pes')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nemovitost' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Denní souhrn' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit a pokračovat' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ categories: ['REAL_ESTATE'], frequency: 'DAILY' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Přeskočit' }))
    await expect(args.onSkip).toHaveBeenCalled()
  },
}

export const Investment: StoryObj<typeof OnboardingInvestmentScreen> = {
  render: (args) => <OnboardingInvestmentScreen {...args} />,
  args: { onSubmit: fn(), onSkip: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expectStep(canvasElement, 3, 'Investiční preference')
    await userEvent.click(canvas.getByRole('radio', { name: 'nad 5 let' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Dokončit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ horizon: 'OVER_5_YEARS' }))
  },
}

/** On a phone: the progress bar, and the 14 regions in two columns (seven rows) instead of one long column. */
export const WatchdogMobile: StoryObj<typeof OnboardingWatchdogScreen> = {
  render: (args) => <OnboardingWatchdogScreen {...args} />,
  args: { onSubmit: fn(), onSkip: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectStep(canvasElement, 2, 'Hlídací pes')
    const regions = canvas.getByRole('group', { name: 'Kraje' })
    await expect(within(regions).getAllByRole('checkbox')).toHaveLength(14)
    await expect(rowsOf(regions)).toBe(7)
    // Every name fits its column (none runs out of the card).
    const overflowing = [...regions.querySelectorAll('label')].filter((l) => l.scrollWidth > l.clientWidth)
    await expect(overflowing.map((l) => l.textContent)).toEqual([])
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const InvestmentMobile: StoryObj<typeof OnboardingInvestmentScreen> = {
  render: (args) => <OnboardingInvestmentScreen {...args} />,
  args: { onSubmit: fn(), onSkip: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectStep(canvasElement, 3, 'Investiční preference')
    await expect(rowsOf(canvas.getByRole('group', { name: 'Preferované kraje' }))).toBe(7)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
