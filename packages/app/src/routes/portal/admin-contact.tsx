import { pageTitle } from '@rg/domain/navigation'
import type { Role } from '@rg/domain/profile'
import {
  ADMIN_CREDIT_GRANT_LIMIT,
  creditAdjustmentRefusal,
  isSuperAdmin,
  roleChangeRefusal,
} from '@rg/domain/roles'
import { AdminUserDetailScreen, type AdminUserDetailScreenProps, Notepad } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { adminUserQuery, useAdminUserAction } from '../../api/admin-users.ts'
import { errorText } from '../../api/error-text.ts'
import { useNotepad } from '../../api/notepad.ts'
import { userQuery } from '../../api/user.ts'
import type { Route } from './+types/admin-contact'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Uživatel', location.pathname) }]
}

const SETTABLE: ReadonlyArray<Exclude<Role, 'SUPER_ADMIN'>> = ['USER', 'VERIFIED', 'ADMIN']

/** /portal/admin/contacts/{id}: one user with the admin's decisions, the audit log and the admin's notepad. */
export default function Page() {
  const id = useParams().contactId ?? ''
  const detail = useQuery(adminUserQuery(id))
  const viewer = useQuery(userQuery)
  const action = useAdminUserAction(id)
  const [notice, setNotice] = useState<AdminUserDetailScreenProps['notice']>(null)
  // the admin's private note about this user (kind USER, docs/decisions/0982-admin-user-notes.md)
  const notepad = useNotepad('USER', id, detail.isSuccess)

  const target = detail.data?.profile
  const me = viewer.data
  // the same rule the server applies (domain roleChangeRefusal); the super admin count only matters for a super
  // admin target, which the product never changes
  const assignable =
    target && me
      ? SETTABLE.filter((to) => to !== target.role && roleChangeRefusal(me, target, to, 2) === null)
      : []
  // the server's credit rule (domain creditAdjustmentRefusal): not one's own credits, large grants by the super admin
  const creditsRefusal = target && me ? creditAdjustmentRefusal(me, target.id, 0) : null
  const creditGrantLimit = me && isSuperAdmin(me.role) ? null : ADMIN_CREDIT_GRANT_LIMIT
  const act = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => setNotice({ tone: 'success', text: done }),
      onError: (e) => setNotice({ tone: 'error', text: errorText(e, 'Akce se nezdařila.') }),
    })

  return (
    <AdminUserDetailScreen
      status={detail.isPending ? 'loading' : detail.isError ? 'error' : 'ready'}
      detail={detail.data}
      assignableRoles={assignable}
      creditsRefusal={creditsRefusal}
      creditGrantLimit={creditGrantLimit}
      notice={notice}
      busy={action.isPending}
      onRetry={() => detail.refetch()}
      onApprove={() => act({ kind: 'approve' }, 'Ověření bylo schváleno.')}
      onReject={(reason) => act({ kind: 'reject', reason }, 'Ověření bylo zamítnuto.')}
      onChangeRole={(role) => role !== 'SUPER_ADMIN' && act({ kind: 'role', role }, 'Role byla změněna.')}
      onAdjustCredits={(amount, note) => act({ kind: 'credits', amount, note }, 'Kredity byly upraveny.')}
      onSetBlocked={(blocked) =>
        act({ kind: 'block', blocked }, blocked ? 'Účet byl zablokován.' : 'Účet byl odblokován.')
      }
      notepad={<Notepad label="Moje poznámka k uživateli" {...notepad} />}
    />
  )
}
