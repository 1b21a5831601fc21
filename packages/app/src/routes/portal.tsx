import { CreditBalance } from '@rg/ui'
import { redirect } from 'react-router'
import { fetchUser, UnauthorizedError } from '../api/user.ts'
import type { Route } from './+types/portal'

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return { user: await fetchUser() }
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      const url = new URL(request.url)
      throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname)}`)
    }
    throw error
  }
}

export function HydrateFallback() {
  return <p>Načítání...</p>
}

export default function Portal({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Portál</h1>
      <CreditBalance transactions={loaderData.user.creditTransactions} />
    </main>
  )
}
