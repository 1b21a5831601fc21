import { isVerified } from '@rg/domain/roles'
import { OfferAccessPanel, OwnerDealPanel, OwnerNdaTextForm, ThreadPanel } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { contactSharingQuery } from '../../api/deal-room.ts'
import { documentsQuery } from '../../api/documents.ts'
import { errorText } from '../../api/error-text.ts'
import {
  attachmentHref,
  ndaHref,
  offerAccessQuery,
  ownerAccessQuery,
  ownerNdaTextQuery,
  threadListQuery,
  threadQuery,
  useOfferAccessActions,
  useOwnerAccessActions,
  useReportThread,
  useSaveOwnerNdaText,
  useSendMessage,
} from '../../api/messages-and-access.ts'
import { userQuery } from '../../api/user.ts'

/** The thread panel's props for one thread: its data, the sender's documents, send and report. */
export function useThreadPanel(threadId: string | null) {
  // The user from the query cache (the guard layouts between the portal and a page pass no outlet context).
  const user = useQuery(userQuery).data
  const thread = useQuery({ ...threadQuery(threadId ?? ''), enabled: threadId !== null })
  // The document store is for verified users; others attach nothing.
  const documents = useQuery({ ...documentsQuery, enabled: user != null && isVerified(user.role) })
  // "Sdílet můj kontakt s vlastníkem" starts from the remembered answer, the lead list's consent (decision 1500).
  const sharing = useQuery({ ...contactSharingQuery(), enabled: thread.data?.role === 'INVESTOR' })
  const send = useSendMessage(threadId)
  const report = useReportThread(threadId)
  return {
    status: thread.isPending
      ? ('loading' as const)
      : thread.isError
        ? ('error' as const)
        : ('ready' as const),
    thread: thread.data ?? null,
    documents: documents.data?.items.map((d) => ({ id: d.id, name: d.name })) ?? [],
    attachmentHref: (messageId: string) => attachmentHref(threadId ?? '', messageId),
    onSend: (draft: Parameters<typeof send.mutate>[0]) => send.mutate(draft),
    sending: send.isPending,
    sendError: send.error ? errorText(send.error) : null,
    onReport: (reason: string) => report.mutate(reason),
    reporting: report.isPending,
    reportError: report.error ? errorText(report.error) : null,
    onRetry: () => thread.refetch(),
    defaultShareContact: sharing.data?.shareByDefault ?? false,
  }
}

/** The investor's deal room on the listing's page: the NDA and the request when asked for, then the thread. */
export function InvestorDealRoom({ offerId }: { offerId: number }) {
  const access = useQuery(offerAccessQuery(offerId))
  const act = useOfferAccessActions(offerId)
  const threadId = access.data?.threadId ?? null
  const panel = useThreadPanel(threadId)
  if (!access.data) return null
  return (
    <>
      <OfferAccessPanel
        access={access.data}
        ndaHref={ndaHref}
        onAcceptNda={(nda) => act.mutate({ kind: 'nda', ...nda })}
        onRequestAccess={() => act.mutate({ kind: 'request' })}
        busy={act.isPending}
        error={act.error ? errorText(act.error) : null}
      />
      {threadId ? <ThreadPanel {...panel} /> : null}
    </>
  )
}

/** The owner's own NDA text, shown while the offer requires the NDA (docs/decisions/1680-owner-nda-text.md). */
function OwnerNdaText({ offerId }: { offerId: number }) {
  const texts = useQuery(ownerNdaTextQuery(offerId))
  const save = useSaveOwnerNdaText(offerId)
  return (
    <OwnerNdaTextForm
      status={texts.isPending ? 'loading' : texts.isError ? 'error' : 'ready'}
      texts={texts.data ?? null}
      onSave={(text) => save.mutate(text)}
      saving={save.isPending}
      savedVersion={save.data?.version ?? null}
      error={save.error ? errorText(save.error) : null}
      onRetry={() => texts.refetch()}
    />
  )
}

/**
 * The owner's deal room on /portal/my/listings/{id}: NDA and approval, and the threads with this offer's investors.
 * `aboveLoading`: the panels above it (counts, leads) are still loading; the boxes wait for them, so that they do not
 * move under the pointer when those panels grow (docs/decisions/1784-owner-terms-wait-for-the-panels-above.md).
 */
export function OwnerDealRoom({ offerId, aboveLoading }: { offerId: number; aboveLoading: boolean }) {
  const access = useQuery(ownerAccessQuery(offerId))
  const act = useOwnerAccessActions(offerId)
  const threads = useQuery(threadListQuery(offerId))
  const [chosen, setChosen] = useState<string | null>(null)
  const selected = chosen ?? threads.data?.items[0]?.id ?? null
  const panel = useThreadPanel(selected)
  return (
    <>
      <OwnerDealPanel
        status={access.isPending || aboveLoading ? 'loading' : access.isError ? 'error' : 'ready'}
        terms={access.data?.terms ?? { requiresNda: false, requiresApproval: false }}
        items={access.data?.items ?? []}
        onTermsChange={(terms) => act.mutate({ kind: 'terms', terms })}
        onDecide={(requestId, decision) => act.mutate({ kind: 'decide', requestId, decision })}
        ndaHref={ndaHref}
        busy={act.isPending}
        error={act.error ? errorText(act.error) : null}
        onRetry={() => access.refetch()}
      />
      {access.data?.terms.requiresNda ? <OwnerNdaText offerId={offerId} /> : null}
      {threads.data && threads.data.items.length > 0 ? (
        <section aria-label="Zprávy s investory">
          <nav aria-label="Investoři této nabídky">
            <ul>
              {threads.data.items.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    aria-current={t.id === selected ? 'true' : undefined}
                    onClick={() => setChosen(t.id)}
                  >
                    {t.counterpart.label}
                    {t.unread ? ` (nové: ${t.unread})` : ''}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <ThreadPanel {...panel} />
        </section>
      ) : null}
    </>
  )
}
