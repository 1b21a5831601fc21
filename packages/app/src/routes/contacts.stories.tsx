import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, freshSession, withDeeplink, withScenario } from './story-router.tsx'

/** The CRM pages over the mock API (the demo user's seeded contacts): the app's calls, cache and screens together. */
const meta = {
  title: 'Routes/Crm',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/contacts'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** Create a contact, open it, add it to the call list, log a call there and change its status. */
export const ContactToCallList: Story = {
  ...withScenario('user'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Jana Dvořáková' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat kontakt' }))
    const form = within(canvas.getByRole('form', { name: 'Nový kontakt' }))
    await userEvent.type(form.getByRole('textbox', { name: /Jméno/ }), 'Eva Malá')
    await userEvent.type(form.getByRole('textbox', { name: 'Telefon' }), '603 111 222')
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'Eva Malá' }))

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Eva Malá' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Přidat do seznamu hovorů' }))
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Přidat do seznamu hovorů' })).toBeNull())
  },
}

export const CallList: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/contacts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('link', { name: 'Petr Novák' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Přidat do seznamu hovorů' }))
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Přidat do seznamu hovorů' })).toBeNull())
    await userEvent.click(canvas.getAllByRole('link', { name: /Obvolávání/ })[0] as HTMLElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Zapsat hovor: Petr Novák' }))
    // the note typed in the dialog reaches the server with the outcome (POST /api/coldcalls/:id/logs)
    const dialog = within(await screen.findByRole('dialog', { name: 'Zapsat hovor: Petr Novák' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Poznámka k hovoru' }), 'Zkusit po obědě')
    await userEvent.click(dialog.getByRole('button', { name: 'Nezvedá' }))
    await userEvent.click(await canvas.findByText('Historie hovorů (1)'))
    await expect(await canvas.findByText(/: Nezvedá – Zkusit po obědě$/)).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav: Petr Novák' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zavolat znovu' }))
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Stav: Petr Novák' })).toHaveTextContent('Zavolat znovu'),
    )
  },
}
