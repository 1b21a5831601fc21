import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { userDocumentListResponseSchema } from '@rg/domain/uploads'
import { expect, it } from 'vitest'
import { verifiedUser } from '../fixtures/user.ts'
import { createMockStore, type MockStore } from '../store.ts'
import { documentHandlers } from './documents.ts'
import { myOfferHandlers } from './my-offers.ts'
import { usedStorageBytes } from './storage-quota.ts'
import { serveMockApi } from './test-server.ts'

/* The mock's storage quota counts offer files as the server's does (docs/decisions/1230-account-bounds.md). */
const QUOTA = 4 * 1024 * 1024
let store: MockStore = createMockStore()
serveMockApi(verifiedUser.id, (fresh) => {
  store = fresh
  return [...Object.values(myOfferHandlers(store, QUOTA)), ...Object.values(documentHandlers(store, QUOTA))]
})

const base = 'http://mock.test'
const pdf = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}
const send = (path: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'application/pdf' }))
  return fetch(`${base}${path}`, { method: 'POST', body: form })
}

it('counts offer documents in the account’s quota and refuses one over it in Czech', async () => {
  const account = store.accounts.find((a) => a.user.id === verifiedUser.id)
  if (!account) throw new Error('no verified account')
  const created = await fetch(`${base}${endpointUrl('createOffer')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'LISTING', category: 'REAL_ESTATE', pubName: 'Koncept' }),
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const before = usedStorageBytes(store, account)
  const room = QUOTA - before
  const docUrl = endpointUrl('uploadOfferDocument', { params: { id } })
  expect((await send(docUrl, pdf(room - 1024), 'posudek.pdf')).status).toBe(201)
  const listed = userDocumentListResponseSchema.parse(
    await (await fetch(`${base}${endpointUrl('listDocuments')}`)).json(),
  )
  expect(listed.usedBytes).toBe(QUOTA - 1024)
  const over = await send(docUrl, pdf(2048), 'smlouva.pdf')
  expect(over.status).toBe(413)
  expect(apiErrorSchema.parse(await over.json()).message).toMatch(
    /^Soubor \(2\skB\) se do úložiště nevejde: zbývá 1\skB z 4\sMB/,
  )
  expect((await send(endpointUrl('uploadDocument'), pdf(2048), 'a.pdf')).status).toBe(413)
})
