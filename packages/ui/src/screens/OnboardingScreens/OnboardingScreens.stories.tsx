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

export const Personal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
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
    await userEvent.click(canvas.getByRole('radio', { name: 'nad 5 let' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Dokončit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ horizon: 'OVER_5_YEARS' }))
  },
}
