import { type IsoDate, pragueDate } from '@rg/domain/calendar'
import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Job } from '../../jobs/runner.ts'

/*
 * Monthly credits of subscriptions (docs/decisions/0962-invoices-and-vat.md): each month of a term is a row in
 * public.subscription_grants. Granting one writes the ledger row (reason SUBSCRIPTION_GRANT, naming the grant) and
 * marks the grant in the same transaction. Workers claim due rows with FOR UPDATE SKIP LOCKED, so any number of
 * server instances share the work; a worker killed mid-way rolls back and its rows are claimed again. The ledger's
 * unique grant_id is the last guard: a grant can never be written twice.
 */

export interface GrantRow {
  id: string
  user_id: string
  credits: number
}

/** Writes one grant's credits; answers false when the ledger already holds it. Runs as the service role. */
export async function grantOne(tx: Queryable, grant: GrantRow): Promise<boolean> {
  const inserted = await tx.query(
    `insert into public.credit_transactions (user_id, amount, reason, grant_id, note)
     values ($1, $2, 'SUBSCRIPTION_GRANT', $3, 'Měsíční kredity předplatného')
     on conflict (grant_id) where grant_id is not null do nothing
     returning id`,
    [grant.user_id, grant.credits, grant.id],
  )
  await tx.query(
    'update public.subscription_grants set granted_at = coalesce(granted_at, now()) where id = $1',
    [grant.id],
  )
  return inserted.rows.length === 1
}

/** Grants everything due on or before `today` (a Prague day), in batches; answers how many this worker granted. */
export async function runDueGrants(db: Database, today: IsoDate, batchSize = 100): Promise<number> {
  let granted = 0
  for (;;) {
    const claimed = await asService(db, async (tx) => {
      const { rows } = await tx.query<GrantRow>(
        `select id, user_id, credits from public.subscription_grants
         where granted_at is null and due_on <= $1
         order by due_on, id limit $2
         for update skip locked`,
        [today, batchSize],
      )
      for (const row of rows) if (await grantOne(tx, row)) granted++
      return rows.length
    })
    if (claimed < batchSize) return granted
  }
}

/** The hourly job (jobs/runner.ts runs it now and every hour, never twice at once in one process). */
export function grantJob(db: Database): Job {
  return {
    name: 'subscription-grants',
    everyMs: 60 * 60 * 1000,
    run: () => runDueGrants(db, pragueDate(new Date())),
  }
}
