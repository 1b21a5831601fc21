import type { Crumb, PageSkeletonScreenProps } from '@rg/ui/screens'

/** What a portal page shows until its own screen lands: title, breadcrumbs and an honest empty state. */
export interface PageSpec extends Omit<PageSkeletonScreenProps, 'breadcrumbs' | 'status'> {
  /** Parent crumbs; the page's own title is appended as the current one. */
  parents: readonly Crumb[]
  /** The detail pages of listings and contacts carry a notepad (docs/product/screens-and-limits.md "Screens"). */
  notepad?: 'listing' | 'contact'
}

const portal: Crumb = { label: 'Portál', href: '/portal' }
const admin: Crumb = { label: 'Administrace', href: '/portal/admin' }

const SOON = 'Tato část portálu se právě připravuje.'

export const PAGES: Record<string, PageSpec> = {
  'portal-profile': {
    title: 'Profil',
    parents: [portal],
    lead: 'Osobní údaje, ověření profilu, změna hesla a export dat.',
    emptyText: SOON,
  },
  'portal-help': {
    title: 'Nápověda',
    parents: [portal],
    lead: 'Jak tržiště funguje: kredity, odemykání nabídek, ověření profilu.',
    emptyText: 'Máte dotaz? Napište nám přes kontaktní formulář.',
    action: { label: 'Kontakt', href: '/contact' },
  },
  'portal-coldcalls': {
    title: 'Obvolávání',
    parents: [portal],
    lead: 'Seznam hovorů nad vašimi kontakty.',
    emptyTitle: 'Zatím žádné hovory',
    emptyText: 'Přidejte kontakty a naplánujte první hovor.',
    action: { label: 'Kontakty', href: '/portal/contacts' },
  },
  'portal-contacts': {
    title: 'Kontakty',
    parents: [portal],
    lead: 'Váš soukromý adresář. Nikdo jiný jej nevidí.',
    emptyTitle: 'Zatím žádné kontakty',
    emptyText: SOON,
  },
  'portal-contact': {
    title: 'Kontakt',
    parents: [portal, { label: 'Kontakty', href: '/portal/contacts' }],
    emptyTitle: 'Kontakt nenalezen',
    emptyText: SOON,
    notepad: 'contact',
  },
  'portal-admin-contacts': {
    title: 'Uživatelé',
    parents: [portal, admin],
    emptyTitle: 'Zatím žádní uživatelé',
    emptyText: SOON,
  },
  'portal-admin-contact': {
    title: 'Uživatel',
    parents: [portal, admin, { label: 'Uživatelé', href: '/portal/admin/contacts' }],
    emptyTitle: 'Uživatel nenalezen',
    emptyText: SOON,
    notepad: 'contact',
  },
}
