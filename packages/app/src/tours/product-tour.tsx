/**
 * TEMPORARY: the kit's ProductTour widget exists but '@rg/ui' does not export it yet; the wiring (steps per route,
 * viewed ids to POST /api/user/product-guide-viewed) switches on as soon as it does.
 */
export function ProductTour(_: { viewed: readonly string[] }) {
  return null
}
