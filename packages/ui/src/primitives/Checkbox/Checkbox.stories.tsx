import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LONG_CZECH_TEXT, mobileFrame } from '../../internal/story-helpers.tsx'
import { Checkbox, RadioGroup, Switch } from './Checkbox.tsx'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Souhlasím s obchodními podmínkami', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['styleguide'],
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
export const CheckedWithDescription: Story = {
  args: {
    defaultChecked: true,
    label: 'Hlídací pes',
    description: 'Pošleme e-mail, když přibude odpovídající nabídka.',
  },
}
export const Invalid: Story = {
  tags: ['styleguide'],
  args: { invalid: true, required: true },
}
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }
export const LongTextMobile: Story = { decorators: [mobileFrame], args: { label: LONG_CZECH_TEXT } }

const horizons = [
  { value: 'short', label: 'do 1 roku' },
  { value: 'mid', label: '1-5 let' },
  { value: 'long', label: 'nad 5 let', description: 'Vhodné pro developerské projekty.' },
]

export const Radio: Story = {
  tags: ['styleguide'],
  render: () => <RadioGroup legend="Investiční horizont" options={horizons} defaultValue="mid" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('radio', { name: 'do 1 roku' }))
    await expect(canvas.getByRole('radio', { name: 'do 1 roku' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: '1-5 let' })).not.toBeChecked()
  },
}

export const RadioHorizontalError: Story = {
  render: () => (
    <RadioGroup
      legend="Riziko"
      orientation="horizontal"
      options={[
        { value: 'low', label: 'nízké' },
        { value: 'mid', label: 'střední' },
        { value: 'high', label: 'vysoké' },
      ]}
      error="Vyberte míru rizika."
    />
  ),
}

export const SwitchToggle: Story = {
  tags: ['styleguide'],
  name: 'Switch',
  render: (args) => (
    <Switch
      label="E-mailová upozornění"
      description="Denní souhrn nových nabídek"
      onCheckedChange={args.onCheckedChange}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const sw = within(canvasElement).getByRole('switch', { name: /E-mailová upozornění/ })
    await userEvent.click(sw)
    await expect(sw).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}
