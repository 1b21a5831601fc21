import { pragueDate } from '@rg/domain/calendar'
import {
  ALREADY_ON_CALL_LIST,
  applyContactImport,
  BAD_CONTACTS_CURSOR,
  type CallLog,
  CONTACT_OFFERS_NOT_FOUND,
  CONTACT_PAGE_DEFAULT,
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  type ColdCall,
  type Contact,
  type ContactInput,
  type ContactLists,
  contactPrimaries,
  contactsRefusedMessage,
  filterContacts,
  importActions,
  isCallDue,
  type MergeableContact,
  resolveContactLists,
  uniqueTags,
} from '@rg/domain/crm'
import { demoUser, verifiedUser } from '../fixtures/user.ts'
import type { MockAccount, MockStore } from '../store.ts'
import { fail, type MockOutcome, mockRoute, ok, refused } from './mock-route.ts'
import { mockNotes, noteKey, setMockNote } from './notes-store.ts'
import { visibleOffer } from './offer-data.ts'

/*
 * The user's own CRM over the story's store (docs/decisions/1040-crm-private.md): every record belongs to one user
 * and nobody else, admins included, ever sees it (the server's RLS, restated by keying everything by owner).
 */

interface CrmState {
  /** The note lives in the notepad (notes-store), as on the server. */
  contacts: Array<Omit<Contact, 'note' | 'email' | 'phone' | 'address'> & { ownerId: string }>
  calls: Array<Omit<ColdCall, 'contact'> & { ownerId: string; contactId: string }>
}

const stateOf = new WeakMap<MockStore, CrmState>()

/** A few demo contacts for the demo accounts, so the screens have something to show. */
function seed(store: MockStore): CrmState {
  const at = store.now().toISOString()
  const contacts: CrmState['contacts'] = []
  let n = 0
  for (const ownerId of [demoUser.id, verifiedUser.id]) {
    for (const c of [
      {
        name: 'Jana Dvořáková',
        company: 'Dvořák Reality s.r.o.',
        phone: '+420 777 123 456',
        tags: ['investor'],
      },
      {
        name: 'Čeněk Šťastný',
        company: 'Advokátní kancelář Šťastný',
        phone: '+420 602 987 654',
        tags: ['právník'],
      },
      { name: 'Petr Novák', company: null, phone: '+420 731 555 010', tags: ['investor', 'developer'] },
    ]) {
      n += 1
      const { phone, ...rest } = c
      contacts.push({
        id: `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`,
        ownerId,
        jobTitle: null,
        emails: [
          {
            type: 'work',
            value: `${c.name.split(' ')[1]?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.cz`,
            primary: true,
          },
        ],
        phones: [{ type: 'mobile', value: phone, primary: true }],
        addresses: [],
        offerIds: [],
        ico: null,
        createdAt: at,
        updatedAt: at,
        ...rest,
      })
    }
  }
  return { contacts, calls: [] }
}

function crm(store: MockStore): CrmState {
  let state = stateOf.get(store)
  if (!state) {
    state = seed(store)
    stateOf.set(store, state)
  }
  return state
}

const CONTACT_NOT_FOUND = fail(404, 'not_found', 'Kontakt nebyl nalezen.')
const COLD_CALL_NOT_FOUND = fail(404, 'not_found', 'Hovor v seznamu nebyl nalezen.')

function publicContact(store: MockStore, { ownerId, ...c }: CrmState['contacts'][number]): Contact {
  return {
    ...c,
    ...contactPrimaries(c),
    note: mockNotes(store).get(noteKey(ownerId, 'CONTACT', c.id))?.body ?? '',
  }
}

/** The list's order and keyset, as the server's: lower-case name, then id. */
const sortKey = (c: { name: string; id: string }) => [c.name.toLowerCase(), c.id] as const
const byKey = (a: { name: string; id: string }, b: { name: string; id: string }) => {
  const [an, ai] = sortKey(a)
  const [bn, bi] = sortKey(b)
  return an < bn ? -1 : an > bn ? 1 : ai < bi ? -1 : ai > bi ? 1 : 0
}
const encodeCursor = (c: { name: string; id: string }) => btoa(encodeURIComponent(JSON.stringify(sortKey(c))))
function decodeCursor(cursor: string): { name: string; id: string } | null {
  try {
    const [name, id] = JSON.parse(decodeURIComponent(atob(cursor))) as [unknown, unknown]
    return typeof name === 'string' && typeof id === 'string' ? { name, id } : null
  } catch {
    return null
  }
}
const CONTACTS_CAP_REACHED = fail(409, 'contacts_cap', CONTACTS_CAP_MESSAGE)

/** A new contact of the account (and its first note), as the server's insertContacts. */
function addContact(store: MockStore, account: MockAccount, body: ContactInput | MergeableContact) {
  const at = store.now().toISOString()
  const contact = {
    id: crypto.randomUUID(),
    ownerId: account.user.id,
    name: body.name,
    jobTitle: body.jobTitle ?? null,
    company: body.company ?? null,
    ico: body.ico ?? null,
    ...resolveContactLists(body),
    tags: uniqueTags(body.tags ?? []),
    offerIds: [...new Set(body.offerIds ?? [])],
    createdAt: at,
    updatedAt: at,
  }
  crm(store).contacts.push(contact)
  if (body.note?.trim())
    setMockNote(store, account.user.id, {
      kind: 'CONTACT',
      targetId: contact.id,
      body: body.note,
      updatedAt: at,
    })
  return contact
}

/** The requester's own contact, or undefined (another user's contact does not exist for them). */
export function mockOwnContact(store: MockStore, account: MockAccount, id: string) {
  return crm(store).contacts.find((c) => c.id === id && c.ownerId === account.user.id)
}

function publicCall(store: MockStore, call: CrmState['calls'][number]): ColdCall {
  const { ownerId: _owner, contactId, ...rest } = call
  const c = crm(store).contacts.find((x) => x.id === contactId)
  const primaries = c ? contactPrimaries(c) : { phone: null, email: null }
  return {
    ...rest,
    contact: {
      id: contactId,
      name: c?.name ?? '',
      phone: primaries.phone,
      email: primaries.email,
      phones: c?.phones ?? [],
      company: c?.company ?? null,
      tags: c?.tags ?? [],
    },
  }
}

function offersVisible(store: MockStore, account: MockAccount, ids: readonly number[]) {
  return ids.every((id) => visibleOffer(store, id, account))
}
const OFFERS_NOT_FOUND = refused(CONTACT_OFFERS_NOT_FOUND)

/** What the server's planNext does: the named fields change; a cleared day clears its time. */
function planNext(
  call: CrmState['calls'][number],
  body: { status?: ColdCall['status']; nextCallOn?: string | null; nextCallTime?: string | null },
) {
  if (body.status !== undefined) call.status = body.status
  if (body.nextCallOn !== undefined) call.nextCallOn = body.nextCallOn
  if (body.nextCallTime !== undefined || body.nextCallOn === null)
    call.nextCallTime = body.nextCallTime ?? null
}

const byName = new Intl.Collator('cs', { sensitivity: 'base' })

export function contactHandlers(store: MockStore) {
  const mine = (account: MockAccount) => crm(store).contacts.filter((c) => c.ownerId === account.user.id)
  const ownCall = (account: MockAccount, id: string) =>
    crm(store).calls.find((c) => c.id === id && c.ownerId === account.user.id)
  return {
    listContacts: mockRoute(store, 'listContacts', ({ input: { query }, account }) => {
      const after = query.cursor ? decodeCursor(query.cursor) : null
      if (query.cursor && !after) return refused(BAD_CONTACTS_CURSOR)
      const own = mine(account).map((c) => publicContact(store, c))
      const limit = query.limit ?? CONTACT_PAGE_DEFAULT
      const found = filterContacts(own, { q: query.q })
        .sort(byKey)
        .filter((c) => !after || byKey(c, after) > 0)
      return ok({
        items: found.slice(0, limit),
        nextCursor: found.length > limit ? encodeCursor(found[limit - 1] as Contact) : null,
        total: own.length,
      })
    }),
    createContact: mockRoute(store, 'createContact', ({ input: { body }, account }) => {
      if (!offersVisible(store, account, body.offerIds)) return OFFERS_NOT_FOUND
      if (mine(account).length >= CONTACTS_PER_ACCOUNT_MAX) return CONTACTS_CAP_REACHED
      return ok(publicContact(store, addContact(store, account, body)), 201)
    }),
    importContacts: mockRoute(store, 'importContacts', ({ input: { body }, account }) => {
      if (
        !offersVisible(
          store,
          account,
          body.contacts.flatMap((c) => c.offerIds),
        )
      )
        return OFFERS_NOT_FOUND
      const existing = mine(account)
      const outcome = applyContactImport(
        existing.map((c) => publicContact(store, c)),
        body.contacts,
        importActions(body),
      )
      const room = Math.max(0, CONTACTS_PER_ACCOUNT_MAX - existing.length)
      if (outcome.create.length > 0 && room === 0 && outcome.update.length === 0) return CONTACTS_CAP_REACHED
      const created = outcome.create.slice(0, room)
      for (const contact of created) addContact(store, account, contact)
      const at = store.now().toISOString()
      for (const merged of outcome.update) {
        const c = mockOwnContact(store, account, merged.id)
        if (!c) continue
        const { note, id: _id, name: _name, ...fields } = merged
        Object.assign(c, fields, { updatedAt: at })
        if (note.trim())
          setMockNote(store, account.user.id, { kind: 'CONTACT', targetId: c.id, body: note, updatedAt: at })
      }
      const refused = outcome.create.length - created.length
      return ok({
        created: created.length,
        duplicates: outcome.skipped,
        merged: outcome.merged,
        kept: Math.min(outcome.kept, created.length),
        refused,
        ...(refused ? { message: contactsRefusedMessage(refused) } : {}),
      })
    }),
    getContact: mockRoute(store, 'getContact', ({ input: { params }, account }) => {
      const c = mockOwnContact(store, account, params.id)
      if (!c) return CONTACT_NOT_FOUND
      // the linked offers the requester can still see, in the order linked (as the server's getContact)
      const offers = c.offerIds.flatMap((id) => {
        const o = visibleOffer(store, id, account)
        return o ? [{ id: o.id, kind: o.kind, name: o.pubName, own: o.ownerId === account.user.id }] : []
      })
      return ok({ ...publicContact(store, c), offers })
    }),
    updateContact: mockRoute(store, 'updateContact', ({ input: { params, body }, account }) => {
      const c = mockOwnContact(store, account, params.id)
      if (!c) return CONTACT_NOT_FOUND
      if (body.offerIds && !offersVisible(store, account, body.offerIds)) return OFFERS_NOT_FOUND
      if (body.name !== undefined) c.name = body.name
      if (body.jobTitle !== undefined) c.jobTitle = body.jobTitle ?? null
      if (body.company !== undefined) c.company = body.company ?? null
      if (body.ico !== undefined) c.ico = body.ico ?? null
      const lists: ContactLists = resolveContactLists(body, c)
      c.emails = lists.emails
      c.phones = lists.phones
      c.addresses = lists.addresses
      if (body.tags !== undefined) c.tags = uniqueTags(body.tags)
      if (body.offerIds !== undefined) c.offerIds = [...new Set(body.offerIds)]
      c.updatedAt = store.now().toISOString()
      return ok(publicContact(store, c))
    }),
    deleteContact: mockRoute(store, 'deleteContact', ({ input: { params }, account }) => {
      const state = crm(store)
      if (!mockOwnContact(store, account, params.id)) return CONTACT_NOT_FOUND
      state.contacts = state.contacts.filter((c) => c.id !== params.id)
      state.calls = state.calls.filter((c) => c.contactId !== params.id)
      return ok({ ok: true as const })
    }),

    listColdCalls: mockRoute(store, 'listColdCalls', ({ input: { query }, account }) => {
      const today = pragueDate(store.now())
      const q = query.q?.toLocaleLowerCase('cs')
      const items = crm(store)
        .calls.filter((c) => c.ownerId === account.user.id)
        .map((c) => publicCall(store, c))
        .filter((c) => !query.statuses.length || query.statuses.includes(c.status))
        .filter((c) => !query.due || isCallDue(c, today))
        .filter(
          (c) =>
            !q ||
            c.contact.name.toLocaleLowerCase('cs').includes(q) ||
            (c.contact.company ?? '').toLocaleLowerCase('cs').includes(q),
        )
        .sort(
          (a, b) =>
            (a.nextCallOn ?? '9999').localeCompare(b.nextCallOn ?? '9999') ||
            (a.nextCallTime ?? '').localeCompare(b.nextCallTime ?? '') ||
            byName.compare(a.contact.name, b.contact.name),
        )
      return ok({ items })
    }),
    createColdCall: mockRoute(store, 'createColdCall', ({ input: { body }, account }) => {
      if (!mockOwnContact(store, account, body.contactId)) return CONTACT_NOT_FOUND
      const state = crm(store)
      if (state.calls.some((c) => c.ownerId === account.user.id && c.contactId === body.contactId)) {
        return refused(ALREADY_ON_CALL_LIST)
      }
      const at = store.now().toISOString()
      const call = {
        id: crypto.randomUUID(),
        ownerId: account.user.id,
        contactId: body.contactId,
        status: 'NEW' as const,
        nextCallOn: null,
        nextCallTime: null,
        logs: [],
        createdAt: at,
        updatedAt: at,
      }
      state.calls.push(call)
      return ok(publicCall(store, call), 201)
    }),
    updateColdCall: mockRoute(store, 'updateColdCall', ({ input: { params, body }, account }) => {
      const call = ownCall(account, params.id)
      if (!call) return COLD_CALL_NOT_FOUND
      planNext(call, body)
      call.updatedAt = store.now().toISOString()
      return ok(publicCall(store, call))
    }),
    deleteColdCall: mockRoute(store, 'deleteColdCall', ({ input: { params }, account }) => {
      const state = crm(store)
      if (!ownCall(account, params.id)) return COLD_CALL_NOT_FOUND
      state.calls = state.calls.filter((c) => c.id !== params.id)
      return ok({ ok: true as const })
    }),
    logCall: mockRoute(store, 'logCall', ({ input: { params, body }, account }): MockOutcome<CallLog> => {
      const call = ownCall(account, params.id)
      if (!call) return COLD_CALL_NOT_FOUND
      const log: CallLog = {
        id: crypto.randomUUID(),
        calledAt: body.calledAt ?? store.now().toISOString(),
        outcome: body.outcome,
        note: body.note ?? null,
      }
      planNext(call, body)
      call.logs = [log, ...call.logs].sort((a, b) => b.calledAt.localeCompare(a.calledAt))
      call.updatedAt = store.now().toISOString()
      return ok(log, 201)
    }),
  }
}
