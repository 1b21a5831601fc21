import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react'

/** What ui passes to the app's router link: a plain path in `href` and the usual anchor attributes. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  children?: ReactNode
}

/**
 * Renders one internal link. ui never imports a router: the app provides e.g.
 * `({ href, ...props }) => <RouterLink to={href} {...props} />`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode

const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>

const LinkContext = createContext<RenderLink>(defaultRenderLink)

export interface LinkProviderProps {
  /** How internal links are rendered (client-side routing); defaults to a plain <a>. */
  renderLink: RenderLink
  children: ReactNode
}

/** Put once near the app root so every Link, layout navigation and error-page button routes client-side. */
export function LinkProvider({ renderLink, children }: LinkProviderProps) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>
}

/** The current link renderer (from the nearest LinkProvider). */
export function useRenderLink(): RenderLink {
  return useContext(LinkContext)
}
