import { pragueDate } from '@rg/domain/calendar'
import { PAGES, pageTitle } from '@rg/domain/navigation'
import { orderDescription } from '@rg/domain/payments'
import type { SerializedUser } from '@rg/domain/profile'
import { CreditsScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { errorText } from '../../api/error-text.ts'
import { selectionFromSearch, useCreateOrder } from '../../api/orders.ts'
import { profileQuery } from '../../api/profile.ts'
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
  // the address the profile holds fills the address form of an order above 10 000 Kč (docs/decisions/1307)
  const profile = useQuery(profileQuery)
  return (
    <CreditsScreen
      status="ready"
      transactions={user.creditTransactions}
      subscriptions={user.creditSubscriptions}
      today={pragueDate(new Date())}
      selected={selectionFromSearch(search)}
      ordering={create.isPending ? create.variables : null}
      buyerAddress={profile.data ?? null}
      onOrder={(choice, address) =>
        create.mutate({ ...choice, address } as Parameters<typeof create.mutate>[0], {
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
