import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes'

// docs/product/README.md "Route guards". Guards run in the clientLoader of the layout that owns the area (see routes/layouts/).
export default [
  // Landing: pre-rendered HTML (react-router.config.ts), no guard.
  layout('routes/layouts/landing.tsx', [
    index('routes/landing/home.tsx'),
    route('contact', 'routes/landing/contact.tsx'),
    route('pricing', 'routes/landing/pricing.tsx'),
    route('spotter', 'routes/landing/spotter.tsx'),
    route('services', 'routes/landing/services.tsx'),
    route('offerings', 'routes/landing/offerings.tsx'),
    route('legal/vop', 'routes/landing/legal-vop.tsx'),
    route('legal/gdpr', 'routes/landing/legal-gdpr.tsx'),
  ]),

  // Auth layout: sign-in pages for visitors only, the reset target unguarded, onboarding for the onboarding guard.
  layout('routes/layouts/auth.tsx', [
    ...prefix('auth', [
      layout('routes/layouts/only-no-auth.tsx', [
        route('login', 'routes/auth/login.tsx'),
        route('register', 'routes/auth/register.tsx'),
        route('reset-pass', 'routes/auth/reset-pass.tsx'),
      ]),
      route('update-pass', 'routes/auth/update-pass.tsx'),
    ]),
    ...prefix('onboarding', [
      layout('routes/layouts/only-onboarding.tsx', [
        route('personal', 'routes/onboarding/personal.tsx'),
        route('watchdog', 'routes/onboarding/watchdog.tsx'),
        route('investment', 'routes/onboarding/investment.tsx'),
      ]),
    ]),
  ]),

  // Portal layout: signed-in users; my area and documents for verified users; admin area for admins.
  ...prefix('portal', [
    layout('routes/layouts/portal.tsx', [
      index('routes/portal/home.tsx'),
      route('profile', 'routes/portal/profile.tsx'),
      route('help', 'routes/portal/help.tsx'),
      route('credits', 'routes/portal/credits.tsx'),
      route('credits/orders', 'routes/portal/credits-orders.tsx'),
      route('credits/orders/:orderId', 'routes/portal/credits-order.tsx'),
      route('crm/coldcalls', 'routes/portal/coldcalls.tsx'),
      route('contacts', 'routes/portal/contacts.tsx'),
      route('contacts/:contactId', 'routes/portal/contact.tsx'),
      route('listings', 'routes/portal/listings.tsx'),
      route('listings/:listingId', 'routes/portal/listing.tsx'),
      route('services', 'routes/portal/services.tsx'),
      route('services/:listingId', 'routes/portal/service.tsx'),
      route('watchdogs', 'routes/portal/watchdogs.tsx'),
      route('favourites', 'routes/portal/favourites.tsx'),
      route('compare', 'routes/portal/compare.tsx'),
      route('notifications', 'routes/portal/notifications.tsx'),
      route('messages', 'routes/portal/messages.tsx'),
      layout('routes/layouts/only-verified.tsx', { id: 'guard-verified' }, [
        route('documents', 'routes/portal/documents.tsx'),
        ...prefix('my', [
          index('routes/portal/my-overview.tsx'),
          route('listings', 'routes/portal/my-listings.tsx'),
          route('listings/create', 'routes/portal/my-listing-create.tsx'),
          route('listings/:listingId', 'routes/portal/my-listing.tsx'),
          route('listings/:listingId/edit', 'routes/portal/my-listing-edit.tsx'),
          route('services', 'routes/portal/my-services.tsx'),
          route('services/create', 'routes/portal/my-service-create.tsx'),
          route('services/:listingId', 'routes/portal/my-service.tsx'),
          route('services/:listingId/edit', 'routes/portal/my-service-edit.tsx'),
        ]),
      ]),
      layout('routes/layouts/only-admin.tsx', { id: 'guard-admin' }, [
        ...prefix('admin', [
          route('', 'routes/portal/admin-dashboard.tsx'),
          route('inbox', 'routes/portal/admin-inbox.tsx', { id: 'portal-admin-inbox' }),
          route('inbox/:kind/:itemId', 'routes/portal/admin-inbox.tsx', { id: 'portal-admin-inbox-item' }),
          route('styleguide', 'routes/portal/admin-styleguide.tsx'),
          route('contacts', 'routes/portal/admin-contacts.tsx'),
          route('contacts/:contactId', 'routes/portal/admin-contact.tsx'),
          route('listings', 'routes/portal/admin-listings.tsx'),
          route('listings/:listingId', 'routes/portal/admin-listing.tsx'),
          route('services', 'routes/portal/admin-services.tsx'),
          route('services/:listingId', 'routes/portal/admin-service.tsx'),
          route('orders', 'routes/portal/admin-orders.tsx'),
          route('orders/:orderId', 'routes/portal/admin-order.tsx'),
          route('payments', 'routes/portal/admin-payments.tsx'),
        ]),
      ]),
    ]),
  ]),

  // Default layout: everything else is the 404 page ('Page not found: {path}').
  layout('routes/layouts/default.tsx', [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig
