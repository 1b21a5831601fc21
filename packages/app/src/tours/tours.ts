import type { TourStep } from '@rg/domain'
import { PAGES } from '@rg/domain'

/**
 * Product tours per route (docs/product/screens-and-limits.md "Product"). Step ids are what POST /api/user/product-guide-viewed records, so an
 * id never changes once released; a new step gets a new id and is shown to everyone once.
 */
export const TOURS: Record<string, readonly TourStep[]> = {
  [PAGES.portal]: [
    {
      id: 'portal-welcome',
      title: 'Vítejte v portálu',
      description: 'Krátce vám ukážeme, kde najdete nabídky, služby a své kredity.',
    },
    {
      id: 'portal-credits',
      element: '[data-tour="portal-credits"]',
      title: 'Kredity',
      description: 'Za kredity si odemykáte podrobnosti nabídek. Dobít je můžete v ceníku.',
    },
    {
      id: 'portal-listings',
      element: '[data-tour="portal-listings"]',
      title: 'Investiční příležitosti',
      description: 'Tady procházíte neveřejné nabídky ostatních uživatelů.',
    },
    {
      id: 'portal-profile',
      element: '[data-tour="portal-profile"]',
      title: 'Profil',
      description: 'Doplňte profil a nechte si ho ověřit; ověření uživatelé mohou vkládat vlastní nabídky.',
    },
  ],
}

export function tourFor(pathname: string): readonly TourStep[] {
  return TOURS[pathname] ?? []
}
