import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Link } from '../Link/Link.tsx'
import { Alert } from './Alert.tsx'
import { FailureTextProvider, useFailureText } from './FailureTextProvider.tsx'

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Nabídka čeká na schválení administrátorem. Do té doby ji ostatní neuvidí.',
  },
} satisfies Meta<typeof Alert>
export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 }}>
      <Alert tone="info">
        Toto je vaše nabídka. <Link href="#">Spravovat nabídku</Link>
      </Alert>
      <Alert tone="success" role="status">
        Na adresu jana@example.cz jsme poslali odkaz pro potvrzení registrace.
      </Alert>
      <Alert tone="warning">
        Po uložení změn se nabídka znovu odešle ke schválení a do schválení ji ostatní neuvidí.
      </Alert>
      <Alert tone="danger" role="alert">
        Poznámku se nepodařilo uložit.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The error is announced at once, the confirmation politely; the other two are part of the page.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Poznámku se nepodařilo uložit.')
    await expect(canvas.getByRole('status')).toHaveTextContent('jsme poslali odkaz')
    await expect(canvas.getByRole('link', { name: 'Spravovat nabídku' })).toBeVisible()
  },
}

export const Status: Story = {
  args: { tone: 'info', role: 'status', children: 'Importováno 12 kontaktů.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Importováno 12 kontaktů.')
  },
}

/** A long message wraps inside the box at the phone width. */
export const Phone: Story = {
  args: {
    tone: 'warning',
    children:
      'V kontaktech může být nejvýše 20 000 kontaktů: uloží se prvních 120 z tohoto souboru, zbytek se přeskočí.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/V kontaktech může být/)
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
  },
}

function SaveFailure({ error }: { error: unknown }) {
  const failureText = useFailureText()
  return (
    <Alert tone="danger" role="alert">
      {failureText(error, 'Uložení se nepodařilo. Zkuste to prosím znovu.')}
    </Alert>
  )
}

/**
 * A caught error shown through the nearest FailureTextProvider (the app puts its errorText there): a network
 * failure reads as Czech text, never the browser's English (docs/decisions/1640-one-way-to-fail.md).
 */
export const FailureText: Story = {
  tags: ['no-visual'],
  render: () => (
    <FailureTextProvider
      failureText={(error, fallback) =>
        error instanceof TypeError
          ? 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.'
          : fallback
      }
    >
      <SaveFailure error={new TypeError('Failed to fetch')} />
    </FailureTextProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Nepodařilo se spojit se serverem.',
    )
    await expect(canvasElement).not.toHaveTextContent('Failed to fetch')
  },
}
