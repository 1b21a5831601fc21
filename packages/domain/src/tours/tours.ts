/** One step of a product tour; without `element` the step is a centred dialog. */
export interface TourStep {
  id: string
  element?: string
  title: string
  description: string
}

/** docs/product/README.md "Tours": steps the user already viewed are skipped. */
export function stepsToShow<S extends TourStep>(steps: readonly S[], viewedIds: readonly string[]): S[] {
  const viewed = new Set(viewedIds)
  return steps.filter((s) => !viewed.has(s.id))
}

/**
 * The ids to send to POST /api/user/product-guide-viewed after a tour: only new ones, each once, so a repeated tour
 * sends nothing (the caller skips the call for an empty list).
 */
export function idsToMarkViewed(shown: readonly TourStep[], viewedIds: readonly string[]): string[] {
  const viewed = new Set(viewedIds)
  return [...new Set(shown.map((s) => s.id))].filter((id) => !viewed.has(id))
}
