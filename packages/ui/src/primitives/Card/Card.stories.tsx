import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LONG_CZECH_TEXT, mobileFrame } from '../../internal/story-helpers.tsx'
import { Button } from '../Button/Button.tsx'
import { Card, CardFooter, CardHeader } from './Card.tsx'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    style: { maxWidth: 420 },
    children: (
      <>
        <CardHeader title="Bytový dům Brno-střed" description="Nemovitost · Jihomoravský kraj" />
        <p>Výnosová nemovitost s dvanácti jednotkami a plnou obsazeností.</p>
        <CardFooter>
          <Button variant="secondary">Detail</Button>
          <Button>Odemknout za 50 kreditů</Button>
        </CardFooter>
      </>
    ),
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Bytový dům Brno-střed',
    )
  },
}
export const Flat: Story = { args: { elevation: 'flat', interactive: true } }
export const LongTextMobile: Story = {
  decorators: [mobileFrame],
  args: {
    children: (
      <>
        <CardHeader title={LONG_CZECH_TEXT} description={LONG_CZECH_TEXT} />
        <CardFooter>
          <Button fullWidth>Odemknout za 50 kreditů</Button>
        </CardFooter>
      </>
    ),
  },
}
