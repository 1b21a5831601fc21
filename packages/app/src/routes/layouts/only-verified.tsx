import { LoadingFallback } from '@rg/ui'
import { Outlet } from 'react-router'
import { runGuards } from '../../auth/guard.ts'
import type { Route } from './+types/only-verified'

/** Guard 'only-role-verified-user' for my area and documents: verified users and admins (a USER goes to /portal/profile with a toast). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(['only-user', 'only-role-verified-user'], request)
  return null
}

export function HydrateFallback() {
  return <LoadingFallback />
}

export default function Guarded() {
  return <Outlet />
}
