import { isUnder, notFoundError, pageTitle } from '@rg/domain'
import { PageSkeletonScreen } from '@rg/ui/screens'
import { data, useMatches } from 'react-router'
import type { Route } from './+types/page'
import { PAGES, type PageSpec } from './pages.ts'

function specFor(routeId: string | undefined): PageSpec {
  const spec = routeId ? PAGES[routeId] : undefined
  if (!spec) throw new Error(`No page spec for route ${routeId}`)
  return spec
}

/** Own offers (/portal/my/...) are addressed by numeric id only (spec section 2); anything else is the 404 page. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url)
  if (isUnder(pathname, '/portal/my') && params.listingId !== undefined && !/^\d+$/.test(params.listingId)) {
    const error = notFoundError(pathname)
    if (error.kind === 'error')
      throw data({ message: error.message, fatal: error.fatal }, { status: error.status })
  }
  return null
}

export function meta({ matches, location }: Route.MetaArgs) {
  const own = matches.at(-1)
  return [{ title: pageTitle(specFor(own?.id).title, location.pathname) }]
}

export default function Page() {
  const matches = useMatches()
  const spec = specFor(matches.at(-1)?.id)
  const { parents, numericParam: _n, notepad: _p, ...screen } = spec
  return <PageSkeletonScreen {...screen} breadcrumbs={[...parents, { label: spec.title }]} />
}
