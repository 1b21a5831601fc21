import { pageTitle } from '@rg/domain/navigation'
import { AdminDashboardScreen, type AdminDashboardScreenProps } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  adminDashboardQuery,
  deadMailQuery,
  reportedReviewsQuery,
  useKeepReview,
  useRemoveReview,
  useResendMail,
} from '../../api/desk.ts'
import { errorText } from '../../api/error-text.ts'
import type { Route } from './+types/admin-dashboard'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Administrace', location.pathname) }]
}

/** /portal/admin: what needs action now and the last 30 days; reported reviews are removed or kept here. */
export default function Page() {
  const dashboard = useQuery(adminDashboardQuery)
  const reported = useQuery(reportedReviewsQuery)
  const remove = useRemoveReview()
  const keep = useKeepReview()
  const deadMail = useQuery(deadMailQuery((dashboard.data?.pending.deadMail ?? 0) > 0))
  const resend = useResendMail()
  const [notice, setNotice] = useState<AdminDashboardScreenProps['notice']>(null)
  const failed = (e: unknown) => setNotice({ tone: 'error', text: errorText(e) })
  return (
    <AdminDashboardScreen
      status={dashboard.isPending ? 'loading' : dashboard.isError ? 'error' : 'ready'}
      dashboard={dashboard.data}
      reported={reported.data?.items}
      busy={remove.isPending || keep.isPending || resend.isPending}
      notice={notice}
      onRetry={() => dashboard.refetch()}
      onRemoveReview={(reviewId, reason) =>
        remove.mutate(
          { reviewId, reason },
          {
            onSuccess: () =>
              setNotice({ tone: 'success', text: 'Hodnocení bylo odstraněno a autor dostal zprávu.' }),
            onError: failed,
          },
        )
      }
      deadMail={deadMail.data?.items}
      onResendMail={(ids) =>
        resend.mutate(ids, {
          onSuccess: ({ resent }) =>
            setNotice({
              tone: 'success',
              text: `Znovu odesláno e-mailů: ${resent}. Další pokusy o doručení poběží 72 hodin.`,
            }),
          onError: failed,
        })
      }
      onKeepReview={(reviewId) =>
        keep.mutate(reviewId, {
          onSuccess: () =>
            setNotice({ tone: 'success', text: 'Hodnocení zůstává, nahlášení jsou vyřízená.' }),
          onError: failed,
        })
      }
    />
  )
}
