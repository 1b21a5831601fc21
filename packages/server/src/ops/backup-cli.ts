/*
 * `npm run backup -- <archive.tar.gz>` and `npm run restore -- <archive.tar.gz>` (README "Production", backup.ts):
 * with the server's own DATA_DIR and DATABASE_URL. The embedded database is backed up with the server stopped.
 */
import path from 'node:path'
import { repoRoot } from '../env.ts'
import { BackupError, backup, restore } from './backup.ts'

const [command, archive] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !archive) {
  console.error(
    'usage: backup-cli.ts backup|restore <archive.tar.gz>   (DATA_DIR and DATABASE_URL as for the server)',
  )
  process.exit(2)
}
if (process.env.SUPABASE_URL) {
  console.error('Supabase mode keeps the database and files in the Supabase project: use its backups.')
  process.exit(2)
}
const target = {
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data')),
  databaseUrl: process.env.DATABASE_URL || undefined,
}
try {
  const manifest = command === 'backup' ? await backup(target, archive) : await restore(target, archive)
  const database =
    manifest.database === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite (${target.dataDir}/pg)`
  console.log(
    `${command === 'backup' ? 'backed up' : 'restored'}: ${database}, ${manifest.folders.map((f) => `${target.dataDir}/${f}`).join(', ') || 'no files'} ${command === 'backup' ? '→' : '←'} ${archive}`,
  )
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(`✗ ${error.message}`)
  process.exit(1)
}
