import { NOTE_MAX_LENGTH } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Notepad, type NotepadProps } from './Notepad.tsx'
import { fitsViewport, MOBILE_GLOBALS } from './story-viewport.ts'

const meta = {
  title: 'Screens/Kit/Notepad',
  component: Notepad,
  args: {
    value: '',
    onChange: fn(),
    onRetry: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof Notepad>
export default meta
type Story = StoryObj<typeof meta>

const NOTE = 'Zavolat v pondělí kvůli prohlídce.\nZeptat se na nájemní smlouvy a stav střechy.'

/** Nothing written yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Moje poznámka' })).toHaveValue('')
    await expect(canvas.getByText(/vidíte ji jen vy/)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('status')).toHaveTextContent('Načítání poznámky…')
  },
}

export const Saving: Story = {
  args: { value: NOTE, status: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ukládání…')
  },
}

export const Saved: Story = {
  args: { value: NOTE, status: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Uloženo')
  },
}

/** A failed save keeps the text, says why in Czech and offers a retry. */
export const SaveFailed: Story = {
  name: 'Error',
  args: { value: NOTE, status: 'error', error: 'Poznámku se nepodařilo uložit. Zkontrolujte připojení.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zkontrolujte připojení.')
    await expect(canvas.getByRole('textbox')).toHaveValue(NOTE)
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Close to the limit the count of characters appears; the field stops at the limit. */
export const NearLimit: Story = {
  args: { value: 'a'.repeat(NOTE_MAX_LENGTH - 10), status: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/19\s990 \/ 20\s000 znaků/)).toBeVisible()
    await expect(canvas.getByRole('textbox')).toHaveAttribute('maxlength', String(NOTE_MAX_LENGTH))
  },
}

/** Controlled as the app uses it: every keystroke reaches onChange. */
function Controlled(props: NotepadProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Notepad
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

export const Typing: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Moje poznámka' })
    await userEvent.type(field, 'Prohlídka ve středu')
    await expect(field).toHaveValue('Prohlídka ve středu')
    await expect(args.onChange).toHaveBeenLastCalledWith('Prohlídka ve středu')
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { value: NOTE, status: 'error', error: 'Poznámku se nepodařilo uložit.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
