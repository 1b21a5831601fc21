import type { Database } from '../../db/database.ts'
import type { WorkGate } from '../../images/gate.ts'
import { deleteAccount, exportAccountData } from '../../services/profile/account-data.ts'
import { replaceAvatar } from '../../services/profile/avatar.ts'
import { getProfile, requestVerification, updateProfile } from '../../services/profile/profile-service.ts'
import type { Storage } from '../../storage/storage.ts'
import { defineRoute } from '../define-route.ts'
import { streamedJson } from '../streamed-json.ts'

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
    defineRoute('getProfile', ({ claims }) => getProfile(db, claims)),
    defineRoute('updateProfile', ({ claims, input }) => updateProfile(db, claims, input.body)),
    defineRoute('requestVerification', ({ claims }) => requestVerification(db, claims)),
    defineRoute('exportData', async ({ claims, c }) => {
      const opened = await exportAccountData(db, claims, now())
      if (!opened.ok) return opened
      return streamedJson(opened.value, c.req.header('Accept-Encoding'), {
        'Content-Disposition': `attachment; filename="moje-data-${now().toISOString().slice(0, 10)}.json"`,
        'Cache-Control': 'no-store',
      })
    }),
    defineRoute('deleteAccount', async ({ claims, input }) =>
      deleteAccount(db, storage, claims.sub, input.body.confirmEmail),
    ),
    defineRoute('uploadAvatar', async ({ claims, input }) =>
      replaceAvatar({ db, storage, imageGate }, claims, input.body),
    ),
  ]
}
