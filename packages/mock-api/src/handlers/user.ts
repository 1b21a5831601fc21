import { WELCOME_BONUS } from '@rg/domain/credits'
import { addTransaction, type MockStore } from '../store.ts'
import { mockRoute, ok } from './mock-route.ts'

/** Handlers for /api/user*, as a record so a story can override one. */
export function userHandlers(store: MockStore) {
  return {
    getUser: mockRoute(store, 'getUser', ({ account }) => ok(account.user)),

    initialCredits: mockRoute(store, 'initialCredits', ({ account }) => {
      const had = account.user.creditTransactions.some((t) => t.reason === 'WELCOME_BONUS')
      if (!had) {
        addTransaction(account, {
          amount: WELCOME_BONUS,
          reason: 'WELCOME_BONUS',
          note: null,
          offerId: null,
          offerTitle: null,
          createdAt: store.now().toISOString(),
        })
      }
      return ok(had ? 'noop' : 'refetch')
    }),

    productGuideViewed: mockRoute(store, 'productGuideViewed', ({ account, input }) => {
      const viewed = new Set(account.user.productGuideTooltipsViewed)
      for (const id of input.body.ids) viewed.add(id)
      account.user.productGuideTooltipsViewed = [...viewed]
      return ok({ ok: true as const })
    }),
  }
}
