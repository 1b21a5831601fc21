/**
 * The two portal pages the landing and sign-in pages link to, in a module of their own: a module is bundled whole, so
 * importing these from pages.ts would put the whole page table into the landing's JavaScript (decision 1247).
 */
export const PORTAL_PAGE = '/portal'
export const CREDITS_PAGE = '/portal/credits'
