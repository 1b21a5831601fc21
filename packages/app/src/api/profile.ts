import type { AccountDeletionRequest, ProfileUpdateRequest } from '@rg/domain/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'
import { saveFile } from './save-file.ts'
import { userKey } from './user.ts'

/* The user's own profile (issue 16): GET/PATCH /api/profile, verification, avatar, export and deletion. */

export const profileKey = ['profile'] as const

export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: () => checked('getProfile'),
  retry: retryNetwork,
})

/** Every profile change also refreshes the serialized user (name, role and avatar in the header). */
function useInvalidateAccount() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: profileKey }),
      client.invalidateQueries({ queryKey: userKey }),
    ])
}

export function useUpdateProfile() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => checked('updateProfile', { body }),
    onSuccess: invalidate,
  })
}

export function useRequestVerification() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: () => checked('requestVerification', { body: {} }),
    onSuccess: invalidate,
  })
}

export function useUploadAvatar() {
  const invalidate = useInvalidateAccount()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return checked('uploadAvatar', { body })
    },
    onSuccess: invalidate,
  })
}

/** Downloads GET /api/profile/export as a JSON file. */
export async function downloadExport(): Promise<void> {
  const data = await checked('exportData')
  saveFile(
    JSON.stringify(data, null, 2),
    `moje-data-${data.exportedAt.slice(0, 10)}.json`,
    'application/json',
  )
}

export function deleteAccount(body: AccountDeletionRequest) {
  return checked('deleteAccount', { body })
}
