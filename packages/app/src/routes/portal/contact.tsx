import { PAGES, pageTitle } from '@rg/domain/navigation'
import { ContactDetailScreen, Notepad } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import {
  coldCallsQuery,
  contactQuery,
  useCreateColdCall,
  useDeleteContact,
  useUpdateContact,
} from '../../api/contacts.ts'
import { ApiRequestError } from '../../api/http.ts'
import { useNotepad } from '../../api/notepad.ts'
import type { Route } from './+types/contact'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Kontakt', location.pathname) }]
}

/** /portal/contacts/{id}: one of the user's contacts, its note (kind CONTACT) and the call-list action. */
export default function Page() {
  const id = useParams().contactId ?? ''
  const navigate = useNavigate()
  const result = useQuery(contactQuery(id))
  const calls = useQuery(coldCallsQuery())
  const update = useUpdateContact()
  const remove = useDeleteContact()
  const addToCalls = useCreateColdCall()
  const notepad = useNotepad('CONTACT', id, result.isSuccess)
  const listed = calls.data?.items.some((c) => c.contact.id === id) ?? true
  const notFound = result.error instanceof ApiRequestError && result.error.status === 404
  return (
    <ContactDetailScreen
      status={result.isPending ? 'loading' : notFound ? 'not-found' : result.isError ? 'error' : 'ready'}
      contact={result.data}
      onSave={(body) => update.mutateAsync({ id, body })}
      onDelete={() => remove.mutate(id, { onSuccess: () => navigate(PAGES.contacts) })}
      onAddToCalls={listed ? undefined : () => addToCalls.mutate(id)}
      onRetry={() => result.refetch()}
      notepad={<Notepad label="Moje poznámka ke kontaktu" {...notepad} />}
    />
  )
}
