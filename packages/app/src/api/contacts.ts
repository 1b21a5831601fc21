import type { EndpointRequest } from '@rg/domain/contract'
import {
  CONTACT_PAGE_MAX,
  type ColdCallUpdateRequest,
  type Contact,
  type ContactDuplicateAction,
  type ContactImportRequest,
  type ContactImportResponse,
  type ContactInput,
  type ContactListResponse,
  contactsRefusedMessage,
} from '@rg/domain/crm'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { ApiRequestError } from './http.ts'

/*
 * The user's own CRM: contacts and the call list (docs/decisions/1040-crm-private.md). Query options and mutation
 * hooks with their invalidation; routes only map the data to screen props.
 */

export const contactsKey = ['contacts'] as const
export const coldCallsKey = ['coldcalls'] as const

/**
 * The whole address book, read page by page (GET /api/contacts pages by a keyset cursor, CONTACT_PAGE_MAX a page):
 * for the export, the import's duplicate check and the offer's contact panel; at the cap of 20 000 contacts that is
 * 40 short answers. The list screen reads pages on demand instead (contactPagesQuery).
 */
export const contactsQuery = queryOptions({
  queryKey: contactsKey,
  queryFn: async (): Promise<ContactListResponse> => {
    const items: Contact[] = []
    let cursor: string | null = null
    let total = 0
    do {
      const page: ContactListResponse = await checked('listContacts', {
        query: { limit: CONTACT_PAGE_MAX, ...(cursor ? { cursor } : {}) },
      })
      items.push(...page.items)
      total = page.total
      cursor = page.nextCursor
    } while (cursor)
    return { items, nextCursor: null, total }
  },
})

/**
 * /portal/contacts a page at a time by name (keyset, docs/decisions/1325): the next page when the user asks for it;
 * another search is another query, so it starts from the first page again.
 */
export const contactPagesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...contactsKey, 'pages', q],
    queryFn: ({ pageParam }) =>
      checked('listContacts', {
        query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: [...contactsKey, id],
    queryFn: () => checked('getContact', { params: { id } }),
  })

export const coldCallsQuery = (query: EndpointRequest<'listColdCalls'>['query'] = {}) =>
  queryOptions({
    queryKey: [...coldCallsKey, query],
    queryFn: () => checked('listColdCalls', { query }),
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
    mutationFn: (body: ContactInput) => checked('createContact', { body }),
    onSuccess: invalidate,
  })
}

export function useUpdateContact() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndpointRequest<'updateContact'>['body'] }) =>
      checked('updateContact', { params: { id }, body }),
    onSuccess: invalidate,
  })
}

export function useDeleteContact() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (id: string) => checked('deleteContact', { params: { id } }),
    onSuccess: invalidate,
  })
}

export function useCreateColdCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (contactId: string) => checked('createColdCall', { body: { contactId } }),
    onSuccess: invalidate,
  })
}

/** Contacts per request of an import: a 20 000-row file goes in ten, so the dialog can show its progress. */
export const CONTACT_IMPORT_BATCH = 2_000

/** What the import does with each duplicate: `index` into the whole list of rows sent (docs/decisions/1323). */
export interface ImportChoices {
  onDuplicate: ContactDuplicateAction
  duplicateChoices: readonly { index: number; action: ContactDuplicateAction }[]
}

/**
 * The whole import in batches, one after another: the server checks duplicates against what the earlier batches saved,
 * so the result is the one of a single request; each batch carries the duplicate choices of its own rows, indexed
 * within the batch. Past the account's cap the server saves what fits and names the rest; once the address book is
 * full (409), the remaining rows are counted as not saved.
 */
export async function importInBatches(
  contacts: readonly ContactInput[],
  onProgress?: (done: number) => void,
  send: (body: ContactImportRequest) => Promise<ContactImportResponse> = (body) =>
    checked('importContacts', { body }),
  choices: ImportChoices = { onDuplicate: 'skip', duplicateChoices: [] },
): Promise<ContactImportResponse> {
  const total = { created: 0, duplicates: 0, merged: 0, kept: 0, refused: 0 }
  for (let at = 0; at < contacts.length; at += CONTACT_IMPORT_BATCH) {
    const batch = contacts.slice(at, at + CONTACT_IMPORT_BATCH)
    const duplicateChoices = choices.duplicateChoices
      .filter((c) => c.index >= at && c.index < at + batch.length)
      .map((c) => ({ index: c.index - at, action: c.action }))
    try {
      const r = await send({ contacts: batch, onDuplicate: choices.onDuplicate, duplicateChoices })
      total.created += r.created
      total.duplicates += r.duplicates
      total.merged += r.merged
      total.kept += r.kept
      total.refused += r.refused
    } catch (e) {
      if (!(e instanceof ApiRequestError && e.code === 'contacts_cap') || at === 0) throw e
      total.refused += contacts.length - at
      break
    }
    onProgress?.(Math.min(contacts.length, at + batch.length))
  }
  return total.refused ? { ...total, message: contactsRefusedMessage(total.refused) } : total
}

export function useImportContacts() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({
      contacts,
      onProgress,
      choices,
    }: {
      contacts: ContactInput[]
      onProgress?: (done: number) => void
      choices?: ImportChoices
    }) => importInBatches(contacts, onProgress, undefined, choices),
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
          checked('createColdCall', { body: { contactId: c.id } }).catch((e: unknown) => {
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
      checked('updateColdCall', { params: { id }, body }),
    onSuccess: invalidate,
  })
}

export function useDeleteColdCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: (id: string) => checked('deleteColdCall', { params: { id } }),
    onSuccess: invalidate,
  })
}

export function useLogCall() {
  const invalidate = useInvalidateCrm()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndpointRequest<'logCall'>['body'] }) =>
      checked('logCall', { params: { id }, body }),
    onSuccess: invalidate,
  })
}
