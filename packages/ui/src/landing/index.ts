// Landing-site screens (home, pricing, spotter, contact, legal), exported as '@rg/ui/landing'.
export { ContactScreen, type ContactScreenProps } from './ContactScreen/ContactScreen.tsx'
export { HomeScreen, type HomeScreenProps } from './HomeScreen/HomeScreen.tsx'
export { LegalScreen, type LegalScreenProps } from './LegalScreen/LegalScreen.tsx'
export { GDPR_DOCUMENT } from './legal/gdpr.ts'
export type {
  LegalBlock,
  LegalDocument,
  LegalOperator,
  LegalSection,
  LegalSubsection,
} from './legal/legal-document.ts'
export { VOP_DOCUMENT } from './legal/vop.ts'
export {
  type PricingChoice,
  PricingScreen,
  type PricingScreenProps,
  type PricingTerm,
} from './PricingScreen/PricingScreen.tsx'
export {
  CONSENT_REQUIRED_MESSAGE,
  type ContactMessageValues,
  type SpotterTipValues,
  validateContact,
  validateTip,
} from './parts/landing-validation.ts'
export { LANDING_ROUTES } from './parts/routes.ts'
export {
  type LandingTeaser,
  registerThen,
  type TeaserStatus,
  teaserHrefFor,
  teaserPath,
} from './parts/Teasers.tsx'
export type { FieldErrors, LandingFormStatus } from './parts/use-landing-form.ts'
export { SpotterScreen, type SpotterScreenProps } from './SpotterScreen/SpotterScreen.tsx'
