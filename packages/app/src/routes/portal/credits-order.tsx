import { pageTitle } from '@rg/domain/navigation'
import { PaymentScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import { ApiRequestError } from '../../api/http.ts'
import { invoiceHref, orderQuery, useCancelOrder } from '../../api/orders.ts'
import { useRefreshUser } from '../../api/user.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/credits-order'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Platba objednávky', location.pathname) }]
}

/** A 404 (no such order for this account) or a 400 (an id that is not an order's): the link is wrong, not the network. */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400)

/** /portal/credits/orders/{id}: the payment page; it polls the order until it is paid or cancelled. */
export default function CreditsOrder() {
  const id = useParams().orderId ?? ''
  const refreshUser = useRefreshUser()
  const order = useQuery(orderQuery(id))
  const cancel = useCancelOrder()
  const status = order.data?.status
  const seen = useRef(status)
  useEffect(() => {
    // Paid while the page was open: the balance and the subscription in the header change too.
    if (seen.current === 'PENDING' && status === 'PAID') {
      refreshUser()
      notify('success', 'Platba dorazila, děkujeme.')
    }
    seen.current = status
  }, [status, refreshUser])
  return (
    <PaymentScreen
      status={
        order.isPending
          ? 'loading'
          : order.isError
            ? isMissing(order.error)
              ? 'notFound'
              : 'error'
            : 'ready'
      }
      order={order.data}
      invoiceHref={invoiceHref(id)}
      onRetry={() => order.refetch()}
      cancelling={cancel.isPending}
      onCancel={() =>
        cancel.mutate(id, {
          onSuccess: () => notify('success', 'Objednávka je zrušená.'),
          onError: (error) => notify('error', errorText(error)),
        })
      }
    />
  )
}
