import { pageTitle } from '@rg/domain/navigation'
import { MessagesScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { threadListQuery } from '../../api/messages-and-access.ts'
import type { Route } from './+types/messages'
import { useThreadPanel } from './deal-room.tsx'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Zprávy', location.pathname) }]
}

/** /portal/messages?thread=…: the viewer's threads, the chosen one open (the e-mail's link names it). */
export default function Messages() {
  const list = useQuery(threadListQuery())
  const [search, setSearch] = useSearchParams()
  const selectedId = search.get('thread') ?? list.data?.items[0]?.id ?? null
  const thread = useThreadPanel(selectedId)
  return (
    <MessagesScreen
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      threads={list.data?.items ?? []}
      unreadCount={list.data?.unreadCount ?? 0}
      selectedId={selectedId}
      onSelect={(id) => setSearch({ thread: id }, { replace: true })}
      onRetry={() => list.refetch()}
      thread={thread}
    />
  )
}
