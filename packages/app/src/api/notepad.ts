import type { Note, NoteSaveRequest } from '@rg/domain/notes'
import type { NotepadProps } from '@rg/ui/screens'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { checked } from './checked.ts'
import { errorText } from './error-text.ts'
import { retryNetwork } from './http.ts'

/*
 * The notepad (GET/PUT /api/notes): one private note per user per listing or contact, saved while the user types.
 */

type NoteKind = Note['kind']

export const notesKey = ['notes'] as const
export const noteKey = (kind: NoteKind, targetId: string) => [...notesKey, kind, targetId] as const

export function fetchNote(kind: NoteKind, targetId: string): Promise<Note> {
  return checked('getNote', { query: { kind, targetId } })
}

export function saveNote(note: NoteSaveRequest): Promise<Note> {
  return checked('saveNote', { body: note })
}

export const noteQuery = (kind: NoteKind, targetId: string) =>
  queryOptions({
    queryKey: noteKey(kind, targetId),
    queryFn: () => fetchNote(kind, targetId),
    // the text being typed is the truth; a background refetch must not overwrite it
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryNetwork,
  })

/** Quiet time after the last keystroke before the note is saved. */
export const NOTE_SAVE_DELAY_MS = 800

/**
 * The Notepad's props for one note: loads it, keeps the text locally and saves it `delayMs` after the last
 * keystroke (and at once when the page is left with unsaved text). Saves are numbered so a slow earlier answer can
 * never mark newer text as saved.
 */
export function useNotepad(
  kind: NoteKind,
  targetId: string | null,
  enabled: boolean,
  delayMs = NOTE_SAVE_DELAY_MS,
): Omit<NotepadProps, 'label' | 'className'> {
  const client = useQueryClient()
  const query = useQuery({ ...noteQuery(kind, targetId ?? ''), enabled: enabled && targetId !== null })
  const [draft, setDraft] = useState<string | null>(null)
  const [savedBody, setSavedBody] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const seq = useRef(0)
  const pending = useRef<NoteSaveRequest | null>(null)

  const loaded = query.data?.body
  const value = draft ?? loaded ?? ''
  const saved = savedBody ?? (query.data?.updatedAt ? loaded : null)

  const save = useCallback(
    async (request: NoteSaveRequest) => {
      const mine = ++seq.current
      pending.current = null
      setSaving(true)
      setError(null)
      try {
        const note = await saveNote(request)
        if (mine !== seq.current) return
        setSavedBody(note.body)
        client.setQueryData(noteKey(note.kind, note.targetId), note)
      } catch (e) {
        if (mine !== seq.current) return
        pending.current = request
        setError(errorText(e, 'Poznámku se nepodařilo uložit.'))
      } finally {
        if (mine === seq.current) setSaving(false)
      }
    },
    [client],
  )

  const onChange = useCallback(
    (text: string) => {
      if (targetId === null) return
      setDraft(text)
      clearTimeout(timer.current)
      pending.current = { kind, targetId, body: text }
      timer.current = setTimeout(() => {
        if (pending.current) void save(pending.current)
      }, delayMs)
    },
    [kind, targetId, delayMs, save],
  )

  // Leaving the page (or another listing) with unsaved text saves it right away.
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      if (pending.current) void saveNote(pending.current).catch(() => {})
    },
    [],
  )

  const dirty = draft !== null && draft !== saved
  const status: NotepadProps['status'] =
    error !== null
      ? 'error'
      : saving || dirty
        ? 'saving'
        : saved !== null && saved !== undefined
          ? 'saved'
          : 'idle'
  return {
    value,
    onChange,
    status: query.isError ? 'error' : status,
    error: query.isError ? errorText(query.error, 'Poznámku se nepodařilo načíst.') : error,
    loading: query.isPending && enabled && targetId !== null,
    onRetry: () => {
      if (query.isError) void query.refetch()
      else if (pending.current) void save(pending.current)
      else if (draft !== null && targetId !== null) void save({ kind, targetId, body: draft })
    },
  }
}
