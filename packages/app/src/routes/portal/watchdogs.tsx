import { pageTitle } from '@rg/domain/navigation'
import { WatchdogsScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../api/error-text.ts'
import { useWatchdogMutations, watchdogBrowseHref, watchdogListQuery } from '../../api/watchdogs.ts'
import type { Route } from './+types/watchdogs'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Hlídací psi', location.pathname) }]
}

/** /portal/watchdogs: the user's watchdogs (the onboarding one included), created, edited, paused and deleted here. */
export default function Watchdogs() {
  const list = useQuery(watchdogListQuery)
  const { create, update, remove } = useWatchdogMutations()
  const failed = [create, update, remove].find((m) => m.isError)
  return (
    <WatchdogsScreen
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      items={list.data?.items ?? []}
      browseHref={watchdogBrowseHref}
      saving={create.isPending || update.isPending}
      error={failed ? errorText(failed.error) : null}
      onCreate={(values) => create.mutate(values)}
      onUpdate={(id, values) => update.mutate({ id, values })}
      onDelete={(id) => remove.mutate(id)}
      onRetry={() => list.refetch()}
    />
  )
}
