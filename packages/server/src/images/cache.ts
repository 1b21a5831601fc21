import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Transformed images, keyed by the normalized query. */
export interface ImageCache {
  get(key: string): Promise<Buffer | null>
  set(key: string, value: Buffer): Promise<void>
  /** Bytes held (for tests and the log). */
  size(): Promise<number>
}

/**
 * A disk cache under DATA_DIR/cache/img bounded to `maxBytes`: when a write takes it over the bound, the least
 * recently used files go until it is at 90 % (docs/security.md "/img"). The index of sizes and last uses is in
 * memory, built from the folder at the first use (files of an earlier run count, oldest first).
 */
export function diskCache(dir: string, maxBytes: number): ImageCache {
  const file = (key: string) => path.join(dir, key.slice(0, 2), key)
  const index = new Map<string, { bytes: number; used: number }>()
  let total = 0
  let loaded: Promise<void> | undefined
  const load = () => {
    loaded ??= (async () => {
      let subdirs: string[] = []
      try {
        subdirs = await readdir(dir)
      } catch {
        return
      }
      for (const sub of subdirs) {
        let names: string[] = []
        try {
          names = await readdir(path.join(dir, sub))
        } catch {
          continue
        }
        for (const name of names) {
          if (name.endsWith('.tmp')) continue
          try {
            const s = await stat(path.join(dir, sub, name))
            index.set(name, { bytes: s.size, used: s.mtimeMs })
            total += s.size
          } catch {}
        }
      }
    })()
    return loaded
  }
  const evict = async () => {
    if (total <= maxBytes) return
    const oldest = [...index].sort((a, b) => a[1].used - b[1].used)
    for (const [key, entry] of oldest) {
      if (total <= maxBytes * 0.9) break
      index.delete(key)
      total -= entry.bytes
      await rm(file(key), { force: true }).catch(() => {})
    }
  }
  return {
    async get(key) {
      await load()
      const entry = index.get(key)
      if (!entry) return null
      try {
        const value = await readFile(file(key))
        entry.used = Date.now()
        return value
      } catch {
        index.delete(key)
        total -= entry.bytes
        return null
      }
    },
    async set(key, value) {
      await load()
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true })
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`
      await writeFile(tmp, value)
      await rename(tmp, target)
      const old = index.get(key)
      if (old) total -= old.bytes
      index.set(key, { bytes: value.length, used: Date.now() })
      total += value.length
      await evict()
    },
    async size() {
      await load()
      return total
    },
  }
}

/** The same bound in memory (DATA_DIR=memory://, tests). */
export function memoryCache(maxBytes: number): ImageCache {
  const map = new Map<string, Buffer>()
  let total = 0
  return {
    async get(key) {
      const value = map.get(key)
      if (!value) return null
      map.delete(key)
      map.set(key, value) // most recently used last
      return value
    },
    async set(key, value) {
      const old = map.get(key)
      if (old) total -= old.length
      map.delete(key)
      map.set(key, value)
      total += value.length
      for (const [k, v] of map) {
        if (total <= maxBytes) break
        map.delete(k)
        total -= v.length
      }
    },
    async size() {
      return total
    },
  }
}
