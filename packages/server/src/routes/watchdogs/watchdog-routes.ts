import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { ok } from '../../services/outcome.ts'
import {
  createWatchdog,
  deleteWatchdog,
  getInvestmentPreferences,
  listWatchdogs,
  putInvestmentPreferences,
  updateWatchdog,
} from '../../services/watchdogs/watchdog-service.ts'
import { defineRoute } from '../define-route.ts'

/** /api/watchdogs and /api/investment-preferences, all as the requesting user (RLS: only one's own rows). */
export function watchdogRoutes(db: Database) {
  return [
    defineRoute('listWatchdogs', async ({ claims }) =>
      ok({ items: await asUser(db, claims, listWatchdogs) }),
    ),
    defineRoute('createWatchdog', async ({ claims, input }) =>
      asUser(db, claims, (tx) => createWatchdog(tx, claims.sub, input.body)),
    ),
    defineRoute('updateWatchdog', async ({ claims, input }) =>
      asUser(db, claims, (tx) => updateWatchdog(tx, input.params.id, input.body)),
    ),
    defineRoute('deleteWatchdog', async ({ claims, input }) =>
      asUser(db, claims, (tx) => deleteWatchdog(tx, input.params.id)),
    ),
    defineRoute('getInvestmentPreferences', async ({ claims }) =>
      ok(await asUser(db, claims, getInvestmentPreferences)),
    ),
    defineRoute('putInvestmentPreferences', async ({ claims, input }) =>
      ok(await asUser(db, claims, (tx) => putInvestmentPreferences(tx, claims.sub, input.body))),
    ),
  ]
}
