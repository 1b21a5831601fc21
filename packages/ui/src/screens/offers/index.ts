// Offers screens (issue 7): presentational pages for browsing, detail with unlock, own offers, forms and moderation.

export type { ScreenStatus } from '../kit/blocks.tsx'
export { type OfferArea, offerPath } from '../kit/offer-path.ts'
export { AdminOfferDetailScreen, type AdminOfferDetailScreenProps } from './AdminOfferDetailScreen.tsx'
export { AdminOfferListScreen, type AdminOfferListScreenProps } from './AdminOfferListScreen.tsx'
export {
  ListingDetailScreen,
  type ListingDetailScreenProps,
  type OfferReviewsProps,
} from './ListingDetailScreen.tsx'
export { MyOffersScreen, type MyOffersScreenProps } from './MyOffersScreen.tsx'
export { MyOverviewScreen, type MyOverviewScreenProps } from './MyOverviewScreen.tsx'
export { OfferBrowseScreen, type OfferBrowseScreenProps } from './OfferBrowseScreen.tsx'
export {
  EMPTY_OFFER_FORM,
  type OfferFormOutput,
  OfferFormScreen,
  type OfferFormScreenProps,
  type OfferFormValues,
} from './OfferFormScreen.tsx'
export {
  type OwnerOfferAction,
  OwnOfferDetailScreen,
  type OwnOfferDetailScreenProps,
} from './OwnOfferDetailScreen.tsx'
export { UnlockDialog, type UnlockDialogProps } from './parts/UnlockDialog.tsx'
export { ServiceDetailScreen, type ServiceDetailScreenProps } from './ServiceDetailScreen.tsx'
