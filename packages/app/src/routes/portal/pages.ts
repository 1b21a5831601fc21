import { PAGES } from '@rg/domain'
import type { Crumb, PageSkeletonScreenProps } from '@rg/ui/screens'

/** What a portal page shows until its own screen lands: title, breadcrumbs and an honest empty state. */
export interface PageSpec extends Omit<PageSkeletonScreenProps, 'breadcrumbs' | 'status'> {
  /** Parent crumbs; the page's own title is appended as the current one. */
  parents: readonly Crumb[]
}

const portal: Crumb = { label: 'Portál', href: PAGES.portal }

/** By route id (routes.ts `page(path, id)`): the one portal page whose screen a later issue builds. */
export const PLACEHOLDER_PAGES: Record<string, PageSpec> = {
  'portal-help': {
    title: 'Nápověda',
    parents: [portal],
    lead: 'Jak tržiště funguje: kredity, odemykání nabídek, ověření profilu.',
    emptyText: 'Máte dotaz? Napište nám přes kontaktní formulář.',
    action: { label: 'Kontakt', href: '/contact' },
  },
}
