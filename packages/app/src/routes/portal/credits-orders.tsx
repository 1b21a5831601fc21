import { pageTitle } from '@rg/domain/navigation'
import { OrdersScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../api/error-text.ts'
import {
  creditNoteHref,
  creditNoteIsdocHref,
  invoiceHref,
  invoiceIsdocHref,
  myOrdersQuery,
  useCancelOrder,
} from '../../api/orders.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/credits-orders'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Moje objednávky', location.pathname) }]
}

/** /portal/credits/orders: the user's orders; a PENDING one can be cancelled. */
export default function CreditsOrders() {
  const orders = useQuery(myOrdersQuery)
  const cancel = useCancelOrder()
  return (
    <OrdersScreen
      status={orders.isPending ? 'loading' : orders.isError ? 'error' : 'ready'}
      orders={orders.data ?? []}
      onRetry={() => orders.refetch()}
      cancellingId={cancel.isPending ? cancel.variables : null}
      onCancel={(id) =>
        cancel.mutate(id, {
          onSuccess: () => notify('success', 'Objednávka je zrušená.'),
          onError: (error) => notify('error', errorText(error)),
        })
      }
      invoiceHref={invoiceHref}
      creditNoteHref={creditNoteHref}
      invoiceIsdocHref={invoiceIsdocHref}
      creditNoteIsdocHref={creditNoteIsdocHref}
    />
  )
}
