import { randomUUID } from 'node:crypto'
import { MAX_IMAGE_PIXELS, STORAGE_BUCKETS } from '@rg/domain'
import sharp from 'sharp'
import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { WorkGate } from '../../images/gate.ts'
import { IMAGE_BUSY_MESSAGE } from '../../images/transform.ts'
import { readImageHeader, readUpload } from '../../services/offers/offer-files.ts'
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
  imageGate,
  now = () => new Date(),
}: {
  db: Database
  storage: Storage
  /** The process's image-work gate (images/transform.ts imageWorkGate), shared with /img. */
  imageGate: WorkGate
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
      if (!(input.body.get('file') instanceof File))
        return fail(400, 'bad_upload', 'Vyberte prosím obrázek k nahrání.')
      const upload = await readUpload(input.body, 'image')
      if (!upload.ok) return upload
      const { name, bytes } = upload.value
      // the pixel limit from the header before anything is decoded, as for listing photos
      const header = await readImageHeader(name, bytes)
      if (!header.ok) return header
      // decoding and resizing is image work: it waits in the same bounded queue as /img transforms
      const done = await imageGate.run(() =>
        sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toBuffer()
          .then(
            (output) => new Uint8Array(output),
            () => null,
          ),
      )
      if (!done.ok) return fail(503, 'busy', IMAGE_BUSY_MESSAGE)
      const square = done.value
      if (!square)
        return fail(400, 'content', `Obrázek „${name}“ nelze přečíst. Nahrajte prosím jiný soubor.`)
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
