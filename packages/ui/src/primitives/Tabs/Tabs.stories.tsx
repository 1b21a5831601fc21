import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Tabs } from './Tabs.tsx'

const onValueChange = fn()

function Example() {
  return (
    <Tabs.Root defaultValue="overview" onValueChange={onValueChange}>
      <Tabs.List aria-label="Detail nabídky">
        <Tabs.Trigger value="overview">Přehled</Tabs.Trigger>
        <Tabs.Trigger value="documents">Dokumenty</Tabs.Trigger>
        <Tabs.Trigger value="history">Historie změn</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Hodnocení</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">Veřejný popis nabídky.</Tabs.Content>
      <Tabs.Content value="documents">Po odemknutí uvidíte přiložené dokumenty.</Tabs.Content>
      <Tabs.Content value="history">Vytvořeno 22. 11. 2026.</Tabs.Content>
      <Tabs.Content value="reviews">Zatím bez hodnocení.</Tabs.Content>
    </Tabs.Root>
  )
}

const meta = {
  title: 'Primitives/Tabs',
  component: Example,
} satisfies Meta<typeof Example>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Dokumenty' }))
    await expect(onValueChange).toHaveBeenCalledWith('documents')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Po odemknutí uvidíte přiložené dokumenty.')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Historie změn' })).toHaveFocus()
  },
}
export const Mobile: Story = { decorators: [mobileFrame] }
