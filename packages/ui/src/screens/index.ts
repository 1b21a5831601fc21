// Screens: presentational pages composed from the kit, exported as '@rg/ui/screens'.
export { type Credentials, LoginScreen, type LoginScreenProps } from './LoginScreen/LoginScreen.tsx'
export {
  OfferTeasersScreen,
  type OfferTeasersScreenProps,
} from './OfferTeasersScreen/OfferTeasersScreen.tsx'
export {
  type InvestmentValues,
  OnboardingInvestmentScreen,
  OnboardingPersonalScreen,
  type OnboardingPersonalScreenProps,
  OnboardingWatchdogScreen,
  type PersonalValues,
  type SkippableStepProps,
  type WatchdogValues,
} from './OnboardingScreens/OnboardingScreens.tsx'
export * from './offers/index.ts'
export { PageSkeletonScreen, type PageSkeletonScreenProps } from './PageSkeletonScreen/PageSkeletonScreen.tsx'
export { PortalHomeScreen, type PortalHomeScreenProps } from './PortalHomeScreen/PortalHomeScreen.tsx'
export type { Crumb } from './parts/parts.tsx'
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen/RegisterScreen.tsx'
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './ResetPasswordScreen/ResetPasswordScreen.tsx'
export {
  UpdatePasswordScreen,
  type UpdatePasswordScreenProps,
} from './UpdatePasswordScreen/UpdatePasswordScreen.tsx'
