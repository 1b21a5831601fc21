import type { ReactNode } from 'react'
import { LinkProvider, type RenderLink } from '../primitives/Link/LinkProvider.tsx'

/** Applies a layout's optional `renderLink` prop; without it the nearest LinkProvider (or a plain <a>) is used. */
export function WithLinks({ renderLink, children }: { renderLink?: RenderLink; children: ReactNode }) {
  return renderLink ? <LinkProvider renderLink={renderLink}>{children}</LinkProvider> : children
}
