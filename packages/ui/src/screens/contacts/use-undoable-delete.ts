import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A deletion that waits (docs/decisions/1042-contact-import.md "Deleting waits"): the item is hidden at once and
 * deleted when the undo window ends, when another item is deleted, or when the screen goes away; "Vrátit zpět" before
 * that leaves it as it was. `deleted` is the last item whose deletion went out while the screen stayed.
 */
export function useUndoableDelete<T>(onDelete: ((item: T) => void) | undefined, undoMs: number) {
  const [pending, setPending] = useState<T | null>(null)
  const [deleted, setDeleted] = useState<T | null>(null)
  const commit = useRef<(() => void) | null>(null)
  const flush = useCallback(() => {
    commit.current?.()
    commit.current = null
  }, [])
  useEffect(() => {
    if (pending === null) return
    const timer = setTimeout(() => {
      flush()
      setDeleted(pending)
      setPending(null)
    }, undoMs)
    return () => clearTimeout(timer)
  }, [pending, undoMs, flush])
  // leaving the screen completes the deletion the user asked for
  useEffect(() => flush, [flush])
  return {
    pending,
    deleted,
    remove(item: T) {
      flush()
      commit.current = () => onDelete?.(item)
      setPending(item)
    },
    undo() {
      commit.current = null
      setPending(null)
    },
  }
}
