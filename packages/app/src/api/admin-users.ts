import type { Role } from '@rg/domain/profile'
import type { AdminUserListQuery } from '@rg/domain/roles'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'

/* The operator's user management (issue 16): GET /api/admin/users(/:id) and the actions on a user. */

export const adminUsersKey = ['admin-users'] as const

export const adminUsersQuery = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', query],
    queryFn: () => checked('adminListUsers', { query }),
    retry: retryNetwork,
  })

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'detail', id],
    queryFn: () => checked('adminGetUser', { params: { id } }),
    retry: retryNetwork,
  })

type Action =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'role'; role: Exclude<Role, 'SUPER_ADMIN'> }
  | { kind: 'credits'; amount: number; note: string }
  | { kind: 'block'; blocked: boolean }

function run(id: string, action: Action) {
  const params = { id }
  switch (action.kind) {
    case 'approve':
      return checked('adminDecideVerification', { params, body: { decision: 'APPROVE' } })
    case 'reject':
      return checked('adminDecideVerification', {
        params,
        body: { decision: 'REJECT', reason: action.reason },
      })
    case 'role':
      return checked('adminChangeRole', { params, body: { role: action.role } })
    case 'credits':
      return checked('adminAdjustCredits', { params, body: { amount: action.amount, note: action.note } })
    case 'block':
      return checked('adminBlockUser', { params, body: { blocked: action.blocked } })
  }
}

/** One mutation for every action on a user; the list and the detail are refetched after each. */
export function useAdminUserAction(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: Action) => run(id, action),
    onSuccess: () => client.invalidateQueries({ queryKey: adminUsersKey }),
  })
}
