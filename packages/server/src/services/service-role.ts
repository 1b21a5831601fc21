import { asService } from '../db/as-user.ts'
import { type Database, type Queryable, setLocal } from '../db/database.ts'

/**
 * A transaction already open, as a Database whose `transaction` runs inside it: asUser and asService then switch
 * the role and claims of that transaction through the one implementation in db/as-user.ts, instead of a
 * hand-written `set local role` (docs/decisions/0900-server-routes-and-services.md).
 */
export function within(tx: Queryable): Database {
  return {
    kind: 'postgres',
    query: tx.query.bind(tx),
    exec: tx.exec.bind(tx),
    transaction: async (run, settings) => {
      await setLocal(tx, settings)
      return run(tx)
    },
    close: async () => {},
  }
}

/**
 * `asService` inside a transaction the requester already holds: the server's own writes that must commit or roll
 * back with the requester's change (a notification about an approval, the operator's copy of a contact message).
 * The role stays service_role until the transaction ends (or switches again), so call it last.
 */
export function asServiceWithin<T>(
  tx: Queryable,
  fn: (tx: Queryable) => Promise<T>,
  sub?: string,
): Promise<T> {
  return asService(within(tx), fn, sub)
}
