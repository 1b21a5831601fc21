import { notFoundError } from '@rg/domain/guards'
import { data } from 'react-router'
import type { Route } from './+types/not-found'

/** Any unmatched path: a non-fatal 404 'Page not found: {path}' (docs/product/screens-and-limits.md "Texts"). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url)
  const error = notFoundError(pathname)
  if (error.kind !== 'error') return null
  throw data({ message: error.message, fatal: error.fatal }, { status: error.status })
}

export function meta() {
  return [{ title: 'Stránka nenalezena' }]
}

export default function NotFound() {
  return null
}
