import { expect } from '@playwright/test'
import { pinnedViewport, settle, showStory, storybookIndex, test } from './story-page.ts'

// Screen baselines: the screens the first hour changed (issue 21; decision 1009), each at both widths. A desktop
// story is shot at 1280×800 (the width the product was tried at); its mobile partner is a story pinned to the
// phone viewport and shot at that size, so every play function runs at the width it was written for. Screens take
// their data from the mock API; the clock is fixed (`screenPage` in story-page.ts) so "today", relative dates and the
// footer's year never move.
const desktop = { width: 1280, height: 800 }

const screens: Record<string, { desktop: string[]; mobile: string[] }> = {
  'onboarding (progress bar, region grid)': {
    desktop: [
      'screens-onboarding--personal',
      'screens-onboarding--watchdog',
      'screens-onboarding--investment',
    ],
    mobile: ['screens-onboarding--watchdog-mobile', 'screens-onboarding--investment-mobile'],
  },
  'registration (field errors, success)': {
    desktop: ['screens-auth-registerscreen--short-password', 'screens-auth-registerscreen--sent'],
    mobile: ['screens-auth-registerscreen--sent-mobile'],
  },
  'login (confirmed, expired link, new link sent)': {
    desktop: ['screens-auth-loginscreen--confirmed', 'screens-auth-loginscreen--expired-link'],
    mobile: ['screens-auth-loginscreen--mobile', 'screens-auth-loginscreen--expired-link-sent'],
  },
  'offer form (warning before re-approval, photos)': {
    desktop: ['screens-offers-offerformscreen--default', 'screens-offers-offerformscreen--edit-published'],
    mobile: ['screens-offers-offerformscreen--edit-published-mobile'],
  },
  'own offer detail (history in Czech)': {
    desktop: ['screens-offers-ownofferdetailscreen--history-in-czech'],
    mobile: ['screens-offers-ownofferdetailscreen--mobile'],
  },
  'browse (filters sheet)': {
    desktop: ['screens-offers-offerbrowsescreen--default'],
    mobile: [
      'screens-offers-offerbrowsescreen--filters-sheet-mobile',
      'screens-offers-offerbrowsescreen--mobile',
    ],
  },
  'my listings (cards on a phone)': {
    desktop: ['screens-offers-myoffersscreen--default'],
    mobile: ['screens-offers-myoffersscreen--mobile'],
  },
  'admin queue (cards on a phone)': {
    desktop: ['screens-offers-adminofferlistscreen--default'],
    mobile: ['screens-offers-adminofferlistscreen--mobile'],
  },
  'listing detail (side column, business card, stars)': {
    desktop: [
      'screens-offers-listingdetailscreen--locked-side-column',
      'screens-offers-listingdetailscreen--unlocked',
      'screens-offers-listingdetailscreen--review-stars',
    ],
    mobile: [
      'screens-offers-listingdetailscreen--mobile-locked',
      'screens-offers-listingdetailscreen--review-stars-mobile',
    ],
  },
  'credits (sidebar entry)': {
    desktop: ['screens-credits-creditsscreen--default'],
    mobile: ['screens-credits-creditsscreen--mobile'],
  },
  'public teasers (more offers, registration)': {
    desktop: ['screens-offerteasersscreen--listings'],
    mobile: ['screens-offerteasersscreen--mobile'],
  },
  'home (header for a session, sections visible)': {
    desktop: ['landing-homescreen--default', 'landing-homescreen--signed-in'],
    mobile: ['landing-homescreen--mobile'],
  },
  'legal texts (operator identity)': {
    desktop: ['landing-legalscreen--default'],
    mobile: ['landing-legalscreen--mobile'],
  },
  'contact (operator identity, form)': {
    desktop: ['landing-contactscreen--default'],
    mobile: ['landing-contactscreen--mobile'],
  },
  pricing: {
    desktop: ['landing-pricingscreen--default'],
    mobile: ['landing-pricingscreen--mobile'],
  },
}

const known = new Set(storybookIndex().map((e) => e.id))

test.describe.configure({ mode: 'parallel' })

for (const [screen, { desktop: wide, mobile: narrow }] of Object.entries(screens)) {
  for (const [id, width] of [
    ...wide.map((id) => [id, 'desktop'] as const),
    ...narrow.map((id) => [id, 'mobile'] as const),
  ]) {
    test(`${screen}: ${id}`, async ({ screenPage: page }) => {
      expect(known.has(id), `story ${id} is not in the Storybook build (renamed?)`).toBe(true)
      await page.setViewportSize(desktop)
      let phase = await showStory(page, id)
      const pinned = await pinnedViewport(page)
      if (width === 'mobile') {
        expect(
          pinned,
          `${id} is listed as a phone story but is not pinned to a phone viewport`,
        ).not.toBeNull()
        await page.setViewportSize(pinned!)
        phase = await showStory(page, id, { reload: true })
      } else {
        expect(pinned, `${id} is listed as a desktop story but is pinned to a viewport`).toBeNull()
      }
      // A failed play function would leave the screen half-way; the story tests name the failure, this one refuses it.
      expect(phase, `${id}: the story's play function did not finish`).not.toBe('errored')
      await settle(page)
      await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true })
    })
  }
}
