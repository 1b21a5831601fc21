import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Link } from '../primitives/Link/Link.tsx'
import { AuthLayout } from './AuthLayout.tsx'
import { LoginForm } from './story-content.tsx'

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Přihlášení',
    description: 'Vítejte zpět. Přihlaste se ke svému účtu.',
    children: <LoginForm />,
    footer: (
      <>
        Nemáte účet? <Link href="/auth/register">Zaregistrujte se</Link>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Přihlášení')
    await expect(canvas.getByRole('link', { name: /úvodní stránka/ })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('main')).toBeInTheDocument()
  },
}
export const Onboarding: Story = {
  args: {
    wide: true,
    title: 'Osobní údaje',
    description: 'Krok 1 ze 3. Údaje potřebujeme k ověření profilu.',
    footer: undefined,
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
