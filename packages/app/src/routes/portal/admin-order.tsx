import { PAGES, pageTitle } from '@rg/domain/navigation'
import { AdminOrderDetailScreen, type AdminOrderDetailScreenProps } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import {
  adminOrderQuery,
  creditNoteHref,
  creditNoteIsdocHref,
  invoiceHref,
  invoiceIsdocHref,
  useAdminOrderActions,
} from '../../api/orders.ts'
import type { Route } from './+types/admin-order'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Objednávka', location.pathname) }]
}

/**
 * /portal/admin/orders/{id}: one order with its payments, invoice, credit note, actions and audit trail
 * (docs/decisions/1308-admin-order-detail.md).
 */
export default function Page() {
  const id = useParams().orderId ?? ''
  const detail = useQuery(adminOrderQuery(id))
  const { markPaid, cancel } = useAdminOrderActions()
  const [notice, setNotice] = useState<AdminOrderDetailScreenProps['notice']>(null)
  const order = detail.data
  const failed = (e: unknown) => setNotice({ tone: 'error', text: errorText(e, 'Akce se nezdařila.') })

  return (
    <AdminOrderDetailScreen
      status={detail.isPending ? 'loading' : detail.isError ? 'error' : 'ready'}
      detail={order}
      onRetry={() => detail.refetch()}
      busy={markPaid.isPending || cancel.isPending}
      notice={notice}
      onMarkPaid={() =>
        markPaid.mutate(
          { id },
          {
            onSuccess: (paid) =>
              setNotice({
                tone: 'success',
                text: `Objednávka je zaplacená, faktura ${paid.invoiceNumber ?? ''} je vystavená.`,
              }),
            onError: failed,
          },
        )
      }
      onCancel={() =>
        cancel.mutate(
          { id },
          {
            onSuccess: (cancelled) =>
              setNotice({
                tone: 'success',
                text: cancelled.creditNoteNumber
                  ? `Objednávka je zrušená, opravný doklad ${cancelled.creditNoteNumber} je vystavený. Peníze vraťte převodem.`
                  : 'Objednávka je zrušená.',
              }),
            onError: failed,
          },
        )
      }
      invoiceHref={order?.invoice ? invoiceHref(id) : undefined}
      creditNoteHref={order?.creditNote ? creditNoteHref(id) : undefined}
      invoiceIsdocHref={order?.invoice ? invoiceIsdocHref(id) : undefined}
      creditNoteIsdocHref={order?.creditNote ? creditNoteIsdocHref(id) : undefined}
      userHref={order ? `${PAGES.adminContacts}/${order.user.id}` : undefined}
      paymentsHref={order ? `${PAGES.adminPayments}?q=${order.variableSymbol}` : undefined}
    />
  )
}
