/**
 * The tracking hook: runs once, only after the visitor approved cookies (about 500 ms later, so the click that gave
 * consent is not slowed down). No analytics provider is chosen yet; this is where it is started, and the
 * `rg:tracking-started` event lets tests and future integrations observe it.
 */
let started = false

export function startTracking(win: Window = window) {
  if (started) return
  started = true
  win.document.documentElement.dataset.tracking = 'on'
  win.dispatchEvent(new CustomEvent('rg:tracking-started'))
}

export function trackingStarted() {
  return started
}
