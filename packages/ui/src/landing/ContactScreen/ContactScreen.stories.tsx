import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LONG_CZECH_TEXT } from '../../internal/story-helpers.tsx'
import { CONSENT_REQUIRED_MESSAGE } from '../parts/landing-validation.ts'
import { fitsViewport, MOBILE_GLOBALS, OPERATOR, SITE_EMAIL, SITE_PHONE } from '../parts/story-fixtures.ts'

const operator = { name: OPERATOR.provozovatel, ico: OPERATOR.ico, address: OPERATOR.sidlo }

import { ContactScreen } from './ContactScreen.tsx'

const meta = {
  title: 'Landing/ContactScreen',
  component: ContactScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    email: SITE_EMAIL,
    phone: SITE_PHONE,
    operator,
    status: 'idle',
    onSubmit: fn(async () => undefined),
    onReset: fn(),
  },
} satisfies Meta<typeof ContactScreen>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
    // who runs the site, as the footer and the legal texts name it
    await expect(
      canvas.getByText(`${operator.name}, IČO ${operator.ico}, ${operator.address}`),
    ).toHaveAttribute('data-site', 'provozovatel-udaje')
    await expect(canvas.getByRole('link', { name: SITE_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SITE_EMAIL}`,
    )
    // The phone is shown in the Czech format and dialled in the international one.
    await expect(canvas.getByRole('link', { name: '+420 777 123 456' })).toHaveAttribute(
      'href',
      'tel:+420777123456',
    )
    await expect(field(canvas, /Telefon/)).not.toBeRequired()
    await expect(field(canvas, 'E-mail')).toBeRequired()
    // Sent before the scripts ran, the form posts to its own page (docs/decisions/1000-forms-without-javascript.md).
    const form = canvas.getByRole('form', { name: 'Napište nám' })
    await expect(form).toHaveAttribute('method', 'post')
    await expect(form).toHaveAttribute('action', '/contact')
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    for (const message of [
      'Vyplňte jméno.',
      'Zadejte platný e-mail.',
      'Napište prosím zprávu.',
      CONSENT_REQUIRED_MESSAGE,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(field(canvas, 'Jméno a příjmení')).toHaveFocus()
    await expect(field(canvas, /Telefon/)).not.toHaveAttribute('aria-invalid')
  },
}

export const ValidSubmitWithoutPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Jméno a příjmení'), 'Petr Svoboda')
    await userEvent.type(field(canvas, 'E-mail'), 'petr@example.cz')
    await userEvent.type(field(canvas, 'Zpráva'), 'Dobrý den, zajímá mě předplatné pro firmy.')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Souhlasím/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Petr Svoboda',
      email: 'petr@example.cz',
      phone: null,
      message: 'Dobrý den, zajímá mě předplatné pro firmy.',
      website: '',
    })
  },
}

export const Honeypot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await expect(canvas.queryByRole('textbox', { name: /nevyplňujte/i })).toBeNull()
    field(canvas, 'Zpráva').focus()
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: /Souhlasím/ })).toHaveFocus()
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /Odesílám/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Děkujeme, zprávu jsme přijali' })).toHaveFocus(),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Napsat další zprávu' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    // The general message offers the operator's e-mail as a way round.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      `Zprávu se nepodařilo odeslat. Zkuste to prosím za chvíli znovu nebo nám napište přímo na ${SITE_EMAIL}.`,
    )
  },
}

export const WithoutContactDetails: Story = {
  args: { email: null, phone: null, operator: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull()
    // an operator not configured is marked, not silently left out (production refuses to start without one)
    await expect(canvas.getByText('[doplnit: údaje o provozovateli]')).toBeVisible()
    await expect(canvas.getByText('Napište nám prosím přes formulář, ozveme se vám.')).toBeVisible()
  },
}

/**
 * As pre-rendered, before the configuration is known: the e-mail and the phone are marked links the server fills
 * (text and address) as it sends the page, so /contact names them without JavaScript (docs/decisions/1355).
 */
export const PreRendered: Story = {
  args: { email: undefined, phone: undefined, operator: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByText('[doplnit: e-mail]')
    await expect(email).toHaveAttribute('data-site', 'email')
    await expect(email).toHaveAttribute('data-site-link')
    await expect(email).not.toHaveAttribute('href')
    const phone = canvas.getByText('[doplnit: telefon]')
    await expect(phone).toHaveAttribute('data-site', 'telefon')
    await expect(phone).toHaveAttribute('data-site-link')
    await expect(canvas.queryByText('Napište nám prosím přes formulář, ozveme se vám.')).toBeNull()
  },
}

export const LongText: Story = {
  args: { email: 'obchodni-oddeleni.investicni-prilezitosti@velmi-dlouha-domena-provozovatele.example.cz' },
  globals: MOBILE_GLOBALS,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Jméno a příjmení'), 'Marie Dvořáková-Procházková')
    await userEvent.type(field(canvas, 'E-mail'), 'marie@example.cz')
    await userEvent.click(field(canvas, 'Zpráva'))
    await userEvent.paste(`${LONG_CZECH_TEXT}. ${LONG_CZECH_TEXT}.`)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Souhlasím/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(fitsViewport()).toBe(true)
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
