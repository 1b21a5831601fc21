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
    defineRoute('listWatchdogs', async ({ claims }) => ok({ items: await listWatchdogs(db, claims) })),
    defineRoute('createWatchdog', ({ claims, input }) => createWatchdog(db, claims, input.body)),
    defineRoute('updateWatchdog', ({ claims, input }) =>
      updateWatchdog(db, claims, input.params.id, input.body),
    ),
    defineRoute('deleteWatchdog', ({ claims, input }) => deleteWatchdog(db, claims, input.params.id)),
    defineRoute('getInvestmentPreferences', async ({ claims }) =>
      ok(await getInvestmentPreferences(db, claims)),
    ),
    defineRoute('putInvestmentPreferences', async ({ claims, input }) =>
      ok(await putInvestmentPreferences(db, claims, input.body)),
    ),
  ]
}
