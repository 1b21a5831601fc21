import { MAX_TOASTS } from '@rg/domain/ui-settings'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { Toaster, toast } from './Toaster.tsx'

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', paddingTop: 200 }}>
      <Toaster />
      <Button onClick={() => toast.success('Přihlášení úspěšné.')}>Úspěch</Button>
      <Button variant="danger" onClick={() => toast.error('Chybný e-mail nebo heslo.')}>
        Chyba
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast('Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.')}
      >
        Informace
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          for (let i = 1; i <= 10; i++) toast(`Oznámení ${i}`)
        }}
      >
        Deset najednou
      </Button>
    </div>
  )
}

const meta = {
  title: 'Primitives/Toaster',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  afterEach: () => {
    toast.dismiss()
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Úspěch' }))
    await waitFor(() => expect(screen.getByText('Přihlášení úspěšné.')).toBeVisible())
    const region = screen.getByRole('region', { name: /Oznámení/ })
    const list = region.querySelector('[data-sonner-toaster]') as HTMLElement
    await expect(list).toHaveAttribute('data-y-position', 'top')
    await expect(list).toHaveAttribute('data-x-position', 'center')
  },
}

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chyba' }))
    await waitFor(() => expect(screen.getByText('Chybný e-mail nebo heslo.')).toBeVisible())
  },
}

export const AtMostEight: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deset najednou' }))
    await waitFor(() => expect(screen.getByText('Oznámení 10')).toBeInTheDocument())
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    await expect(visible.length).toBe(MAX_TOASTS)
  },
}
