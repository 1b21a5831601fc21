import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TierBadge } from '../primitives/Badge/Badge.tsx'
import { CreditBalance } from '../widgets/CreditBalance/CreditBalance.tsx'
import { NotificationBell } from '../widgets/NotificationBell/NotificationBell.tsx'
import { PORTAL_NAV, PortalLayout } from './PortalLayout.tsx'
import { PageContent } from './story-content.tsx'

const navigate = fn()

/**
 * Marks each entry current in turn (the style follows aria-current) and measures it: bold must not widen or wrap it,
 * so no entry changes its size and the menu does not jump. Returns the entries that did.
 */
function entriesThatJump(nav: HTMLElement): string[] {
  const jumped: string[] = []
  for (const link of within(nav).getAllByRole('link')) {
    const current = link.getAttribute('aria-current')
    link.removeAttribute('aria-current')
    const plain = link.getBoundingClientRect()
    link.setAttribute('aria-current', 'page')
    const bold = link.getBoundingClientRect()
    if (current) link.setAttribute('aria-current', current)
    else link.removeAttribute('aria-current')
    if (plain.height !== bold.height || plain.width !== bold.width) jumped.push(link.textContent ?? '')
  }
  return jumped
}

const meta = {
  title: 'Layouts/PortalLayout',
  component: PortalLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { name: 'Jana Dvořáková', email: 'jana.dvorakova@example.cz', role: 'USER' },
    currentPath: '/portal/listings',
    onLogout: fn(),
    headerExtra: <CreditBalance transactions={[{ amount: 100 }, { amount: -50 }]} href="/portal/credits" />,
    children: <PageContent title="Investiční příležitosti" />,
  },
} satisfies Meta<typeof PortalLayout>
export default meta
type Story = StoryObj<typeof meta>

export const User: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Portál' })
    await expect(within(nav).getByRole('link', { name: 'Investiční příležitosti' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Přehled' })).not.toHaveAttribute('aria-current')
    await expect(within(nav).queryByRole('link', { name: 'Moje nabídky' })).toBeNull()
    await expect(within(nav).queryByRole('link', { name: 'Dokumenty' })).toBeNull()
    await expect(within(nav).queryByRole('heading', { name: 'Administrace' })).toBeNull()
    // The bold current entry is as tall as the others: one line, like every entry of the sidebar.
    const heights = new Set(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getBoundingClientRect().height),
    )
    await expect(heights.size).toBe(1)
    await expect(entriesThatJump(nav)).toEqual([])
    // The header's credit pill and avatar lead to the credits page and the profile.
    const header = canvas.getByRole('banner')
    await expect(within(header).getByRole('link', { name: /kredity a předplatné/ })).toHaveAttribute(
      'href',
      '/portal/credits',
    )
    await expect(within(header).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/portal/profile',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Odhlásit se' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const Verified: Story = {
  args: {
    user: { name: 'Petr Svoboda', email: 'petr@svoboda-invest.cz', role: 'VERIFIED' },
    currentPath: '/portal/my/listings/12',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Portál' })
    await expect(within(nav).getByRole('link', { name: 'Moje příležitosti' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Moje nabídky' })).not.toHaveAttribute('aria-current')
    await expect(within(nav).getByRole('link', { name: 'Dokumenty' })).toBeInTheDocument()
    await expect(within(nav).queryByRole('link', { name: 'Uživatelé' })).toBeNull()
  },
}

export const Admin: Story = {
  args: {
    user: { name: 'Marie Nováková', email: 'admin@example.cz', role: 'ADMIN' },
    currentPath: '/portal/admin',
    children: <PageContent title="Správa" />,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Portál' })
    await expect(within(nav).getByRole('link', { name: 'Přehled správy' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Moje nabídky' })).toBeInTheDocument()
    await expect(within(nav).getByRole('link', { name: 'Styleguide' })).toHaveAttribute(
      'href',
      '/portal/admin/styleguide',
    )
    await expect(entriesThatJump(nav)).toEqual([])
  },
}

/** The admin's queues with their counts: a long label beside a count keeps its size when current too. */
export const AdminWithQueues: Story = {
  args: {
    user: { name: 'Marie Nováková', email: 'admin@example.cz', role: 'ADMIN' },
    currentPath: '/portal/admin/listings',
    navItems: PORTAL_NAV.map((item) =>
      item.href === '/portal/admin/listings'
        ? { ...item, badge: 3 }
        : item.href === '/portal/admin/services'
          ? { ...item, badge: 12 }
          : item,
    ),
    children: <PageContent title="Schvalování nabídek" />,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Portál' })
    await expect(within(nav).getByRole('link', { name: 'Schvalování nabídek 3 čeká' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(entriesThatJump(nav)).toEqual([])
  },
}

/**
 * Unread messages (docs/product/deal-room.md "Where"): every role has "Zprávy" in the navigation, with the count the
 * app puts there and says in Czech to screen readers.
 */
export const UserWithUnreadMessages: Story = {
  args: {
    currentPath: '/portal/messages',
    navItems: PORTAL_NAV.map((item) =>
      item.href === '/portal/messages' ? { ...item, badge: 3, badgeLabel: 'nepřečtené' } : item,
    ),
    children: <PageContent title="Zprávy" />,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Portál' })
    await expect(within(nav).getByRole('link', { name: 'Zprávy 3 nepřečtené' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(entriesThatJump(nav)).toEqual([])
  },
}

export const LoggingOut: Story = { args: { loggingOut: true } }

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Otevřít menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(canvas.getByRole('button', { name: 'Zavřít menu', expanded: true })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Kontakty' })).toBeVisible()
  },
}

/**
 * A subscriber's header on a phone, as the app fills it: bell with unread notifications, tier badge and balance.
 * Nothing may be squeezed below its own size or cut off (issue 35: the bell was crushed to 16 px, the logo to 9 px).
 */
export const MobileSubscriberHeader: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    headerExtra: (
      <>
        <NotificationBell unreadCount={12} />
        <TierBadge tier="GOLD" />
        <CreditBalance transactions={[{ amount: 12500 }]} href="/portal/credits" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const header = canvasElement.querySelector('header') as HTMLElement
    const width = (element: Element) => Math.round(element.getBoundingClientRect().width)
    await expect(width(canvas.getByRole('link', { name: /Oznámení/ }))).toBeGreaterThanOrEqual(32)
    await expect(
      width(canvas.getByRole('link', { name: 'Tržiště investic – přehled portálu' })),
    ).toBeGreaterThanOrEqual(32)
    await expect(width(canvas.getByRole('button', { name: 'Otevřít menu' }))).toBeGreaterThanOrEqual(32)
    // every control inside the header's box: none pushed past its right edge
    const right = header.getBoundingClientRect().right
    const sizes = [...header.querySelectorAll('a, button, output')]
      .map((e) => `${e.tagName}:${(e.textContent ?? '').slice(0, 12)}=${width(e)}`)
      .join(' ')
    for (const control of within(header).getAllByRole('link'))
      await expect(Math.round(control.getBoundingClientRect().right), sizes).toBeLessThanOrEqual(
        Math.round(right),
      )
    await expect(header.scrollWidth, sizes).toBeLessThanOrEqual(header.clientWidth)
  },
}

/** The app passes its router's Link; every navigation entry goes through it. */
export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, children, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(e) => {
          e.preventDefault()
          onClick?.(e)
          navigate(href)
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Kontakty' }))
    await expect(navigate).toHaveBeenCalledWith('/portal/contacts')
  },
}
