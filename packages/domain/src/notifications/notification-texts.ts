import type { OfferKind } from '../offers/offer-catalogue.ts'

/**
 * The Czech texts of in-app notifications and the matching e-mails (docs/product/notifications.md "Notifications and e-mail"), written
 * in the formal "Vy" with capitals, like the spec's catalogue ("Nelze Vás přihlásit").
 */
export type NotificationEvent =
  | { kind: 'OFFER_APPROVED'; offerId: number; offerKind: OfferKind; offerName: string }
  | { kind: 'OFFER_REJECTED'; offerId: number; offerKind: OfferKind; offerName: string; reason: string }
  | { kind: 'OFFER_UNLOCKED'; offerId: number; offerName: string }
  | { kind: 'WATCHDOG_MATCH'; offerId: number; offerName: string }
  | { kind: 'VERIFICATION_APPROVED' }
  | { kind: 'VERIFICATION_REJECTED'; reason: string }
  | { kind: 'PAYMENT_RECEIVED'; description: string }
  | { kind: 'PASSWORD_CHANGED' }

export interface NotificationContent {
  title: string
  body: string
  /** Same-site path the notification opens. */
  link: string
}

function myOfferPath(kind: OfferKind, id: number): string {
  return `/portal/my/${kind === 'LISTING' ? 'listings' : 'services'}/${id}`
}

export function notificationContent(event: NotificationEvent): NotificationContent {
  switch (event.kind) {
    case 'OFFER_APPROVED':
      return {
        title: 'Nabídka byla schválena',
        body: `Vaše nabídka „${event.offerName}“ je zveřejněná.`,
        link: myOfferPath(event.offerKind, event.offerId),
      }
    case 'OFFER_REJECTED':
      return {
        title: 'Nabídka byla zamítnuta',
        body: `Vaše nabídka „${event.offerName}“ nebyla schválena. Důvod: ${event.reason}`,
        link: myOfferPath(event.offerKind, event.offerId),
      }
    case 'OFFER_UNLOCKED':
      return {
        title: 'Někdo odemkl Vaši nabídku',
        body: `O nabídku „${event.offerName}“ projevil zájem další investor.`,
        link: myOfferPath('LISTING', event.offerId),
      }
    case 'WATCHDOG_MATCH':
      return {
        title: 'Hlídací pes našel novou nabídku',
        body: `Nabídka „${event.offerName}“ odpovídá Vašemu hledání.`,
        link: `/portal/listings/${event.offerId}`,
      }
    case 'VERIFICATION_APPROVED':
      return {
        title: 'Váš profil je ověřen',
        body: 'Nyní můžete přidávat vlastní nabídky a služby.',
        link: '/portal/my',
      }
    case 'VERIFICATION_REJECTED':
      return {
        title: 'Ověření profilu bylo zamítnuto',
        body: `Důvod: ${event.reason}`,
        link: '/portal/profile',
      }
    case 'PAYMENT_RECEIVED':
      return {
        title: 'Platba přijata',
        body: `Děkujeme, platbu za „${event.description}“ jsme přijali.`,
        link: '/portal/profile',
      }
    case 'PASSWORD_CHANGED':
      return {
        title: 'Heslo bylo změněno',
        body: 'Pokud jste heslo neměnili Vy, obraťte se na nás prosím co nejdříve.',
        link: '/portal/profile',
      }
  }
}
