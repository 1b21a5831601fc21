import { API, type CreatedResponse, contactMessageRequestSchema, spotterTipRequestSchema } from '@rg/domain'
import { HttpResponse, http } from 'msw'
import type { MockStore } from '../store.ts'
import { csrfRejected, jsonBody, validationFailed } from './respond.ts'

/** POST /api/spotter-tips and /api/contact-messages: the landing forms, open to everyone. The server adds a
 * honeypot and a rate limit (5 a minute per address) that this mock does not imitate. */
export function publicFormHandlers(store: MockStore) {
  return {
    spotterTip: http.post(`*${API.sendSpotterTip.path}`, async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const parsed = spotterTipRequestSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const id = crypto.randomUUID()
      store.inbox.push({ id, kind: 'spotter-tip', body: parsed.data })
      return HttpResponse.json<CreatedResponse>({ id }, { status: 201 })
    }),
    contactMessage: http.post(`*${API.sendContactMessage.path}`, async ({ cookies, request }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const parsed = contactMessageRequestSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const id = crypto.randomUUID()
      store.inbox.push({ id, kind: 'contact-message', body: parsed.data })
      return HttpResponse.json<CreatedResponse>({ id }, { status: 201 })
    }),
  }
}
