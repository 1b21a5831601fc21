import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from '../query-client.ts'
import { AuthEvents } from './auth-events.tsx'

/**
 * What the signed-in areas need and the landing pages do not: TanStack Query and the auth events of the Supabase
 * client. The portal and auth layouts wrap their pages in it, so the pre-rendered landing pages load neither
 * (docs/decisions/0304-landing-bundle.md). The query client is one singleton, so the cache survives moving
 * between the areas.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient()}>
      <AuthEvents />
      {children}
    </QueryClientProvider>
  )
}
