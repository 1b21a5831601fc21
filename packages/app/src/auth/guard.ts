import { decideGuards, type GuardName } from '@rg/domain/guards'
import { stripTrailingSlash } from '@rg/domain/navigation'
import { data, redirect } from 'react-router'
import { notify } from '../toast.tsx'
import { consumeExpiredLink, EXPIRED_LOGIN_PATH } from './expired-link.ts'
import { loadViewer, type SignedInViewer, type Viewer } from './viewer.ts'

/**
 * Runs the named route guards in a clientLoader: the rule is the domain's (`decideGuards`, first failing guard
 * wins), this only carries the decision out: a redirect (with its toast) or an error response for the error page.
 * Before the guards: a trailing slash is redirected away and an expired verification link in the URL is handled.
 */
export async function runGuards(guards: readonly GuardName[], request: Request): Promise<Viewer> {
  const url = new URL(request.url)
  const stripped = stripTrailingSlash(url.pathname)
  if (stripped) throw redirect(`${stripped}${url.search}`)
  if (await consumeExpiredLink()) throw redirect(EXPIRED_LOGIN_PATH)
  const viewer = await loadViewer()
  const decision = decideGuards(guards, viewer, url.pathname + url.search)
  if (decision.kind === 'redirect') {
    if (decision.toast) notify('info', decision.toast)
    throw redirect(decision.to)
  }
  if (decision.kind === 'error') {
    throw data({ message: decision.message, fatal: decision.fatal }, { status: decision.status })
  }
  return viewer
}

/** For areas that only signed-in users reach: the guard has already redirected everyone else. */
export function signedIn(viewer: Viewer): SignedInViewer {
  if (!viewer.signedIn) throw new Error('A signed-in guard let a visitor through.')
  return viewer
}
