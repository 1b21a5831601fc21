import {
  type AdminUserListQuery,
  type AdminUserSummary,
  formatDateTime,
  PAGES,
  ROLE_LABELS,
  type Role,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@rg/domain'
import type { FormEvent } from 'react'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'

const ALL = 'ALL'
const ROLES: Role[] = ['USER', 'VERIFIED', 'ADMIN', 'SUPER_ADMIN']

/** The list's query as the screen edits it (the app keeps it in the URL). */
export interface AdminUsersQuery {
  page: number
  q?: string
  role?: Role
  verification?: VerificationStatus
  blocked?: boolean
}

export interface AdminUsersScreenProps {
  query: AdminUsersQuery
  onQueryChange: (next: AdminUsersQuery) => void
  status: ScreenStatus
  result?: { items: AdminUserSummary[]; page: number; pageSize: number; total: number }
  onRetry?: () => void
}

/** The request of GET /api/admin/users for a screen query. */
export function adminUsersRequest(query: AdminUsersQuery): AdminUserListQuery {
  return {
    page: query.page,
    q: query.q,
    roles: query.role ? [query.role] : undefined,
    verification: query.verification,
    blocked: query.blocked === undefined ? undefined : query.blocked ? 'true' : 'false',
  }
}

const columns: TableColumn<AdminUserSummary>[] = [
  {
    key: 'name',
    header: 'Uživatel',
    cell: (u) => (
      <span className={css.stackTight}>
        <Link href={`${PAGES.adminContacts}/${u.id}`}>{u.name ?? u.email}</Link>
        <span className={css.small}>{u.email}</span>
      </span>
    ),
  },
  { key: 'role', header: 'Role', cell: (u) => ROLE_LABELS[u.role] },
  {
    key: 'verification',
    header: 'Ověření',
    cell: (u) => (
      <span className={css.row}>
        {VERIFICATION_STATUS_LABELS[u.verificationStatus]}
        {u.blocked ? <Badge tone="danger">Zablokován</Badge> : null}
      </span>
    ),
  },
  { key: 'balance', header: 'Kredity', numeric: true, cell: (u) => String(u.balance) },
  { key: 'createdAt', header: 'Registrace', cell: (u) => formatDateTime(u.createdAt) },
]

/** /portal/admin/contacts: every user, searchable ignoring diacritics, with filters, newest first. */
export function AdminUsersScreen({ query, onQueryChange, status, result, onRetry }: AdminUsersScreenProps) {
  const searchField = useOutsideValue<HTMLInputElement>(query.q ?? '')
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1
  const change = (patch: Partial<AdminUsersQuery>) => onQueryChange({ ...query, ...patch, page: 1 })
  const search = (event: FormEvent<HTMLFormElement>) => {
    const q = submitted(event).text('q')
    change({ q: q === '' ? undefined : q })
  }

  return (
    <div className={css.page}>
      <PageHeader
        title="Uživatelé"
        lead="Hledejte podle jména, e-mailu, telefonu, firmy nebo IČO (na diakritice nezáleží)."
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: 'Uživatelé' }]}
      />
      <div className={css.filters}>
        <search aria-label="Hledat uživatele" className={css.full}>
          <form className={css.searchRow} onSubmit={search}>
            <TextField
              label="Hledat uživatele"
              type="search"
              name="q"
              ref={searchField}
              defaultValue={query.q ?? ''}
            />
            <Button type="submit" variant="secondary">
              Hledat
            </Button>
          </form>
        </search>
        <Select
          label="Role"
          value={query.role ?? ALL}
          options={[
            { value: ALL, label: 'Všechny role' },
            ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
          ]}
          onValueChange={(v) => change({ role: v === ALL ? undefined : (v as Role) })}
        />
        <Select
          label="Ověření"
          value={query.verification ?? ALL}
          options={[
            { value: ALL, label: 'Všechny stavy' },
            ...VERIFICATION_STATUSES.map((s) => ({ value: s, label: VERIFICATION_STATUS_LABELS[s] })),
          ]}
          onValueChange={(v) => change({ verification: v === ALL ? undefined : (v as VerificationStatus) })}
        />
        <Select
          label="Blokace"
          value={query.blocked === undefined ? ALL : query.blocked ? 'yes' : 'no'}
          options={[
            { value: ALL, label: 'Všichni' },
            { value: 'no', label: 'Aktivní' },
            { value: 'yes', label: 'Zablokovaní' },
          ]}
          onValueChange={(v) => change({ blocked: v === ALL ? undefined : v === 'yes' })}
        />
      </div>
      {status === 'error' ? (
        <ErrorBlock title="Seznam uživatelů se nepodařilo načíst" onRetry={onRetry} />
      ) : (
        <Table
          caption="Uživatelé"
          columns={columns}
          rows={status === 'ready' ? (result?.items ?? []) : []}
          rowKey={(u) => u.id}
          status={status === 'loading' ? 'loading' : 'ready'}
          emptyText="Žádný uživatel neodpovídá hledání."
        />
      )}
      {status === 'ready' && result ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => onQueryChange({ ...query, page })}
        />
      ) : null}
    </div>
  )
}
