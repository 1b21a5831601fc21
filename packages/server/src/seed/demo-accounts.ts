import type { Role } from '@rg/domain'
import { hashPassword } from '../auth/passwords.ts'
import { findUserByEmail, insertUser } from '../auth/store.ts'
import type { Database } from '../db/database.ts'

export const DEMO_PASSWORD = 'demo-heslo-2026'

export const DEMO_ACCOUNTS: readonly { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@demo.cz', role: 'SUPER_ADMIN', firstName: 'Adéla', lastName: 'Správcová' },
  { email: 'overeny@demo.cz', role: 'VERIFIED', firstName: 'Ondřej', lastName: 'Ověřený' },
  { email: 'uzivatel@demo.cz', role: 'USER', firstName: 'Jana', lastName: 'Uživatelová' },
]

/**
 * Demo accounts, confirmed and onboarded, created once (a later start finds them and changes nothing, so a
 * demo user's edits survive restarts). Needs the embedded auth schema: in Supabase mode only with DEMO_DATA=1
 * against a database where auth.users may be written.
 */
export async function ensureDemoData(db: Database): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_ACCOUNTS[0]?.email as string)) return false
  const hash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserByEmail(tx, account.email)) continue
      const user = await insertUser(tx, account.email, hash, {}, true)
      await tx.query(
        `update public.profiles set role = $2, first_name = $3, last_name = $4, city = 'Praha',
           region = 'Hlavní město Praha', onboarding_completed_at = now(),
           verification_status = case when $2 = 'USER' then 'NONE' else 'APPROVED' end
         where id = $1`,
        [user.id, account.role, account.firstName, account.lastName],
      )
    }
  })
  return true
}
