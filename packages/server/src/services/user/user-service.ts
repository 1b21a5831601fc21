import { UNAUTHORIZED_ERROR } from '@rg/domain/contract'
import { WELCOME_BONUS } from '@rg/domain/credits'
import type { InitialCreditsResponse, SerializedUser } from '@rg/domain/profile'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import { asService, asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { fail, type Outcome, ok } from '../outcome.ts'

type Requester = RequestClaims & { sub: string }

interface ProfileRow {
  id: string
  email: string
  role: SerializedUser['role']
  first_name: string | null
  last_name: string | null
  onboarding_completed_at: Date | null
  product_guide_tooltips_viewed: string[]
  avatar_path: string | null
}

/** The requester as getUser answers them, read as the user (RLS applies); 401 when the profile is gone. */
export async function currentUser(db: Database, claims: Requester): Promise<Outcome<SerializedUser>> {
  const user = await asUser(db, claims, (tx) => serializeUser(tx, claims.sub))
  return user ? ok(user) : fail(401, UNAUTHORIZED_ERROR.code, UNAUTHORIZED_ERROR.message)
}

async function serializeUser(tx: Queryable, userId: string): Promise<SerializedUser | undefined> {
  const profile = (
    await tx.query<ProfileRow>(
      `select id, email, role, first_name, last_name, onboarding_completed_at, product_guide_tooltips_viewed, avatar_path
       from public.profiles where id = $1`,
      [userId],
    )
  ).rows[0]
  if (!profile) return undefined
  const transactions = await tx.query<{
    id: string
    amount: number
    reason: SerializedUser['creditTransactions'][number]['reason']
    note: string | null
    offer_id: string | null
    offer_title: string | null
    created_at: Date
  }>(
    `select t.id, t.amount, t.reason, t.note, t.offer_id, o.pub_name as offer_title, t.created_at
     from public.credit_transactions t left join public.offers o on o.id = t.offer_id
     where t.user_id = $1 order by t.created_at, t.id`,
    [userId],
  )
  const subscriptions = await tx.query<{
    id: string
    tier: SerializedUser['creditSubscriptions'][number]['tier']
    term: SerializedUser['creditSubscriptions'][number]['term']
    starts_at: string
  }>(
    `select id, tier, term, to_char(starts_at, 'YYYY-MM-DD') as starts_at from public.credit_subscriptions
     where user_id = $1 order by starts_at, created_at`,
    [userId],
  )
  return {
    id: profile.id,
    email: profile.email,
    role: profile.role,
    firstName: profile.first_name,
    lastName: profile.last_name,
    onboardingCompleted: profile.onboarding_completed_at !== null,
    creditTransactions: transactions.rows.map((t) => ({
      id: t.id,
      amount: t.amount,
      reason: t.reason,
      note: t.note,
      offerId: t.offer_id === null ? null : Number(t.offer_id),
      offerTitle: t.offer_title,
      createdAt: new Date(t.created_at).toISOString(),
    })),
    creditSubscriptions: subscriptions.rows.map((s) => ({
      id: s.id,
      tier: s.tier,
      term: s.term,
      startsAt: s.starts_at,
    })),
    productGuideTooltipsViewed: profile.product_guide_tooltips_viewed,
    // the stored image's `bucket/path`, as in the offers API; the app renders it through /img (imageUrl)
    avatarUrl: profile.avatar_path ? `${STORAGE_BUCKETS.avatars}/${profile.avatar_path}` : null,
  }
}

/** The one-time welcome bonus: `refetch` when granted now, `noop` when the user already had it. */
export async function grantWelcomeBonus(
  db: Database,
  userId: string,
  /** The client's address, counted once a day (null for loopback: the local demo); docs/decisions/0801-welcome-bonus.md */
  clientAddress: string | null,
): Promise<InitialCreditsResponse> {
  // Credits are never written by users themselves (no INSERT grant), so the grant is the server's act for the
  // verified requester; the unique index makes it once per user even under races.
  const granted = await asService(
    db,
    (tx) =>
      tx.query(
        `insert into public.credit_transactions (user_id, amount, reason, created_by, client_address)
         values ($1, $2, 'WELCOME_BONUS', $1, $3)
         on conflict (user_id) where reason = 'WELCOME_BONUS' do nothing returning id`,
        [userId, WELCOME_BONUS, clientAddress],
      ),
    userId,
  )
  return granted.rows.length ? 'refetch' : 'noop'
}

/** Adds tour steps to the viewed list, as the user, keeping the order they were first seen in. */
export async function markGuideViewed(
  db: Database,
  claims: Requester,
  ids: readonly string[],
): Promise<void> {
  await asUser(db, claims, (tx) =>
    tx.query(
      `update public.profiles set product_guide_tooltips_viewed = array(
         select step from unnest(product_guide_tooltips_viewed || $2::text[]) with ordinality as t(step, n)
         group by step order by min(n))
       where id = $1`,
      [claims.sub, ids],
    ),
  )
}
