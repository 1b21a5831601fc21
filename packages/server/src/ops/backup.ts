import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openPglite, pgliteExtensions } from '../db/pglite.ts'

/*
 * Backup and restore of everything the product keeps (docs/decisions/1376-backup-and-restore.md): the database
 * (PGlite's own dump of DATA_DIR/pg for the embedded default, pg_dump's custom format for DATABASE_URL), the signing key
 * (DATA_DIR/auth) and the uploaded files (DATA_DIR/storage), in one .tar.gz with a manifest. The image cache
 * (DATA_DIR/cache) is left out: it is rebuilt on demand. Supabase mode keeps its database and files in the Supabase
 * project, whose own backups cover them.
 */

export interface BackupTarget {
  dataDir: string
  /** Real Postgres (DATABASE_URL); absent = the embedded PGlite in dataDir/pg. */
  databaseUrl?: string | undefined
}

export interface BackupManifest {
  format: 1
  createdAt: string
  database: 'pglite' | 'postgres'
  /** The DATA_DIR folders in the archive, beside the manifest. */
  folders: string[]
}

/** The DATA_DIR folders a backup carries: the signing key and the uploaded files. */
const FOLDERS = ['auth', 'storage'] as const
const PGLITE_DUMP = 'database.pglite.tar.gz'
const PG_DUMP = 'database.pgdump'

export class BackupError extends Error {
  override name = 'BackupError'
}

function run(command: string, args: string[]) {
  const done = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (done.error) throw new BackupError(`${command}: ${done.error.message}`)
  if (done.status !== 0) throw new BackupError(`${command} failed (${done.status}): ${done.stderr.trim()}`)
}

/**
 * Writes the archive. The embedded database must not be in use: stop the server first (PGlite is one process's);
 * Postgres is dumped as one consistent snapshot while the server runs.
 */
export async function backup(target: BackupTarget, archive: string): Promise<BackupManifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'rg-backup-'))
  try {
    let database: BackupManifest['database']
    if (target.databaseUrl) {
      database = 'postgres'
      run('pg_dump', ['--format=custom', `--file=${path.join(staging, PG_DUMP)}`, target.databaseUrl])
    } else {
      database = 'pglite'
      const location = path.join(target.dataDir, 'pg')
      if (!existsSync(path.join(location, 'PG_VERSION')))
        throw new BackupError(`no embedded database in ${location}`)
      const db = await PGlite.create(location, { extensions: pgliteExtensions })
      try {
        const dump = await db.dumpDataDir('gzip')
        writeFileSync(path.join(staging, PGLITE_DUMP), new Uint8Array(await dump.arrayBuffer()))
      } finally {
        await db.close()
      }
    }
    const folders = FOLDERS.filter((f) => existsSync(path.join(target.dataDir, f)))
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, folders }
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    mkdirSync(path.dirname(path.resolve(archive)), { recursive: true })
    run('tar', [
      '-czf',
      path.resolve(archive),
      '-C',
      staging,
      'manifest.json',
      database === 'postgres' ? PG_DUMP : PGLITE_DUMP,
      ...(folders.length ? ['-C', target.dataDir, ...folders] : []),
    ])
    return manifest
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/**
 * Restores an archive into an empty DATA_DIR and, for a Postgres backup, an empty database (create it first:
 * `createdb`); anything already there stops the restore rather than mixing two sites' data.
 */
export async function restore(target: BackupTarget, archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`no archive at ${archive}`)
  for (const folder of ['pg', ...FOLDERS])
    if (!isEmptyDir(path.join(target.dataDir, folder)))
      throw new BackupError(
        `${path.join(target.dataDir, folder)} is not empty: restore into an empty DATA_DIR`,
      )
  const staging = mkdtempSync(path.join(tmpdir(), 'rg-restore-'))
  try {
    run('tar', ['-xzf', path.resolve(archive), '-C', staging])
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest
    if (manifest.format !== 1) throw new BackupError(`unknown backup format ${String(manifest.format)}`)
    if (manifest.database === 'postgres') {
      if (!target.databaseUrl)
        throw new BackupError('the backup is of a Postgres database: set DATABASE_URL to an empty database')
      const client = new pg.Client({ connectionString: target.databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_tables where schemaname in ('public', 'auth', 'supabase_migrations')`,
        )
        if (rows[0]?.n) throw new BackupError('the database is not empty: restore into a new one (createdb)')
      } finally {
        await client.end()
      }
      run('pg_restore', [
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        path.join(staging, PG_DUMP),
      ])
    } else {
      if (target.databaseUrl)
        throw new BackupError(
          'the backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
        )
      const dump = readFileSync(path.join(staging, PGLITE_DUMP))
      const db = await openPglite(target.dataDir, dump)
      await db.query('select 1')
      await db.close()
    }
    for (const folder of manifest.folders)
      cpSync(path.join(staging, folder), path.join(target.dataDir, folder), { recursive: true })
    return manifest
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
