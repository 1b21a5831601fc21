import {
  type InitialCreditsResponse,
  type ProductGuideViewedRequest,
  productGuideViewedRequestSchema,
  serializedUserSchema,
  WELCOME_BONUS,
} from '@rg/domain'
import { HttpResponse, http } from 'msw'
import { addTransaction, type MockStore } from '../store.ts'
import { csrfRejected, currentAccount, jsonBody, unauthorized, validationFailed } from './respond.ts'

/** Handlers for /api/user*, as a record so a story can override one. */
export function userHandlers(store: MockStore) {
  return {
    getUser: http.get('*/api/user', ({ cookies, request }) => {
      const account = currentAccount(store, cookies, request)
      return account ? HttpResponse.json(serializedUserSchema.parse(account.user)) : unauthorized()
    }),

    initialCredits: http.post('*/api/user/temp-user-initial-credits', ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const had = account.user.creditTransactions.some((t) => t.reason === 'WELCOME_BONUS')
      if (!had) {
        addTransaction(account, {
          amount: WELCOME_BONUS,
          reason: 'WELCOME_BONUS',
          note: null,
          offerId: null,
          createdAt: store.now().toISOString(),
        })
      }
      return HttpResponse.json<InitialCreditsResponse>(had ? 'noop' : 'refetch')
    }),

    productGuideViewed: http.post('*/api/user/product-guide-viewed', async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = productGuideViewedRequestSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const body: ProductGuideViewedRequest = parsed.data
      const viewed = new Set(account.user.productGuideTooltipsViewed)
      for (const id of body.ids) viewed.add(id)
      account.user.productGuideTooltipsViewed = [...viewed]
      return HttpResponse.json({ ok: true as const })
    }),
  }
}
