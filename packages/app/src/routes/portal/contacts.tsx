import { contactsToCsv, contactsToVcard, pageTitle, pragueDate } from '@rg/domain'
import { ContactsScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import {
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
  const result = useQuery(contactsQuery)
  const create = useCreateContact()
  const remove = useDeleteContact()
  const addToCalls = useAddToCalls()
  const importContacts = useImportContacts()
  return (
    <ContactsScreen
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      contacts={result.data?.items}
      onCreate={(input) => create.mutateAsync(input)}
      onDelete={(contact) => remove.mutate(contact.id)}
      onAddToCalls={(contacts) => addToCalls.mutateAsync(contacts)}
      onImport={(contacts, onProgress) => importContacts.mutateAsync({ contacts, onProgress })}
      onRetry={() => result.refetch()}
      onExport={(format) => {
        const contacts = result.data?.items ?? []
        const day = pragueDate(new Date())
        if (format === 'vcard')
          saveFile(contactsToVcard(contacts), `kontakty-${day}.vcf`, 'text/vcard;charset=utf-8')
        else saveFile(contactsToCsv(contacts), `kontakty-${day}.csv`, 'text/csv;charset=utf-8')
      }}
    />
  )
}
