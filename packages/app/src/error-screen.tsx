import { ErrorPage } from '@rg/ui'
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router'

/** A route error's status and message: guards throw `data({ message, fatal }, { status })`. */
export function describeRouteError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data
    const message =
      typeof body === 'string'
        ? body
        : typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : null
    return { status: error.status, message }
  }
  return { status: 500, message: null }
}

/** The error page of docs/product/screens-and-limits.md "Screens" for a route error ('Zpět' goes back, or to / when there is no history). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { status, message } = describeRouteError(error)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  if (status !== 404) console.error(error)
  return (
    <ErrorPage
      status={status}
      pathname={pathname}
      message={message ?? undefined}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
    />
  )
}
