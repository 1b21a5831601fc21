import { LoadingFallback } from '@rg/ui'
import { Outlet } from 'react-router'
import { runGuards } from '../../auth/guard.ts'
import type { Route } from './+types/only-onboarding'

/** Guard 'only-onboarding' for onboarding: signed-in users who have not finished it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(['only-onboarding'], request)
  return null
}

export function HydrateFallback() {
  return <LoadingFallback />
}

export default function Guarded() {
  return <Outlet />
}
