import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { NDA, OWNER_NDA_TEXTS } from './messages-and-access-fixtures.ts'
import { OwnerNdaTextForm } from './OwnerNdaTextForm.tsx'

const meta = {
  title: 'Screens/DealRoom/OwnerNdaTextForm',
  component: OwnerNdaTextForm,
  args: {
    status: 'ready',
    texts: OWNER_NDA_TEXTS,
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OwnerNdaTextForm>
export default meta
type Story = StoryObj<typeof meta>

/** No own text yet: the platform's applies and is the starting point; saving sends the edited text. */
export const PlatformText: Story = {
  args: { texts: { platform: NDA, versions: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Platí text tržiště \(verze 1\)/)).toBeVisible()
    const title = canvas.getByRole('textbox', { name: /Název dohody/ })
    await expect(title).toHaveValue('Dohoda o mlčenlivosti')
    await userEvent.clear(title)
    await userEvent.type(title, 'NDA pro penzion')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit jako novou verzi' }))
    await expect(args.onSave).toHaveBeenCalledWith({ title: 'NDA pro penzion', body: NDA.body })
  },
}

/**
 * The owner's third version applies; the same text is no new version, an edit is (the count follows the typing, and
 * taking the edit back waits again); earlier versions listed.
 */
export const OwnVersions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Platí váš text, verze 3/)).toBeVisible()
    const save = canvas.getByRole('button', { name: 'Uložit jako novou verzi' })
    await expect(save).toBeDisabled()
    await userEvent.click(canvas.getByText('Předchozí verze (2)'))
    await expect(canvas.getByRole('list', { name: 'Předchozí verze dohody' })).toHaveTextContent('Verze 1')
    const body = canvas.getByRole('textbox', { name: /Text dohody/ })
    const length = (OWNER_NDA_TEXTS.versions[0]?.body ?? '').length
    const counted = (n: number) => new RegExp(`^${n.toLocaleString('cs-CZ')} z `)
    await expect(canvas.getByText(counted(length))).toBeVisible()
    await userEvent.type(body, ' Doplněno.')
    await expect(canvas.getByText(counted(length + 10))).toBeVisible()
    await expect(save).toBeEnabled()
    await userEvent.type(body, '{Backspace}'.repeat(10))
    await expect(canvas.getByText(counted(length))).toBeVisible()
    await expect(save).toBeDisabled()
    await userEvent.type(body, ' Doplněno.')
    await expect(save).toBeEnabled()
    await userEvent.click(save)
    await expect(args.onSave).toHaveBeenCalledTimes(1)
  },
}

/** Over 20 000 characters or empty: the Czech message at the field, nothing sent. */
export const TooLong: Story = {
  args: { texts: { platform: { ...NDA, body: 'x'.repeat(20_001) }, versions: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit jako novou verzi' }))
    await expect(canvas.getByText('Text je příliš dlouhý (nejvýše 20000 znaků).')).toBeVisible()
    await userEvent.clear(canvas.getByRole('textbox', { name: /Název dohody/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit jako novou verzi' }))
    await expect(canvas.getByText('Napište prosím název dohody.')).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  args: { savedVersion: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Uloženo jako verze 3.')
  },
}

export const Saving: Story = {
  args: { saving: true, texts: { platform: NDA, versions: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Uložit jako novou verzi/ }),
    ).toHaveAttribute('aria-busy', 'true')
  },
}

export const SaveRefused: Story = {
  args: { error: 'Text je příliš dlouhý (nejvýše 20000 znaků).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('nejvýše 20000 znaků')
  },
}

export const Loading: Story = {
  args: { status: 'loading', texts: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', texts: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Text dohody/ })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
