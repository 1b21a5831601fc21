import {
  createElement,
  type HTMLAttributes,
  type ReactNode,
  use,
  useState,
  useSyncExternalStore,
} from 'react'

/**
 * Content fixed at build time (texts, lists) that pre-rendered pages carry in their HTML but not in their scripts
 * (docs/decisions/0305-home-static-html.md). `built` is the content itself in the server build and `undefined` in
 * browsers (a package.json `imports` entry with a `browser` condition, as `#house-carousel-first-frame`); `load`
 * imports the same content as a chunk of its own, for a page that the browser renders itself.
 */
export interface StaticContent<T> {
  readonly built: T | undefined
  readonly load: () => Promise<T>
  /** The loaded content, once `load` has resolved. */
  loaded?: T
}

/** A static content source; its chunk is fetched at most once, for every instance (again after a failed attempt). */
export function staticContent<T>(built: T | undefined, importer: () => Promise<T>): StaticContent<T> {
  let loading: Promise<T> | undefined
  const source: StaticContent<T> = {
    built,
    load: () =>
      (loading ??= importer().then(
        (content) => (source.loaded = content),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
  }
  return source
}

const subscribeNever = () => () => {}
const inBrowserRender = () => false
const inServerOrHydration = () => true

/**
 * The static content to draw, or `undefined` while the element's server HTML is to be kept (StaticHtml).
 *
 * The choice is made once per mounted instance. The server build draws the content. In the browser React asks a
 * store for its server snapshot exactly while it hydrates server HTML, so `useSyncExternalStore` tells hydration
 * (keep the server's HTML; no script needed) from a render without server HTML (client-side navigation, Storybook,
 * or React rendering afresh after a hydration error): those draw the content, synchronously once its chunk has
 * loaded, otherwise after suspending until it has (a router navigation is a transition, so the previous page stays
 * until then and nothing shows half-drawn). Suspense never reaches the server render: the server build has the
 * content.
 */
function useStaticContent<T>(source: StaticContent<T>): T | undefined {
  const hydrating = useSyncExternalStore(subscribeNever, inBrowserRender, inServerOrHydration)
  // Frozen at the first render: after hydration the store's browser snapshot differs and React renders once more.
  const [keepServerHtml] = useState(source.built === undefined && hydrating)
  if (source.built !== undefined) return source.built
  if (keepServerHtml) return undefined
  return source.loaded ?? use(source.load())
}

/** Keeps what the server drew: React neither hydrates nor replaces the children of an element with inner HTML. */
const KEEP_SERVER_HTML = { __html: '' }

export type StaticHtmlProps<T extends Record<string, ReactNode>> = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'content' | 'dangerouslySetInnerHTML'
> & {
  /** The element, with its attributes live (hydrated) as usual; only its children are static. */
  as: 'section' | 'h1' | 'h2' | 'p' | 'ul' | 'ol' | 'div'
  /** Where the children come from, and which of its parts they are. */
  source: StaticContent<T>
  part: keyof T
  [dataAttribute: `data-${string}`]: string | undefined
}

/**
 * An element whose children are static HTML: drawn from its source's part, or kept from the server's HTML as they
 * are, without being hydrated (useStaticContent decides). The element is the same in both cases, so the page's
 * markup does not change. Each element asks for the content itself: React renders a component once more right after
 * hydrating it (useSyncExternalStore's snapshot changes), and that should be these small elements, not the screen.
 */
export function StaticHtml<T extends Record<string, ReactNode>>({
  as,
  source,
  part,
  ...props
}: StaticHtmlProps<T>) {
  const content = useStaticContent(source)
  return content === undefined
    ? createElement(as, {
        ...props,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: KEEP_SERVER_HTML,
      })
    : createElement(as, props, content[part])
}
