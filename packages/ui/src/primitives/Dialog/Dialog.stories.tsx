import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { Select } from '../Select/Select.tsx'
import { Dialog, DialogClose } from './Dialog.tsx'

const onConfirm = fn()

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Odemknout nabídku?',
    description:
      'Odemknutí stojí 50 kreditů. Uvidíte neveřejný popis, přesnou adresu, dokumenty a vizitku majitele.',
    trigger: <Button>Odemknout detail</Button>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Zrušit</Button>
        </DialogClose>
        <Button onClick={onConfirm}>Odemknout za 50 kreditů</Button>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Odemknout detail' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Odemknout nabídku?' })
    await expect(dialog).toHaveAccessibleDescription(/50 kreditů/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odemknout za 50 kreditů' }))
    await expect(onConfirm).toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Ukládání…',
    description: 'Nezavírejte prosím okno.',
    footer: undefined,
  },
  play: async () => {
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('dialog')).toBeInTheDocument()
  },
}

/** A Select inside a dialog opens its list over the dialog, where it can be clicked. */
export const WithSelect: Story = {
  args: {
    title: 'Filtry',
    description: undefined,
    defaultOpen: true,
    trigger: undefined,
    footer: undefined,
    children: (
      <Select
        label="Kraj"
        options={[
          { value: 'ALL', label: 'Všechny kraje' },
          { value: 'CZ-64', label: 'Jihomoravský' },
          { value: 'CZ-72', label: 'Zlínský' },
        ]}
        defaultValue="ALL"
      />
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Filtry' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kraj' }))
    const option = await screen.findByRole('option', { name: 'Zlínský' })
    // What a pointer at the option's centre would hit: the option, not the dialog or its overlay.
    await waitFor(() => {
      const box = option.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      expect(option.contains(hit)).toBe(true)
    })
    await userEvent.click(option)
    await expect(within(dialog).getByRole('combobox', { name: 'Kraj' })).toHaveTextContent('Zlínský')
  },
}
