export { CompareBar, type CompareBarProps } from './CompareBar.tsx'
export { CompareScreen, type CompareScreenProps } from './CompareScreen.tsx'
export { CompareToggle, type CompareToggleProps } from './CompareToggle.tsx'
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton.tsx'
export { FavouritesScreen, type FavouritesScreenProps } from './FavouritesScreen.tsx'
export { OfferCardActions, type OfferCardActionsProps } from './OfferCardActions.tsx'
export { OfferDetailActions, type OfferDetailActionsProps } from './OfferDetailActions.tsx'
export {
  SaveSearchDialog,
  type SaveSearchDialogProps,
  type SaveSearchValues,
  searchSummary,
  suggestedSearchTitle,
} from './SaveSearchDialog.tsx'
export { SimilarOffers, type SimilarOffersProps } from './SimilarOffers.tsx'
