import type { RequestClaims } from '../src/db/as-user.ts'
import type { Database } from '../src/db/database.ts'

/** Inserts a confirmed auth user straight into the database (its profile comes from the trigger) and returns claims. */
export async function insertUser(
  db: Database,
  email: string,
  role: 'USER' | 'VERIFIED' | 'ADMIN' | 'SUPER_ADMIN' = 'USER',
): Promise<RequestClaims & { sub: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
    [email],
  )
  const id = rows[0]?.id as string
  if (role !== 'USER') await db.query('update public.profiles set role = $2 where id = $1', [id, role])
  return { sub: id, role: 'authenticated', email, aud: 'authenticated' }
}
