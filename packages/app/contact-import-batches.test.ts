import { CONTACT_IMPORT_MAX, type ContactInput, contactsRefusedMessage } from '@rg/domain/crm'
import { describe, expect, it } from 'vitest'
import { CONTACT_IMPORT_BATCH, importInBatches } from './src/api/contacts.ts'
import { ApiRequestError } from './src/api/http.ts'

/* The app sends a large import in batches and adds up the answers (packages/app/src/api/contacts.ts). */
describe('importInBatches', () => {
  const rows = (n: number): ContactInput[] => Array.from({ length: n }, (_, i) => ({ name: `K ${i}` }))

  it('sends a 20 000-row file in batches of 2 000, reports progress and adds up the answers', async () => {
    const sizes: number[] = []
    const progress: number[] = []
    const result = await importInBatches(
      rows(CONTACT_IMPORT_MAX),
      (done) => progress.push(done),
      async ({ contacts }) => {
        sizes.push(contacts.length)
        return { created: contacts.length - 1, duplicates: 1, merged: 0, kept: 0, refused: 0 }
      },
    )
    expect(sizes).toEqual(Array(CONTACT_IMPORT_MAX / CONTACT_IMPORT_BATCH).fill(CONTACT_IMPORT_BATCH))
    expect(progress.at(-1)).toBe(CONTACT_IMPORT_MAX)
    expect(progress).toHaveLength(10)
    expect(result).toEqual({
      created: CONTACT_IMPORT_MAX - 10,
      duplicates: 10,
      merged: 0,
      kept: 0,
      refused: 0,
    })
  })

  it('counts the rows past the cap: refused by a batch, and all the rest once the book is full (409)', async () => {
    let call = 0
    const result = await importInBatches(rows(5000), undefined, async () => {
      call++
      if (call === 1) return { created: 1500, duplicates: 0, merged: 0, kept: 0, refused: 500 }
      throw new ApiRequestError(409, 'contacts_cap', 'plno')
    })
    expect(result).toEqual({
      created: 1500,
      duplicates: 0,
      merged: 0,
      kept: 0,
      refused: 500 + 3000,
      message: contactsRefusedMessage(3500),
    })
    // a full book at the first batch is the server's own Czech 409, as for one request
    await expect(
      importInBatches(rows(10), undefined, async () => {
        throw new ApiRequestError(409, 'contacts_cap', 'V kontaktech může být nejvýše 20 000 kontaktů.')
      }),
    ).rejects.toThrow('V kontaktech může být nejvýše 20 000 kontaktů.')
  })

  it('sends each batch the duplicate choices of its own rows, indexed within the batch', async () => {
    const sent: Array<{ n: number; choices: unknown }> = []
    const result = await importInBatches(
      rows(CONTACT_IMPORT_BATCH + 10),
      undefined,
      async ({ contacts, onDuplicate, duplicateChoices }) => {
        sent.push({ n: contacts.length, choices: { onDuplicate, duplicateChoices } })
        return { created: 0, duplicates: 0, merged: duplicateChoices?.length ?? 0, kept: 0, refused: 0 }
      },
      {
        onDuplicate: 'skip',
        duplicateChoices: [
          { index: 3, action: 'merge' },
          { index: CONTACT_IMPORT_BATCH + 2, action: 'keep' },
        ],
      },
    )
    expect(sent).toEqual([
      {
        n: CONTACT_IMPORT_BATCH,
        choices: { onDuplicate: 'skip', duplicateChoices: [{ index: 3, action: 'merge' }] },
      },
      { n: 10, choices: { onDuplicate: 'skip', duplicateChoices: [{ index: 2, action: 'keep' }] } },
    ])
    expect(result.merged).toBe(2)
  })
})
