import { type TierId, tierById } from '@rg/domain/tiers'

/** The metal tiers' colours come from the domain's tier configuration (docs/product/screens-and-limits.md "Limits"). */
function tierColor(id: TierId): string {
  return tierById(id).color ?? '#5d6877'
}

/**
 * Raw design tokens. `theme.css.ts` turns them into CSS custom properties (`vars`); the docs pages and the
 * admin styleguide read these plain values to show them. Every colour pair used for text meets WCAG AA (4.5:1).
 */
export const tokens = {
  color: {
    /** Deep navy: headings, primary actions, links. 9.4:1 on white. */
    brand: '#1d4477',
    brandHover: '#163660',
    brandActive: '#10294a',
    brandSubtle: '#e8eef7',
    brandContrast: '#ffffff',
    /** Muted brass accent for highlights (never for small text on white). */
    accent: '#b8892b',
    accentSubtle: '#f7f0e1',
    /** The accent dark enough for text (4.9:1 on the page background). */
    accentStrong: '#8a6417',

    text: '#18202b',
    textMuted: '#4a5565',
    textSubtle: '#5d6877',
    textInverse: '#ffffff',

    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f4',
    surfaceInverse: '#18202b',

    border: '#d5dbe3',
    borderStrong: '#8a95a3',
    focus: '#2563c9',
    overlay: 'rgba(14, 20, 28, 0.5)',

    success: '#1f6b3b',
    successSubtle: '#e6f4ea',
    warning: '#855300',
    warningSubtle: '#fdf3dc',
    danger: '#b3261e',
    dangerSubtle: '#fbe9e7',
    info: '#1d4e99',
    infoSubtle: '#e7effa',
  },
  /** Subscription tier colours from the specification (bronze, silver, gold) plus the two unbranded tiers. */
  tier: {
    USAGE: '#5d6877',
    BRONZE: tierColor('BRONZE'),
    SILVER: tierColor('SILVER'),
    GOLD: tierColor('GOLD'),
    ENTERPRISE: '#1d4477',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  /** Type scale (1.2 ratio, 16 px base). */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    lg: '0 12px 24px -4px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
    focus: '0 0 0 3px rgba(37, 99, 201, 0.35)',
  },
  /** Stacking layers: every overlay takes its z-index from here. */
  zIndex: {
    base: '0',
    header: '100',
    dropdown: '1000',
    cookieBar: '1100',
    overlay: '1200',
    dialog: '1300',
    /** A list opened from a control (Select), above a dialog that holds the control. */
    popover: '1350',
    tooltip: '1400',
    toast: '1500',
    loadingBar: '1600',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    contentMax: '1200px',
    narrowMax: '440px',
    headerHeight: '64px',
    sidebarWidth: '272px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
  },
} as const

export type Tokens = typeof tokens
