import { type EndpointInput, UNAUTHORIZED_ERROR } from '@rg/domain/contract'
import type { OnboardingStepResponse } from '@rg/domain/watchdog'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, fail, type Outcome, ok } from '../outcome.ts'

/*
 * The three onboarding steps, each one transaction as the requesting user (actAsUser), so the profiles /
 * watchdogs / investment_preferences policies apply. The watchdog and investment steps may be skipped with null;
 * the investment step (skipped or not) finishes onboarding, which getUser then answers as onboardingCompleted.
 */

/** A session whose profile is gone (deleted account) answers as signed out. */
const NO_PROFILE = fail(401, UNAUTHORIZED_ERROR.code, UNAUTHORIZED_ERROR.message)

type Requester = RequestClaims & { sub: string }

export const savePersonalDetails = (
  db: Database,
  claims: Requester,
  body: EndpointInput<'onboardingPersonal'>['body'],
) => actAsUser(db, claims, (tx) => personalStep(tx, claims.sub, body))

export const saveOnboardingWatchdog = (
  db: Database,
  claims: Requester,
  body: EndpointInput<'onboardingWatchdog'>['body'],
) => actAsUser(db, claims, (tx) => watchdogStep(tx, claims.sub, body))

export const finishOnboarding = (
  db: Database,
  claims: Requester,
  body: EndpointInput<'onboardingInvestment'>['body'],
) => actAsUser(db, claims, (tx) => investmentStep(tx, claims.sub, body))

async function personalStep(
  tx: Queryable,
  userId: string,
  p: EndpointInput<'onboardingPersonal'>['body'],
): Promise<Outcome<OnboardingStepResponse>> {
  const { rows } = await tx.query<{ completed: boolean }>(
    `update public.profiles set first_name = $2, last_name = $3, phone = $4, company_name = $5, ico = $6, city = $7
     where id = $1 returning onboarding_completed_at is not null as completed`,
    [userId, p.firstName, p.lastName, p.phone, p.companyName, p.ico, p.city],
  )
  if (!rows[0]) return NO_PROFILE
  return ok({ next: '/onboarding/watchdog', onboardingCompleted: rows[0].completed })
}

async function watchdogStep(
  tx: Queryable,
  userId: string,
  { watchdog: w }: EndpointInput<'onboardingWatchdog'>['body'],
): Promise<Outcome<OnboardingStepResponse>> {
  if (w) {
    // Going back and submitting the step again must not save the same search twice.
    await tx.query(
      `insert into public.watchdogs (user_id, name, kind, categories, regions, price_from, price_to, keywords, frequency)
       select $1, $2, $3, $4::text[], $5::text[], $6::bigint, $7::bigint, $8::text[], $9
       where not exists (select 1 from public.watchdogs where user_id = $1 and name is not distinct from $2
         and kind = $3 and categories = $4::text[] and regions = $5::text[]
         and price_from is not distinct from $6::bigint and price_to is not distinct from $7::bigint
         and keywords = $8::text[] and frequency = $9)`,
      [userId, w.name, w.kind, w.categories, w.regions, w.priceFrom, w.priceTo, w.keywords, w.frequency],
    )
  }
  const { rows } = await tx.query<{ completed: boolean }>(
    'select onboarding_completed_at is not null as completed from public.profiles where id = $1',
    [userId],
  )
  if (!rows[0]) return NO_PROFILE
  return ok({ next: '/onboarding/investment', onboardingCompleted: rows[0].completed })
}

async function investmentStep(
  tx: Queryable,
  userId: string,
  { preferences: p }: EndpointInput<'onboardingInvestment'>['body'],
): Promise<Outcome<OnboardingStepResponse>> {
  if (p) {
    await tx.query(
      `insert into public.investment_preferences (user_id, amount_from, amount_to, horizon, risk, categories, regions)
       values ($1, $2, $3, $4, $5, $6::text[], $7::text[])
       on conflict (user_id) do update set amount_from = excluded.amount_from, amount_to = excluded.amount_to,
         horizon = excluded.horizon, risk = excluded.risk, categories = excluded.categories,
         regions = excluded.regions, updated_at = now()`,
      [userId, p.amountFrom, p.amountTo, p.horizon, p.risk, p.categories, p.regions],
    )
  }
  const { rows } = await tx.query(
    `update public.profiles set onboarding_completed_at = coalesce(onboarding_completed_at, now())
     where id = $1 returning id`,
    [userId],
  )
  if (!rows.length) return NO_PROFILE
  return ok({ next: '/portal', onboardingCompleted: true })
}
