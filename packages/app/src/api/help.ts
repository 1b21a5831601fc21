import type { HelpMessageRequest } from '@rg/domain/help'
import { useMutation } from '@tanstack/react-query'
import { checked } from './checked.ts'

/** The help centre's question to the operator (it lands in the admin inbox with the account attached). */
export function useSendHelpMessage() {
  return useMutation({
    mutationFn: (body: HelpMessageRequest) => checked('sendHelpMessage', { body }),
  })
}
