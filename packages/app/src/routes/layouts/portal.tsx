import { pragueDate } from '@rg/domain/calendar'
import { pluralCs } from '@rg/domain/czech-format'
import type { AdminDashboard } from '@rg/domain/desk'
import { PAGES } from '@rg/domain/navigation'
import { displayName } from '@rg/domain/profile'
import { isAdmin } from '@rg/domain/roles'
import { currentSubscription } from '@rg/domain/subscriptions'
import {
  avatarImageUrl,
  CreditBalance,
  FailureTextProvider,
  LoadingFallback,
  NotificationBell,
  PORTAL_NAV,
  PortalLayout,
  type PortalNavItem,
  TierBadge,
} from '@rg/ui'
import { MessagesLink, UNREAD_FORMS } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { adminDashboardQuery } from '../../api/desk.ts'
import { errorText } from '../../api/error-text.ts'
import { threadListQuery } from '../../api/messages-and-access.ts'
import { notificationListQuery, useMarkNotificationsRead } from '../../api/notifications.ts'
import { userQuery, useWelcomeCredits } from '../../api/user.ts'
import { AccountProviders } from '../../auth/account-providers.tsx'
import { logout } from '../../auth/actions.ts'
import { runGuards, signedIn } from '../../auth/guard.ts'
import { ProductTour } from '../../tours/product-tour.tsx'
import type { Route } from './+types/portal'

/** Portal layout, guard 'only-user': every /portal page needs a signed-in user. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const viewer = signedIn(await runGuards(['only-user'], request))
  return { user: viewer.user }
}

export function HydrateFallback() {
  return <LoadingFallback fullScreen />
}

/** Every portal screen shows a failed action through the app's one errorText (decisions/1640-one-way-to-fail.md). */
export default function PortalArea(props: Route.ComponentProps) {
  return (
    <AccountProviders>
      <FailureTextProvider failureText={errorText}>
        <Portal {...props} />
      </FailureTextProvider>
    </AccountProviders>
  )
}

/** How many of the newest notifications the bell's panel lists. */
const BELL_ITEMS = 6

/**
 * The navigation's badges: "Zprávy" with the unread messages over all threads (every role, docs/product/deal-room.md
 * "Where"), and for an admin each queue's count from the dashboard.
 */
function withBadges(unreadMessages: number, dashboard: AdminDashboard | undefined): readonly PortalNavItem[] {
  const p = dashboard?.pending
  const counts: Record<string, number> = {
    [PAGES.messages]: unreadMessages,
    ...(p
      ? {
          [PAGES.admin]: p.reportedReviews,
          [PAGES.adminInbox]: p.newTips + p.newMessages + p.newThreadReports,
          [PAGES.adminContacts]: p.verificationRequests,
          [PAGES.adminListings]: p.listings,
          [PAGES.adminServices]: p.services,
          [PAGES.adminOrders]: p.unpaidOrders,
          [PAGES.adminPayments]: p.paymentsToReview,
        }
      : {}),
  }
  return PORTAL_NAV.map((item) => {
    const badge = counts[item.href]
    if (!badge) return item
    return item.href === PAGES.messages
      ? { ...item, badge, badgeLabel: pluralCs(badge, UNREAD_FORMS) }
      : { ...item, badge }
  })
}

function Portal({ loaderData }: Route.ComponentProps) {
  // The loader's user seeds the view; the query keeps it current (welcome credits, tours, profile changes).
  const { data } = useQuery(userQuery)
  // The bell's unread count refreshes on an interval (api/notifications.ts), no reload needed.
  const notifications = useQuery(notificationListQuery)
  // Unread messages over all threads (api/deal-room.ts refreshes them on an interval too).
  const threads = useQuery(threadListQuery())
  const markRead = useMarkNotificationsRead()
  const user = data ?? loaderData.user
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)
  useWelcomeCredits(user)
  const subscription = currentSubscription(user.creditSubscriptions, pragueDate(new Date()))
  // An admin's navigation shows what waits in each queue; the dashboard query refreshes itself every minute.
  const desk = useQuery({ ...adminDashboardQuery, enabled: isAdmin(user.role) })

  return (
    <PortalLayout
      user={{
        name: displayName(user),
        email: user.email,
        role: user.role,
        // The server answers the avatar's storage path; pictures go through the image-transform path.
        avatarUrl: user.avatarUrl ? avatarImageUrl(user.avatarUrl, 36) : null,
      }}
      currentPath={pathname}
      navItems={withBadges(threads.data?.unreadCount ?? 0, desk.data)}
      // The balance in the header follows the user query, so an unlock or the welcome bonus shows at once.
      // An active subscription shows its tier beside the balance.
      headerExtra={
        <>
          <MessagesLink unreadCount={threads.data?.unreadCount ?? 0} />
          <NotificationBell
            unreadCount={notifications.data?.unreadCount ?? 0}
            latest={notifications.data?.items.slice(0, BELL_ITEMS).map((n) => ({
              id: n.id,
              title: n.title,
              createdAt: n.createdAt,
              read: n.readAt !== null,
              link: n.link,
            }))}
            onOpen={(item) => {
              if (!item) return navigate(PAGES.notifications)
              if (!item.read) markRead.mutate(item.id)
              navigate(item.link ?? PAGES.notifications)
            }}
            onMarkAllRead={() => markRead.mutate(null)}
          />
          {subscription ? <TierBadge tier={subscription.tier} /> : null}
          <CreditBalance transactions={user.creditTransactions} href={PAGES.credits} />
        </>
      }
      loggingOut={loggingOut}
      onLogout={async () => {
        setLoggingOut(true)
        const done = await logout()
        setLoggingOut(false)
        if (done) navigate(PAGES.login, { replace: true })
      }}
    >
      <Outlet context={{ user }} />
      <ProductTour viewed={user.productGuideTooltipsViewed} />
    </PortalLayout>
  )
}
