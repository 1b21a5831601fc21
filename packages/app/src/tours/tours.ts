import { PAGES } from '@rg/domain/navigation'
import type { TourStep } from '@rg/domain/tours'

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

/** What the help centre says of each tour (by its route, the key of TOURS). */
const TOUR_INFO: Record<string, { title: string; description: string }> = {
  [PAGES.portal]: {
    title: 'Prohlídka portálu',
    description: 'Kde najdete nabídky, služby, kredity a profil.',
  },
}

/** The tours the help centre offers to run again ("Spustit průvodce znovu"); the id is the tour's route. */
export const HELP_TOURS = Object.keys(TOURS).map((path) => ({
  id: path,
  title: TOUR_INFO[path]?.title ?? 'Průvodce',
  description: TOUR_INFO[path]?.description ?? '',
}))

/** The navigation state that runs a route's tour again from its first step, seen steps included. */
export const REPLAY_TOUR_STATE = { replayTour: true } as const

export function isTourReplay(state: unknown): boolean {
  return (state as { replayTour?: unknown } | null)?.replayTour === true
}

export function tourFor(pathname: string): readonly TourStep[] {
  return TOURS[pathname] ?? []
}
