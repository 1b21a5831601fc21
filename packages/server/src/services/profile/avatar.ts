import { randomUUID } from 'node:crypto'
import { AVATAR_FILE_MISSING } from '@rg/domain/profile'
import { MAX_IMAGE_PIXELS, STORAGE_BUCKETS } from '@rg/domain/uploads'
import sharp from 'sharp'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import type { WorkGate } from '../../images/gate.ts'
import { IMAGE_BUSY_MESSAGE } from '../../images/transform.ts'
import type { Storage } from '../../storage/storage.ts'
import { readImageHeader, readUpload } from '../offers/offer-files.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'

/** Avatars are stored as 512 px squares, so the image transform only ever scales them down. */
const AVATAR_SIZE = 512

/**
 * The requester's new avatar from a multipart body: checked like a listing photo (type, size, pixel limit from the
 * header before decoding), squared to 512 px WebP in the bounded image-work queue, stored, and the previous one
 * removed once the profile points at the new one.
 */
export async function replaceAvatar(
  { db, storage, imageGate }: { db: Database; storage: Storage; imageGate: WorkGate },
  claims: RequestClaims & { sub: string },
  body: FormData,
): Promise<Outcome<{ avatarUrl: string }>> {
  if (!(body.get('file') instanceof File)) return refused(AVATAR_FILE_MISSING)
  const upload = await readUpload(body, 'image')
  if (!upload.ok) return upload
  const { name, bytes } = upload.value
  const header = await readImageHeader(name, bytes)
  if (!header.ok) return header
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
  if (!square) return fail(400, 'content', `Obrázek „${name}“ nelze přečíst. Nahrajte prosím jiný soubor.`)
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
}
