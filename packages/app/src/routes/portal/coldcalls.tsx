import { pragueDate } from '@rg/domain/calendar'
import { coldCallsToIcs } from '@rg/domain/crm'
import { pageTitle } from '@rg/domain/navigation'
import { ColdCallsScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { coldCallsQuery, useLogCall, useUpdateColdCall } from '../../api/contacts.ts'
import { saveFile } from '../../api/save-file.ts'
import { runtimeConfig } from '../../config/runtime-config.ts'
import type { Route } from './+types/coldcalls'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Studené hovory', location.pathname) }]
}

/** /portal/crm/coldcalls: the call list over the user's contacts (docs/decisions/1040-crm-private.md). */
export default function Page() {
  const result = useQuery(coldCallsQuery())
  const update = useUpdateColdCall()
  const log = useLogCall()
  return (
    <ColdCallsScreen
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      calls={result.data?.items}
      today={pragueDate(new Date())}
      onStatusChange={(c, status) => update.mutate({ id: c.id, body: { status } })}
      onNextCallChange={(c, nextCallOn) => update.mutate({ id: c.id, body: { nextCallOn } })}
      onNextCallTimeChange={(c, nextCallTime) => update.mutate({ id: c.id, body: { nextCallTime } })}
      onLogCall={(c, entry) => log.mutateAsync({ id: c.id, body: entry })}
      onExportCalendar={() =>
        saveFile(
          coldCallsToIcs(result.data?.items ?? [], new Date(), runtimeConfig().baseUrl),
          `hovory-${pragueDate(new Date())}.ics`,
          'text/calendar;charset=utf-8',
        )
      }
      onRetry={() => result.refetch()}
    />
  )
}
