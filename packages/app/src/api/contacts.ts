import {
  CONTACT_PAGE_MAX,
  type ColdCallUpdateRequest,
  type Contact,
  type ContactInput,
  type ContactListResponse,
  type EndpointRequest,
} from '@rg/domain'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from './call.ts'
import { ApiRequestError } from './http.ts'

/*
 * The user's own CRM: contacts and the call list (docs/decisions/1040-crm-private.md). Query options and mutation
 * hooks with their invalidation; routes only map the data to screen props.
 */

export const contactsKey = ['contacts'] as const
export const coldCallsKey = ['coldcalls'] as const

/**
 * The whole address book, read page by page (GET /api/contacts pages by a keyset cursor, CONTACT_PAGE_MAX a page):
 * the screen searches, sorts and exports it on the device; at the cap of 20 000 contacts that is 40 short answers.
 */
export const contactsQuery = queryOptions({
  queryKey: contactsKey,
  queryFn: async (): Promise<ContactListResponse> => {
    const items: Contact[] = []
    let cursor: string | null = null
    let total = 0
    do {
      const page: ContactListResponse = await call('listContacts', {
        query: { limit: CONTACT_PAGE_MAX, ...(cursor ? { cursor } : {}) },
      })
      items.push(...page.items)
      total = page.total
      cursor = page.nextCursor
    } while (cursor)
    return { items, nextCursor: null, total }
  },
})

export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: [...contactsKey, id],
    queryFn: () => call('getContact', { params: { id } }),
  })

export const coldCallsQuery = (query: EndpointRequest<'listColdCalls'>['query'] = {}) =>
  queryOptions({
    queryKey: [...coldCallsKey, query],
    queryFn: () => call('listColdCalls', { query }),
  })

/** Contacts change → the list, the detail and the call list (which shows the contact's name) refresh. */
function useInvalidateCrm() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contactsKey }),
      client.invalidateQueries({ queryKey: coldCallsKey }),
    ])
}

export function useCreateContact() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (body: ContactInput) => call('createContact', { body }),
    onSuccess: invalidate,
  })
}

export function useUpdateContact() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndpointRequest<'updateContact'>['body'] }) =>
      call('updateContact', { params: { id }, body }),
    onSuccess: invalidate,
  })
}

export function useDeleteContact() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (id: string) => call('deleteContact', { params: { id } }),
    onSuccess: invalidate,
  })
}

export function useCreateColdCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (contactId: string) => call('createColdCall', { body: { contactId } }),
    onSuccess: invalidate,
  })
}

export function useImportContacts() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (contacts: ContactInput[]) => call('importContacts', { body: { contacts } }),
    onSuccess: invalidate,
  })
}

/** Puts several contacts on the call list; those already on it (409) are fine as they are. */
export function useAddToCalls() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (contacts: readonly Contact[]) =>
      Promise.all(
        contacts.map((c) =>
          call('createColdCall', { body: { contactId: c.id } }).catch((e: unknown) => {
            if (!(e instanceof ApiRequestError && e.status === 409)) throw e
          }),
        ),
      ),
    onSuccess: invalidate,
  })
}

export function useUpdateColdCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ColdCallUpdateRequest }) =>
      call('updateColdCall', { params: { id }, body }),
    onSuccess: invalidate,
  })
}

export function useDeleteColdCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (id: string) => call('deleteColdCall', { params: { id } }),
    onSuccess: invalidate,
  })
}

export function useLogCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndpointRequest<'logCall'>['body'] }) =>
      call('logCall', { params: { id }, body }),
    onSuccess: invalidate,
  })
}
