import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Pagination } from './Pagination.tsx'

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page)
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p)
          args.onPageChange(p)
        }}
      />
    )
  },
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Stránka 5' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Další stránka' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(6)
    await expect(canvas.getByRole('button', { name: 'Stránka 6' })).toHaveAttribute('aria-current', 'page')
  },
}
export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Předchozí stránka' })).toBeDisabled()
  },
}
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}
export const Mobile: Story = { decorators: [mobileFrame] }
