import type { OfferKind, OfferListResponse } from '@rg/domain/offers'
import type { LandingTeaser, TeaserStatus } from '@rg/ui/landing'
import { useCallback, useEffect, useState } from 'react'
import { callVisitor } from '../../api/visitor-call.ts'

/** How many of the newest teasers a landing page shows (and how many skeleton cards keep their room). */
export const TEASER_COUNT = 6

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null
const isNullable = (value: unknown, type: 'string' | 'number') => value === null || typeof value === type

function isPhoto(value: unknown): boolean {
  return isObject(value) && typeof value.url === 'string' && typeof value.position === 'number'
}

/**
 * A light check of the fields a card shows, instead of the contract's zod schema: the landing pages must not load
 * zod (docs/decisions/0304-landing-bundle.md). The contract's types still describe the answer.
 */
function isTeaser(value: unknown): value is LandingTeaser {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    (value.kind === 'LISTING' || value.kind === 'SERVICE') &&
    typeof value.category === 'string' &&
    typeof value.pubName === 'string' &&
    isNullable(value.pubNameSecondary, 'string') &&
    isNullable(value.city, 'string') &&
    isNullable(value.region, 'string') &&
    isNullable(value.pubPrice, 'number') &&
    Array.isArray(value.photos) &&
    value.photos.every(isPhoto)
  )
}

/** The list answer with the teasers that pass the check; null when it is not a list answer at all. */
export function readTeasers(body: unknown): { items: LandingTeaser[]; total: number } | null {
  if (!isObject(body) || !Array.isArray(body.items)) return null
  const answer = body as Partial<OfferListResponse> & Json
  const items = (answer.items as unknown[]).filter(isTeaser)
  return { items, total: typeof answer.total === 'number' ? answer.total : items.length }
}

interface TeasersState {
  status: TeaserStatus
  teasers: readonly LandingTeaser[]
  total: number | null
}

/**
 * The newest published teasers of a kind, fetched in the browser after the pre-rendered page shows (GET /api/offers
 * answers visitors the teaser fields only). `callVisitor` (zod-free) and plain state: no TanStack Query on the landing pages.
 */
export function useTeasers(kind: OfferKind, count = TEASER_COUNT) {
  const [state, setState] = useState<TeasersState>({ status: 'loading', teasers: [], total: null })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt of the same request.
  useEffect(() => {
    const controller = new AbortController()
    setState((current) => (current.status === 'loading' ? current : { ...current, status: 'loading' }))
    callVisitor('listOffers', { query: { kind, sort: 'newest', pageSize: count }, signal: controller.signal })
      .then((body) => {
        const answer = readTeasers(body)
        if (!answer) throw new Error('not a teaser list')
        setState({
          status: answer.items.length > 0 ? 'ready' : 'empty',
          teasers: answer.items,
          total: answer.total,
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', teasers: [], total: null })
      })
    return () => controller.abort()
  }, [kind, count, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
