import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  ColorTokens,
  LayoutTokens,
  ShapeTokens,
  SpacingTokens,
  ThemeTokens,
  TypographyTokens,
} from './TokenTables.tsx'

const meta = {
  title: 'Theme/Tokens',
  component: ThemeTokens,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeTokens>
export default meta
type Story = StoryObj<typeof meta>

/** Every token group at once, as the styleguide shows them (each group also has its own story below). */
export const AllTokens: Story = {
  tags: ['styleguide', 'no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('#B56548')).toBeInTheDocument()
    await expect(canvas.getByText('2xl · 1536 px')).toBeInTheDocument()
  },
}

export const Colors: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('#B56548')).toBeInTheDocument()
    await expect(canvas.getByText('#CDC9BF')).toBeInTheDocument()
    await expect(canvas.getByText('#D0A932')).toBeInTheDocument()
  },
}
export const Typography: Story = { render: () => <TypographyTokens /> }
export const Spacing: Story = { render: () => <SpacingTokens /> }
export const RadiiAndShadows: Story = { render: () => <ShapeTokens /> }
export const BreakpointsLayersMotion: Story = {
  render: () => <LayoutTokens />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2xl · 1536 px')).toBeInTheDocument()
  },
}
