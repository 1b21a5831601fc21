import { pageTitle } from '@rg/domain/navigation'
import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * A page title known only once the page's data has loaded (an offer's name): set when it is known, the route's
 * meta title back when the page goes. React Router's meta renders the title element's text as a whole, so both
 * writes stay in step with it.
 */
export function useDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!title) return
    const before = document.title
    document.title = pageTitle(title, pathname)
    return () => {
      document.title = before
    }
  }, [title, pathname])
}
