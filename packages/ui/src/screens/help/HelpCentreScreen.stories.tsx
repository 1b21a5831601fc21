import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { HelpCentreScreen, type HelpCentreScreenProps } from './HelpCentreScreen.tsx'

const TOURS = [
  {
    id: '/portal',
    title: 'Prohlídka portálu',
    description: 'Kde najdete nabídky, služby, kredity a profil.',
  },
]

/** The search as the app keeps it (the screen is controlled). */
function Controlled(props: HelpCentreScreenProps) {
  const [query, setQuery] = useState(props.query)
  return (
    <HelpCentreScreen
      {...props}
      query={query}
      onQueryChange={(q) => {
        setQuery(q)
        props.onQueryChange(q)
      }}
    />
  )
}

const meta = {
  title: 'Screens/Help/HelpCentreScreen',
  component: HelpCentreScreen,
  render: (args) => <Controlled {...args} />,
  args: {
    query: '',
    onQueryChange: fn(),
    tours: TOURS,
    onStartTour: fn(),
    sendStatus: 'idle',
    onSend: fn(),
    onSendAnother: fn(),
  },
} satisfies Meta<typeof HelpCentreScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nápověda' })).toBeVisible()
    for (const topic of ['Kredity a odemykání', 'Ověření profilu', 'Platby a faktury', 'Účet a soukromí'])
      await expect(canvas.getByRole('heading', { level: 2, name: topic })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spustit průvodce znovu: Prohlídka portálu' }))
    await expect(args.onStartTour).toHaveBeenCalledWith('/portal')
  },
}

/** "odemknuti" without diacritics finds "Kolik stojí odemknutí nabídky", its answer open. */
export const Searching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nápovědě' }), 'odemknuti')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('odemknuti')
    const results = canvas.getByRole('region', { name: 'Výsledky hledání' })
    await expect(within(results).getByText('Kolik stojí odemknutí nabídky a co uvidím?')).toBeVisible()
    await expect(within(results).getByText(/stojí 50 kreditů/)).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/Nalezené odpovědi: \d+/)
  },
}

export const NoResults: Story = {
  args: { query: 'zzzz' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nic jsme nenašli. Zkuste jiné slovo nebo nám napište.'),
    ).toBeVisible()
  },
}

export const SendQuestion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Dotaz provozovateli' }))
    await userEvent.click(form.getByRole('button', { name: 'Odeslat dotaz' }))
    await expect(form.getByText('Napište prosím, s čím potřebujete poradit.')).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
    await userEvent.type(form.getByRole('textbox', { name: /Váš dotaz/ }), 'Kdy mi přijdou kredity?')
    await userEvent.click(form.getByRole('button', { name: 'Odeslat dotaz' }))
    await expect(args.onSend).toHaveBeenCalledWith({ topic: undefined, message: 'Kdy mi přijdou kredity?' })
  },
}

/** The topic is an uncontrolled select read with the message on submit (decision 1740). */
export const SendQuestionWithTopic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Dotaz provozovateli' }))
    await userEvent.click(form.getByRole('combobox', { name: 'Téma' }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Kredity a odemykání' }),
    )
    await userEvent.type(form.getByRole('textbox', { name: /Váš dotaz/ }), 'Kdy mi přijdou kredity?')
    await userEvent.click(form.getByRole('button', { name: 'Odeslat dotaz' }))
    await expect(args.onSend).toHaveBeenCalledWith({ topic: 'CREDITS', message: 'Kdy mi přijdou kredity?' })
  },
}

export const Sending: Story = {
  args: { sendStatus: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Odesílání…' })).toBeDisabled()
  },
}

export const Sent: Story = {
  args: { sendStatus: 'sent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Dotaz jsme přijali. Odpovíme vám e-mailem na adresu vašeho účtu.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Napsat další dotaz' }))
    await expect(args.onSendAnother).toHaveBeenCalled()
  },
}

export const SendError: Story = {
  args: {
    sendError:
      'Poslali jste nám v poslední hodině příliš mnoho dotazů. Odpovíme vám co nejdříve; další dotaz pošlete prosím později.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/příliš mnoho dotazů/)
  },
}

export const NoTours: Story = {
  args: { tours: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Žádný průvodce zatím není.')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nápovědě' }), 'overeni')
    await expect(canvas.getByText('Jak si nechám ověřit profil?')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

export const MobileSent: Story = {
  globals: MOBILE_GLOBALS,
  args: { sendStatus: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Dotaz jsme přijali. Odpovíme vám e-mailem na adresu vašeho účtu.'),
    ).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
