/**
 * The portal's pages, one name each: every link the ui draws and every redirect the app makes starts from this table
 * (docs/decisions/1247-page-paths.md), so a moved page is one edit here and in the app's route table (app/src/routes.ts).
 * A page of one object adds its id: `${PAGES.contacts}/${id}`; an offer's pages come from `offerPath` (ui).
 */
import { AUTH_PAGES, CREDITS_PAGE, PORTAL_PAGE } from './entry-pages.ts'

export const PAGES = {
  portal: PORTAL_PAGE,
  listings: '/portal/listings',
  services: '/portal/services',
  contacts: '/portal/contacts',
  coldCalls: '/portal/crm/coldcalls',
  documents: '/portal/documents',
  my: '/portal/my',
  myListings: '/portal/my/listings',
  myServices: '/portal/my/services',
  credits: CREDITS_PAGE,
  creditOrders: '/portal/credits/orders',
  watchdogs: '/portal/watchdogs',
  // Discovery (issue 34): favourites and the side-by-side comparison
  favourites: '/portal/favourites',
  compare: '/portal/compare',
  notifications: '/portal/notifications',
  messages: '/portal/messages',
  profile: '/portal/profile',
  help: '/portal/help',
  admin: '/portal/admin',
  adminInbox: '/portal/admin/inbox',
  adminContacts: '/portal/admin/contacts',
  adminListings: '/portal/admin/listings',
  adminServices: '/portal/admin/services',
  adminOrders: '/portal/admin/orders',
  adminPayments: '/portal/admin/payments',
  adminStyleguide: '/portal/admin/styleguide',
  // the sign-in pages (the landing and sign-in modules take them from AUTH_PAGES, entry-pages.ts)
  ...AUTH_PAGES,
} as const
