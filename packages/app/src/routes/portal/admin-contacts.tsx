import { pageTitle } from '@rg/domain/navigation'
import { type Role, VERIFICATION_STATUSES, type VerificationStatus } from '@rg/domain/profile'
import { type AdminUsersQuery, AdminUsersScreen, adminUsersRequest } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { adminUsersQuery } from '../../api/admin-users.ts'
import type { Route } from './+types/admin-contacts'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Uživatelé', location.pathname) }]
}

const ROLES: readonly string[] = ['USER', 'VERIFIED', 'ADMIN', 'SUPER_ADMIN']

function fromSearch(search: URLSearchParams): AdminUsersQuery {
  const role = search.get('role')
  const verification = search.get('verification')
  const blocked = search.get('blocked')
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    q: search.get('q') || undefined,
    role: role && ROLES.includes(role) ? (role as Role) : undefined,
    verification:
      verification && (VERIFICATION_STATUSES as readonly string[]).includes(verification)
        ? (verification as VerificationStatus)
        : undefined,
    blocked: blocked === 'true' ? true : blocked === 'false' ? false : undefined,
  }
}

function toSearch(query: AdminUsersQuery): URLSearchParams {
  const out = new URLSearchParams()
  if (query.q) out.set('q', query.q)
  if (query.role) out.set('role', query.role)
  if (query.verification) out.set('verification', query.verification)
  if (query.blocked !== undefined) out.set('blocked', String(query.blocked))
  if (query.page > 1) out.set('page', String(query.page))
  return out
}

/** /portal/admin/contacts: every user (the admin's "contacts"), the query kept in the URL. */
export default function Page() {
  const [search, setSearch] = useSearchParams()
  const query = fromSearch(search)
  const result = useQuery({ ...adminUsersQuery(adminUsersRequest(query)), placeholderData: keepPreviousData })
  return (
    <AdminUsersScreen
      query={query}
      onQueryChange={(next) => setSearch(toSearch(next))}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
    />
  )
}
