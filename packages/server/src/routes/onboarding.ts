import {
  type OnboardingStepResponse,
  onboardingInvestmentRequestSchema,
  onboardingWatchdogRequestSchema,
  personalDetailsSchema,
} from '@rg/domain'
import { Hono } from 'hono'
import { asUser } from '../db/as-user.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, apiError, parseBody, UNAUTHORIZED_MESSAGE } from '../http.ts'

/**
 * PUT /api/onboarding/personal, /watchdog and /investment (PRODUCT.md "Onboarding", the domain contract). Every write
 * runs as the requesting user (asUser), so the profiles / watchdogs / investment_preferences policies apply. The
 * watchdog and investment steps may be skipped with null; the investment step (skipped or not) finishes onboarding,
 * which GET /api/user then answers as onboardingCompleted.
 */
export function onboardingRoutes(db: Database) {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    if (!c.get('auth')) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    return next()
  })

  app.put('/personal', async (c) => {
    const parsed = await parseBody(c, personalDetailsSchema)
    if (parsed instanceof Response) return parsed
    const claims = c.get('auth')?.claims
    if (!claims) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    const p = parsed.data
    const { rows } = await asUser(db, claims, (tx) =>
      tx.query<{ completed: boolean }>(
        `update public.profiles set first_name = $2, last_name = $3, phone = $4, company_name = $5, ico = $6, city = $7
         where id = $1 returning onboarding_completed_at is not null as completed`,
        [claims.sub, p.firstName, p.lastName, p.phone, p.companyName, p.ico, p.city],
      ),
    )
    if (!rows[0]) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    return c.json<OnboardingStepResponse>({
      next: '/onboarding/watchdog',
      onboardingCompleted: rows[0].completed,
    })
  })

  app.put('/watchdog', async (c) => {
    const parsed = await parseBody(c, onboardingWatchdogRequestSchema)
    if (parsed instanceof Response) return parsed
    const claims = c.get('auth')?.claims
    if (!claims) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    const w = parsed.data.watchdog
    const completed = await asUser(db, claims, async (tx) => {
      if (w) {
        // Going back and submitting the step again must not save the same search twice.
        await tx.query(
          `insert into public.watchdogs (user_id, name, kind, categories, regions, price_from, price_to, keywords, frequency)
           select $1, $2, $3, $4::text[], $5::text[], $6::bigint, $7::bigint, $8::text[], $9
           where not exists (select 1 from public.watchdogs where user_id = $1 and name is not distinct from $2
             and kind = $3 and categories = $4::text[] and regions = $5::text[]
             and price_from is not distinct from $6::bigint and price_to is not distinct from $7::bigint
             and keywords = $8::text[] and frequency = $9)`,
          [
            claims.sub,
            w.name,
            w.kind,
            w.categories,
            w.regions,
            w.priceFrom,
            w.priceTo,
            w.keywords,
            w.frequency,
          ],
        )
      }
      const { rows } = await tx.query<{ completed: boolean }>(
        'select onboarding_completed_at is not null as completed from public.profiles where id = $1',
        [claims.sub],
      )
      return rows[0]?.completed
    })
    if (completed === undefined) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    return c.json<OnboardingStepResponse>({ next: '/onboarding/investment', onboardingCompleted: completed })
  })

  app.put('/investment', async (c) => {
    const parsed = await parseBody(c, onboardingInvestmentRequestSchema)
    if (parsed instanceof Response) return parsed
    const claims = c.get('auth')?.claims
    if (!claims) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    const p = parsed.data.preferences
    const finished = await asUser(db, claims, async (tx) => {
      if (p) {
        await tx.query(
          `insert into public.investment_preferences (user_id, amount_from, amount_to, horizon, risk, categories, regions)
           values ($1, $2, $3, $4, $5, $6::text[], $7::text[])
           on conflict (user_id) do update set amount_from = excluded.amount_from, amount_to = excluded.amount_to,
             horizon = excluded.horizon, risk = excluded.risk, categories = excluded.categories,
             regions = excluded.regions, updated_at = now()`,
          [claims.sub, p.amountFrom, p.amountTo, p.horizon, p.risk, p.categories, p.regions],
        )
      }
      const { rows } = await tx.query(
        `update public.profiles set onboarding_completed_at = coalesce(onboarding_completed_at, now())
         where id = $1 returning id`,
        [claims.sub],
      )
      return rows.length > 0
    })
    if (!finished) return apiError(c, 401, 'unauthorized', UNAUTHORIZED_MESSAGE)
    return c.json<OnboardingStepResponse>({ next: '/portal', onboardingCompleted: true })
  })

  return app
}
