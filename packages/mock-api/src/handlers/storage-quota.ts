import type { UserDocument } from '@rg/domain/uploads'
import { storageQuotaMessage } from '@rg/domain/uploads'
import type { MockAccount, MockStore } from '../store.ts'
import { fail, type MockOutcome, ok, perStore } from './mock-route.ts'
import { mockOffers } from './offer-data.ts'

/*
 * The account's storage quota in the mock, as the server's services/storage-quota.ts: the document store's files
 * and the photos and documents of the account's own offers count together (docs/decisions/1230-account-bounds.md).
 */

export interface StoredDocument {
  ownerId: string
  doc: UserDocument
  bytes: Uint8Array
}
const storesOf = new WeakMap<MockStore, StoredDocument[]>()

/** Every user's stored documents of this mock store. */
export function storedDocuments(store: MockStore): StoredDocument[] {
  return perStore(storesOf, store)
}

export function setStoredDocuments(store: MockStore, list: StoredDocument[]) {
  storesOf.set(store, list)
}

/** Bytes the account's files take: store documents, and its offers' photos and documents. */
export function usedStorageBytes(store: MockStore, account: MockAccount): number {
  const userId = account.user.id
  const stored = storedDocuments(store)
    .filter((d) => d.ownerId === userId)
    .reduce((sum, d) => sum + d.doc.sizeBytes, 0)
  const offers = mockOffers(store)
    .filter((o) => o.ownerId === userId)
    .reduce(
      (sum, o) =>
        sum +
        o.photos.reduce((n, p) => n + (p.sizeBytes ?? 0), 0) +
        o.documents.reduce((n, d) => n + d.sizeBytes, 0),
      0,
    )
  return stored + offers
}

/** Whether `addBytes` more fit the account's quota: the Czech 413 the server answers when not. */
export function storageRoom(
  store: MockStore,
  account: MockAccount,
  addBytes: number,
  quotaBytes: number,
): MockOutcome<{ usedBytes: number }> {
  const used = usedStorageBytes(store, account)
  return used + addBytes > quotaBytes
    ? fail(413, 'quota', storageQuotaMessage(used, quotaBytes, addBytes))
    : ok({ usedBytes: used })
}
