import { endpointUrl } from '@rg/domain/contract'
import type { DealTerms, NdaSource, SendMessageRequest } from '@rg/domain/deal-room'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { dealRoomKey } from './deal-room.ts'
import { retryNetwork } from './http.ts'
import { offersKey } from './offers.ts'
import { userKey } from './user.ts'

/*
 * The deal room's messages and access (docs/product/deal-room.md, part 2): threads and messages, the NDA and the owner's
 * approval. Stats, leads, demand and the contact sharing are in deal-room.ts (part 1).
 */

export const threadsKey = ['threads'] as const
/** Under the offers' key, so an unlock (which refreshes the offers) refreshes the access panel and its thread too. */
export const offerAccessKey = [...offersKey, 'access'] as const

/** How often the header's unread count and an open thread ask for news while a portal page is open. */
export const MESSAGES_REFRESH_MS = 30_000

export const threadListQuery = (offerId?: number) =>
  queryOptions({
    queryKey: [...threadsKey, 'list', offerId ?? 'all'],
    queryFn: () => checked('listThreads', offerId ? { query: { offerId } } : {}),
    retry: retryNetwork,
    refetchInterval: MESSAGES_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: [...threadsKey, 'one', id],
    queryFn: () => checked('getThread', { params: { id } }),
    retry: retryNetwork,
    refetchInterval: MESSAGES_REFRESH_MS,
  })

/**
 * A reported thread for the admin (GET /api/admin/threads/:id). Each read is audited, so it is asked for on the
 * admin's request only and never refetched on its own (no interval, focus or staleness).
 */
export const adminReportedThreadQuery = (id: string) =>
  queryOptions({
    queryKey: [...threadsKey, 'admin', id],
    queryFn: () => checked('adminGetReportedThread', { params: { id } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })

export const attachmentHref = (threadId: string, messageId: string) =>
  endpointUrl('downloadMessageAttachment', { params: { id: threadId, messageId } })
export const ndaHref = (acceptanceId: string) =>
  endpointUrl('downloadNdaAcceptance', { params: { id: acceptanceId } })

/** Sends into a thread and refreshes the thread and the lists (the header's count too). */
export function useSendMessage(threadId: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMessageRequest) =>
      checked('sendMessage', { params: { id: threadId ?? '' }, body }),
    // a reply may share or stop sharing the investor's contact, which the contact sharing counts
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: threadsKey }),
        client.invalidateQueries({ queryKey: dealRoomKey }),
      ]),
  })
}

export function useReportThread(threadId: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      checked('reportThread', { params: { id: threadId ?? '' }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadsKey }),
  })
}

export const offerAccessQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...offerAccessKey, offerId],
    queryFn: () => checked('getOfferAccess', { params: { id: offerId } }),
    retry: retryNetwork,
  })

/** Accepting the NDA or asking for access: the panel, the offer and the balance are fetched again. */
export function useOfferAccessActions(offerId: number) {
  const client = useQueryClient()
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: offerAccessKey }),
      client.invalidateQueries({ queryKey: offersKey }),
      client.invalidateQueries({ queryKey: userKey }),
      client.invalidateQueries({ queryKey: threadsKey }),
    ])
  return useMutation({
    mutationFn: async (
      action: { kind: 'nda'; version: number; source: NdaSource } | { kind: 'request' },
    ): Promise<unknown> =>
      action.kind === 'nda'
        ? checked('acceptOfferNda', {
            params: { id: offerId },
            body: { version: action.version, source: action.source },
          })
        : checked('requestOfferAccess', { params: { id: offerId }, body: {} }),
    onSuccess: refresh,
  })
}

export const ownerAccessQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...offerAccessKey, 'owner', offerId],
    queryFn: () => checked('listOfferAccess', { params: { id: offerId } }),
    retry: retryNetwork,
  })

/** The owner's terms and decisions; the list (and the offer's threads, a new one after approval) fetched again. */
export function useOwnerAccessActions(offerId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'terms'; terms: DealTerms }
        | { kind: 'decide'; requestId: string; decision: 'APPROVE' | 'REFUSE' },
    ): Promise<unknown> =>
      action.kind === 'terms'
        ? checked('setOfferDealTerms', { params: { id: offerId }, body: action.terms })
        : checked('decideOfferAccess', {
            params: { id: offerId, requestId: action.requestId },
            body: { decision: action.decision },
          }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: offerAccessKey }),
        client.invalidateQueries({ queryKey: threadsKey }),
        // an approval is an unlock: the lead list and the stats count it
        client.invalidateQueries({ queryKey: dealRoomKey }),
      ]),
  })
}

export const ownerNdaTextQuery = (offerId: number) =>
  queryOptions({
    queryKey: [...offerAccessKey, 'owner-nda', offerId],
    queryFn: () => checked('getOfferNdaText', { params: { id: offerId } }),
    retry: retryNetwork,
  })

/** Saves the owner's own NDA text (a new version when changed); the versions and the access panels fetched again. */
export function useSaveOwnerNdaText(offerId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (text: { title: string; body: string }) =>
      checked('setOfferNdaText', { params: { id: offerId }, body: text }),
    onSuccess: () => client.invalidateQueries({ queryKey: offerAccessKey }),
  })
}
