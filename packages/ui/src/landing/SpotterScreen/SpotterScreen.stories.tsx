import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LONG_CZECH_TEXT } from '../../internal/story-helpers.tsx'
import { CONSENT_REQUIRED_MESSAGE } from '../parts/landing-validation.ts'
import { fitsViewport, MOBILE_GLOBALS } from '../parts/story-fixtures.ts'
import { SpotterScreen } from './SpotterScreen.tsx'

const meta = {
  title: 'Landing/SpotterScreen',
  component: SpotterScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'idle', onSubmit: fn(async () => undefined), onReset: fn() },
} satisfies Meta<typeof SpotterScreen>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name })

async function fillValidTip(canvas: Canvas) {
  await userEvent.type(field(canvas, 'Jméno a příjmení'), 'Jana Nováková')
  await userEvent.type(field(canvas, 'E-mail'), 'Jana.Novakova@example.cz ')
  await userEvent.type(field(canvas, /Telefon/), '777 123 456')
  await userEvent.type(field(canvas, /Lokalita/), 'Třeboň, ulice Na Kopečku')
  await userEvent.type(
    field(canvas, 'Popis příležitosti'),
    'Starší majitel rodinného domu s velkou zahradou zvažuje prodej, zatím ho nikde neinzeroval.',
  )
  await userEvent.click(canvas.getByRole('checkbox', { name: /Souhlasím se zpracováním/ }))
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pošlete nám tip')
    await expect(canvas.getByRole('form', { name: 'Formulář pro tip' })).toBeVisible()
    // Sent before the scripts ran, the form posts to its own page (docs/decisions/1000-forms-without-javascript.md).
    await expect(canvas.getByRole('form', { name: 'Formulář pro tip' })).toHaveAttribute('action', '/spotter')
    await expect(canvas.getByRole('link', { name: 'zásad zpracování osobních údajů' })).toHaveAttribute(
      'href',
      '/legal/gdpr',
    )
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat tip' }))
    // The domain schema's Czech messages, plus the form's own consent rule; phone and location are optional.
    for (const message of [
      'Vyplňte jméno.',
      'Zadejte platný e-mail.',
      'Popište prosím příležitost.',
      CONSENT_REQUIRED_MESSAGE,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // The first invalid field takes focus and announces its error.
    const name = field(canvas, 'Jméno a příjmení')
    await expect(name).toHaveFocus()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Vyplňte jméno.')
    await expect(field(canvas, /Telefon/)).not.toHaveAttribute('aria-invalid')
    // Fixing a field clears its error at once.
    await userEvent.type(name, 'Jana')
    await expect(canvas.queryByText('Vyplňte jméno.')).toBeNull()
  },
}

export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await fillValidTip(canvas)
    await userEvent.clear(field(canvas, 'E-mail'))
    await userEvent.type(field(canvas, 'E-mail'), 'jana@seznam')
    await userEvent.clear(field(canvas, 'Popis příležitosti'))
    await userEvent.type(field(canvas, 'Popis příležitosti'), 'Dům na prodej')
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat tip' }))
    await expect(canvas.getByText('Zadejte platný e-mail.')).toBeVisible()
    await expect(
      canvas.getByText('Popište prosím příležitost alespoň několika větami (nejméně 20 znaků).'),
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(field(canvas, 'E-mail')).toHaveFocus()
  },
}

export const ValidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await fillValidTip(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat tip' }))
    // The parsed request of the domain schema (e-mail trimmed and lower-cased) plus the empty honeypot.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Jana Nováková',
      email: 'jana.novakova@example.cz',
      phone: '777 123 456',
      location: 'Třeboň, ulice Na Kopečku',
      description:
        'Starší majitel rodinného domu s velkou zahradou zvažuje prodej, zatím ho nikde neinzeroval.',
      website: '',
    })
  },
}

export const Honeypot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!
    await expect(trap).toBeInTheDocument()
    // Not in the accessibility tree: no textbox of that name, and the wrapper is aria-hidden.
    await expect(canvas.queryByRole('textbox', { name: /nevyplňujte/i })).toBeNull()
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    // Not reachable by keyboard: Tab walks from the first field past the consent without ever landing on it.
    field(canvas, 'Jméno a příjmení').focus()
    const visited: Element[] = []
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab()
      visited.push(document.activeElement!)
    }
    await expect(visited).not.toContain(trap)
    await expect(visited).toContain(canvas.getByRole('checkbox', { name: /Souhlasím/ }))
    await expect(visited).toContain(canvas.getByRole('button', { name: 'Odeslat tip' }))
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /Odesílám/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { name: 'Děkujeme, tip jsme přijali' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.queryByRole('form')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat další tip' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Tip se nepodařilo odeslat')
  },
}

export const RateLimited: Story = {
  args: {
    status: 'error',
    errorMessage: 'Odeslali jste příliš mnoho zpráv za krátkou dobu. Zkuste to prosím za minutu znovu.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('příliš mnoho zpráv')
  },
}

export const ServerFieldErrors: Story = {
  args: { status: 'error', fieldErrors: { email: 'Tento e-mail nelze použít.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(field(canvas, 'E-mail')).toHaveAccessibleDescription('Tento e-mail nelze použít.')
    await userEvent.type(field(canvas, 'E-mail'), 'x')
    await expect(canvas.queryByText('Tento e-mail nelze použít.')).toBeNull()
  },
}

export const LongText: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await fillValidTip(canvas)
    await userEvent.clear(field(canvas, 'Popis příležitosti'))
    await userEvent.click(field(canvas, 'Popis příležitosti'))
    await userEvent.paste(`${LONG_CZECH_TEXT}. ${LONG_CZECH_TEXT}.`)
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat tip' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(fitsViewport()).toBe(true)
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat tip' }))
    await expect(canvas.getByText(CONSENT_REQUIRED_MESSAGE)).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
