import { LoadingFallback } from '@rg/ui'
import { Outlet } from 'react-router'
import { runGuards } from '../../auth/guard.ts'
import type { Route } from './+types/only-admin'

/** Guard 'only-role-admin' for admin area: admins only (others get the fatal 404 error page). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(['only-user', 'only-role-admin'], request)
  return null
}

export function HydrateFallback() {
  return <LoadingFallback />
}

export default function Guarded() {
  return <Outlet />
}
