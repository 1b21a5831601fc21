import { orderDescription, PAGES, pageTitle, pragueDate, type SerializedUser } from '@rg/domain'
import { CreditsScreen } from '@rg/ui/screens'
import { useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import { selectionFromSearch, useCreateOrder } from '../../api/orders.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/credits'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Kredity a předplatné', location.pathname) }]
}

/** /portal/credits: balance, subscription, history and the offer; a choice from /pricing arrives in the URL. */
export default function Credits() {
  const { user } = useOutletContext<{ user: SerializedUser }>()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const create = useCreateOrder()
  return (
    <CreditsScreen
      status="ready"
      transactions={user.creditTransactions}
      subscriptions={user.creditSubscriptions}
      today={pragueDate(new Date())}
      selected={selectionFromSearch(search)}
      ordering={create.isPending ? create.variables : null}
      onOrder={(choice) =>
        create.mutate(choice as Parameters<typeof create.mutate>[0], {
          onSuccess: (order) => {
            notify(
              'success',
              `Objednávka „${orderDescription(choice as never)}“ je vytvořená. Zbývá ji zaplatit.`,
            )
            navigate(`${PAGES.creditOrders}/${order.id}`)
          },
          onError: (error) => notify('error', errorText(error)),
        })
      }
    />
  )
}
