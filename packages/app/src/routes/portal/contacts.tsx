import { pragueDate } from '@rg/domain/calendar'
import { contactsToCsv, contactsToVcard } from '@rg/domain/crm'
import { pageTitle } from '@rg/domain/navigation'
import { ContactsScreen } from '@rg/ui/screens'
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  contactPagesQuery,
  contactsQuery,
  useAddToCalls,
  useCreateContact,
  useDeleteContact,
  useImportContacts,
} from '../../api/contacts.ts'
import { saveFile } from '../../api/save-file.ts'
import type { Route } from './+types/contacts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Kontakty', location.pathname) }]
}

/** /portal/contacts: the user's private address book (docs/decisions/1040-crm-private.md). */
export default function Page() {
  const [q, setQ] = useState('')
  // a new search keeps the previous rows on screen until its first page arrives
  const list = useInfiniteQuery({ ...contactPagesQuery(q), placeholderData: keepPreviousData })
  const client = useQueryClient()
  const create = useCreateContact()
  const remove = useDeleteContact()
  const addToCalls = useAddToCalls()
  const importContacts = useImportContacts()
  const pages = list.data?.pages ?? []
  const loadAll = async () => (await client.fetchQuery(contactsQuery)).items
  return (
    <ContactsScreen
      status={list.isPending ? 'loading' : list.isError && !pages.length ? 'error' : 'ready'}
      contacts={pages.flatMap((p) => p.items)}
      total={pages.at(-1)?.total}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      loadMoreError={list.isFetchNextPageError}
      onLoadMore={() => {
        if (!list.isFetchingNextPage) void list.fetchNextPage()
      }}
      onSearch={setQ}
      onLoadAll={loadAll}
      onCreate={(input) => create.mutateAsync(input)}
      onDelete={(contact) => remove.mutate(contact.id)}
      onAddToCalls={(contacts) => addToCalls.mutateAsync(contacts)}
      onImport={(contacts, onProgress, choices) =>
        importContacts.mutateAsync({ contacts, onProgress, choices })
      }
      onRetry={() => list.refetch()}
      onExport={async (format) => {
        // the export is the whole address book, not the pages shown
        const contacts = await loadAll()
        const day = pragueDate(new Date())
        if (format === 'vcard')
          saveFile(contactsToVcard(contacts), `kontakty-${day}.vcf`, 'text/vcard;charset=utf-8')
        else saveFile(contactsToCsv(contacts), `kontakty-${day}.csv`, 'text/csv;charset=utf-8')
      }}
    />
  )
}
