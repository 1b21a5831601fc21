/* @rg/domain/guards: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  decideGuards,
  type GuardName,
  loginLandingPath,
  notFoundError,
  onboardingNextPath,
} from './guards.ts'
