import {
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxKind,
  type InboxState,
} from '@rg/domain/desk'
import { PAGES, pageTitle } from '@rg/domain/navigation'
import { type AdminInboxQuery, AdminInboxScreen, type AdminInboxScreenProps } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { inboxItemQuery, inboxQuery, useInboxAction } from '../../api/desk.ts'
import { errorText } from '../../api/error-text.ts'
import { adminReportedThreadQuery } from '../../api/messages-and-access.ts'
import type { Route } from './+types/admin-inbox'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Doručená pošta', location.pathname) }]
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined) =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined

function fromSearch(search: URLSearchParams): AdminInboxQuery {
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    kind: oneOf(INBOX_KINDS, search.get('kind')),
    state: oneOf(INBOX_STATES, search.get('state')),
  }
}

function toSearch(query: AdminInboxQuery): URLSearchParams {
  const out = new URLSearchParams()
  if (query.kind) out.set('kind', query.kind)
  if (query.state) out.set('state', query.state)
  if (query.page > 1) out.set('page', String(query.page))
  return out
}

/** /portal/admin/inbox and /portal/admin/inbox/{kind}/{id}: the list, and the open item beside it. */
export default function Page() {
  const [search, setSearch] = useSearchParams()
  const params = useParams()
  const query = fromSearch(search)
  const kind = oneOf<InboxKind>(INBOX_KINDS, params.kind)
  const id = kind ? (params.itemId ?? '') : ''
  const list = useQuery({ ...inboxQuery({ ...query, pageSize: 20 }), placeholderData: keepPreviousData })
  const item = useQuery({ ...inboxItemQuery(kind ?? 'TIP', id), enabled: id !== '' })
  const action = useInboxAction(kind ?? 'TIP', id)
  const [notice, setNotice] = useState<AdminInboxScreenProps['notice']>(null)
  // A reported thread's messages are read only when the admin asks (every read is audited, decision 1520).
  const threadId = kind === 'THREAD_REPORT' && item.data?.id === id ? (item.data.threadId ?? '') : ''
  const [readThreadId, setReadThreadId] = useState('')
  const thread = useQuery({
    ...adminReportedThreadQuery(threadId),
    enabled: threadId !== '' && readThreadId === threadId,
  })
  const suffix = toSearch(query).toString()
  const act = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => setNotice({ tone: 'success', text: done }),
      onError: (e) => setNotice({ tone: 'error', text: errorText(e, 'Akce se nezdařila.') }),
    })
  return (
    <AdminInboxScreen
      query={query}
      onQueryChange={(next) => setSearch(toSearch(next))}
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      result={list.data}
      onRetry={() => list.refetch()}
      itemHref={(i) => `${PAGES.adminInbox}/${i.kind}/${i.id}${suffix ? `?${suffix}` : ''}`}
      selected={
        id === ''
          ? undefined
          : { status: item.isPending ? 'loading' : item.isError ? 'error' : 'ready', item: item.data }
      }
      busy={action.isPending}
      notice={notice}
      onSave={(change: { state?: InboxState; note?: string }) =>
        act(
          { kind: 'save', ...change },
          // a picked state saves itself (decision 1352): the notice names it
          change.note === undefined && change.state
            ? `Stav je uložen: ${INBOX_STATE_LABELS[change.state]}.`
            : 'Uloženo.',
        )
      }
      onMakeDraft={() => act({ kind: 'draft' }, 'Koncept nabídky byl vytvořen.')}
      reportedThread={
        threadId === '' || readThreadId !== threadId
          ? undefined
          : { status: thread.isPending ? 'loading' : thread.isError ? 'error' : 'ready', thread: thread.data }
      }
      onReadThread={() => (readThreadId === threadId ? thread.refetch() : setReadThreadId(threadId))}
    />
  )
}
