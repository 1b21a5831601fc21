import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AdminUsersScreen, adminUsersRequest } from './AdminUsersScreen.tsx'
import { USERS } from './fixtures.ts'

const meta = {
  title: 'Screens/AdminUsers/AdminUsersScreen',
  component: AdminUsersScreen,
  args: {
    status: 'ready',
    query: { page: 1 },
    result: { items: USERS, page: 1, pageSize: 20, total: 45 },
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminUsersScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(canvas.getByRole('table'))
    await expect(table.getByRole('link', { name: 'Jiří Novák' })).toHaveAttribute(
      'href',
      `/portal/admin/contacts/${USERS[0]?.id}`,
    )
    await expect(table.getByText('Zablokován')).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat uživatele' }), 'jiri novak')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, q: 'jiri novak' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ověření' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Čeká na ověření' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, verification: 'REQUESTED' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Blokace' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zablokovaní' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, blocked: true })
    // the role filter: one role, sent to the API as the roles list
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Ověřený uživatel' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, role: 'VERIFIED' })
    await expect(adminUsersRequest({ page: 1, role: 'VERIFIED' })).toMatchObject({ roles: ['VERIFIED'] })
  },
}

/** Filtered to admins on page 2: the filter shows the role, and moving pages keeps it. */
export const FilteredByRole: Story = {
  args: {
    query: { page: 2, role: 'ADMIN' },
    result: { items: USERS, page: 2, pageSize: 20, total: 45 },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Administrátor')
    await userEvent.click(canvas.getByRole('button', { name: 'Stránka 3' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 3, role: 'ADMIN' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Všechny role' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, role: undefined })
  },
}

export const Empty: Story = {
  args: { query: { page: 1, q: 'nikdo' }, result: { items: [], page: 1, pageSize: 20, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Žádný uživatel neodpovídá hledání.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Uživatelé' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
