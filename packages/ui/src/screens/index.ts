// Screens: presentational pages composed from the kit, exported as '@rg/ui/screens'.

export * from './admin-desk/index.ts'
export * from './admin-order/index.ts'
export * from './admin-orders/index.ts'
export * from './admin-payments/index.ts'
export * from './admin-users/index.ts'
export { ColdCallsScreen, type ColdCallsScreenProps, type LoggedCall } from './contacts/ColdCallsScreen.tsx'
export {
  ContactDetailScreen,
  type ContactDetailScreenProps,
} from './contacts/ContactDetailScreen.tsx'
export {
  ContactImportDialog,
  type ContactImportDialogProps,
  type ContactImportResult,
  importResultText,
} from './contacts/ContactImportDialog.tsx'
export { ContactsScreen, type ContactsScreenProps } from './contacts/ContactsScreen.tsx'
export { OfferContactsPanel, type OfferContactsPanelProps } from './contacts/OfferContactsPanel.tsx'
export * from './credits/index.ts'
export * from './deal-room/index.ts'
export * from './discovery/index.ts'
export * from './documents/index.ts'
export {
  HelpCentreScreen,
  type HelpCentreScreenProps,
  type HelpQuestionValues,
  type HelpTour,
} from './help/HelpCentreScreen.tsx'
export { Notepad, type NotepadProps, type NotepadStatus } from './kit/Notepad.tsx'
export {
  type Credentials,
  EMAIL_CONFIRMED_MESSAGE,
  LoginScreen,
  type LoginScreenProps,
} from './LoginScreen/LoginScreen.tsx'
export {
  NotificationsScreen,
  type NotificationsScreenProps,
} from './notifications/NotificationsScreen.tsx'
export {
  OfferTeasersScreen,
  type OfferTeasersScreenProps,
} from './OfferTeasersScreen/OfferTeasersScreen.tsx'
export {
  OnboardingInvestmentScreen,
  OnboardingPersonalScreen,
  type OnboardingPersonalScreenProps,
  OnboardingWatchdogScreen,
  type PersonalValues,
  type SkippableStepProps,
  type WatchdogValues,
} from './OnboardingScreens/OnboardingScreens.tsx'
export * from './offers/index.ts'
export { PortalHomeScreen, type PortalHomeScreenProps } from './PortalHomeScreen/PortalHomeScreen.tsx'
export type { InvestmentValues } from './parts/investment-fields.tsx'
export type { Crumb } from './parts/parts.tsx'
export * from './profile/index.ts'
export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen/RegisterScreen.tsx'
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './ResetPasswordScreen/ResetPasswordScreen.tsx'
export {
  UpdatePasswordScreen,
  type UpdatePasswordScreenProps,
} from './UpdatePasswordScreen/UpdatePasswordScreen.tsx'
export {
  type WatchdogFormValues,
  WatchdogsScreen,
  type WatchdogsScreenProps,
  watchdogSummary,
} from './watchdogs/WatchdogsScreen.tsx'
