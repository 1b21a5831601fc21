import { pageTitle } from '@rg/domain'
import { PageSkeletonScreen } from '@rg/ui/screens'
import { useMatches } from 'react-router'
import type { Route } from './+types/page'
import { type PageSpec, PLACEHOLDER_PAGES } from './pages.ts'

function specFor(routeId: string | undefined): PageSpec {
  const spec = routeId ? PLACEHOLDER_PAGES[routeId] : undefined
  if (!spec) throw new Error(`No page spec for route ${routeId}`)
  return spec
}

export function meta({ matches, location }: Route.MetaArgs) {
  const own = matches.at(-1)
  return [{ title: pageTitle(specFor(own?.id).title, location.pathname) }]
}

export default function Page() {
  const matches = useMatches()
  const spec = specFor(matches.at(-1)?.id)
  const { parents, ...screen } = spec
  return <PageSkeletonScreen {...screen} breadcrumbs={[...parents, { label: spec.title }]} />
}
