/* The phone viewport of every screen's stories and what a story checks there (docs/decisions/1642-screen-kit-and-page-paths.md). */

/** Story globals that render at the 375 px "Mobil" viewport of the preview (media queries included). */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile', isRotated: false } }

/** True when nothing pushes the page wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewport(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth
}

/** A Table with narrow="cards" on a phone: its rows are cards (no table rows) and its region does not scroll sideways. */
export function tableShowsCards(table: HTMLElement): boolean {
  const region = table.closest('section')
  const rows = [...table.querySelectorAll('tbody > tr')]
  return (
    region !== null &&
    region.scrollWidth <= region.clientWidth &&
    rows.length > 0 &&
    rows.every((row) => getComputedStyle(row).display === 'flex')
  )
}
