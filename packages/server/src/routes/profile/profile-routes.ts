import { randomUUID } from 'node:crypto'
import { checkFileContent, STORAGE_BUCKETS, validateUpload } from '@rg/domain'
import sharp from 'sharp'
import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { fail, ok } from '../../services/outcome.ts'
import { eraseAccount, exportAccountData, removeFiles } from '../../services/profile/account-data.ts'
import { getProfile, requestVerification, updateProfile } from '../../services/profile/profile-service.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'

/** Avatars are stored as 512 px squares, so the image transform only ever scales them down. */
const AVATAR_SIZE = 512

/** /api/profile: the user's own profile, verification request, avatar, data export and account deletion. */
export function profileRoutes({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Database
  storage: Storage
  now?: () => Date
}) {
  return [
    defineRoute('getProfile', async ({ claims }) => asUser(db, claims, (tx) => getProfile(tx, claims.sub))),
    defineRoute('updateProfile', async ({ claims, input }) =>
      asUser(db, claims, (tx) => updateProfile(tx, claims.sub, input.body)),
    ),
    defineRoute('requestVerification', async ({ claims }) =>
      asUser(db, claims, (tx) => requestVerification(tx, claims.sub)),
    ),
    defineRoute('exportData', async ({ claims, c }) => {
      const outcome = await asUser(db, claims, (tx) => exportAccountData(tx, claims.sub, now()))
      if (!outcome.ok) return outcome
      c.header(
        'Content-Disposition',
        `attachment; filename="moje-data-${now().toISOString().slice(0, 10)}.json"`,
      )
      return outcome
    }),
    defineRoute('deleteAccount', async ({ claims, input }) => {
      // the server acts on its own authority here (auth tables, ledger tombstone) for the verified requester
      const outcome = await db.transaction((tx) => eraseAccount(tx, claims.sub, input.body.confirmEmail))
      if (!outcome.ok) return outcome
      await removeFiles(storage, outcome.value)
      return ok({ ok: true as const })
    }),
    defineRoute('uploadAvatar', async ({ claims, input }) => {
      const file = input.body.get('file')
      if (!(file instanceof File)) return fail(400, 'bad_upload', 'Vyberte prosím obrázek k nahrání.')
      const name = file.name.normalize('NFC').slice(0, 200)
      const declared = validateUpload('image', { name, size: file.size, type: file.type })
      if (!declared.ok) return fail(declared.code === 'size' ? 413 : 400, declared.code, declared.message)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const content = checkFileContent('image', name, bytes.subarray(0, 4096))
      if (!content.ok) return fail(400, content.code, content.message)
      let square: Uint8Array
      try {
        square = await sharp(bytes)
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toBuffer()
      } catch {
        return fail(400, 'content', `Obrázek „${name}“ nelze přečíst. Nahrajte prosím jiný soubor.`)
      }
      const key = `${claims.sub}/${randomUUID()}.webp`
      await storage.put(STORAGE_BUCKETS.avatars, key, square, 'image/webp')
      const previous = await asUser(db, claims, async (tx) => {
        const old = (
          await tx.query<{ avatar_path: string | null }>(
            'select avatar_path from public.profiles where id = $1',
            [claims.sub],
          )
        ).rows[0]?.avatar_path
        await tx.query('update public.profiles set avatar_path = $2 where id = $1', [claims.sub, key])
        return old ?? null
      })
      if (previous) await storage.remove(STORAGE_BUCKETS.avatars, previous).catch(() => {})
      return ok({ avatarUrl: `${STORAGE_BUCKETS.avatars}/${key}` })
    }),
  ]
}
