import { createGlobalTheme } from '@vanilla-extract/css'

/** Design tokens. The full theme (type scale, spacing, tiers, motion, breakpoints) grows with the UI-kit issue. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#1f4b99',
    brandContrast: '#ffffff',
    text: '#1b1f24',
    textMuted: '#4a5360',
    surface: '#ffffff',
    border: '#d4d9e0',
  },
  space: { '1': '4px', '2': '8px', '3': '12px', '4': '16px', '6': '24px' },
  radius: { sm: '4px', md: '8px' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
})
