import { pageTitle } from '@rg/domain/navigation'
import { HelpCentreScreen } from '@rg/ui/screens'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import { useSendHelpMessage } from '../../api/help.ts'
import { HELP_TOURS, REPLAY_TOUR_STATE } from '../../tours/tours.ts'
import type { Route } from './+types/help'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Nápověda', location.pathname) }]
}

/**
 * /portal/help: the answers and their search (a link may start it, ?q=; typing stays on the page, as a new URL per
 * keystroke would run the portal's loaders again), the tours to run again (each opens its page with the
 * replay state, so its steps show although they were seen) and the question to the operator.
 */
export default function Help() {
  const [search] = useSearchParams()
  const [query, setQuery] = useState(() => search.get('q') ?? '')
  const navigate = useNavigate()
  const send = useSendHelpMessage()
  return (
    <HelpCentreScreen
      query={query}
      onQueryChange={setQuery}
      tours={HELP_TOURS}
      onStartTour={(path) => navigate(path, { state: REPLAY_TOUR_STATE })}
      sendStatus={send.isPending ? 'sending' : send.isSuccess ? 'sent' : 'idle'}
      sendError={send.isError ? errorText(send.error) : null}
      onSend={(values) => send.mutate({ topic: values.topic, message: values.message })}
      onSendAnother={() => send.reset()}
    />
  )
}
