import type { SerializedUser } from '@rg/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { claimInitialCredits, userKey } from './user.ts'

let claimedFor: string | null = null

/**
 * POST /api/user/temp-user-initial-credits once per signed-in user and page load; an answer of `refetch` means the
 * welcome bonus was just granted, so the user (and the balance) is reloaded. The server grants it only once.
 */
export function useWelcomeCredits(user: SerializedUser) {
  const client = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: claimInitialCredits,
    onSuccess: (answer) => {
      if (answer === 'refetch') void client.invalidateQueries({ queryKey: userKey })
    },
  })
  useEffect(() => {
    if (claimedFor === user.id) return
    claimedFor = user.id
    mutate()
  }, [user.id, mutate])
}
