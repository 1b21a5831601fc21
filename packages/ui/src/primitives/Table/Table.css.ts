import { style } from '@vanilla-extract/css'
import { BREAKPOINTS } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const wrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
export const caption = style({
  padding: vars.space['3'],
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})
export const th = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})
export const td = style({
  padding: `${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
})
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const stateCell = style({ padding: vars.space['6'], textAlign: 'center', color: vars.color.textMuted })

/*
 * narrow="cards": below the sm breakpoint of the table's own width (a container query, so a table in a narrow column
 * turns too), each row is a card and each cell a "label: value" line; the header row stays for screen readers only.
 */
const narrow = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`

export const cardsWrap = style({ width: '100%', containerType: 'inline-size' })
export const cardsFrame = style([
  wrap,
  {
    '@container': {
      [narrow]: { border: 'none', borderRadius: 0, background: 'transparent', overflowX: 'visible' },
    },
  },
])
export const cardsTable = style({ '@container': { [narrow]: { display: 'block' } } })
export const cardsCaption = style({ '@container': { [narrow]: { display: 'block', paddingInline: 0 } } })
export const cardsHead = style({
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})
export const cardsBody = style({
  '@container': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } },
})
export const cardsRow = style({
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      padding: vars.space['3'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  },
})
export const cardsCell = style({
  '@container': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      justifyItems: 'start',
      gap: vars.space['3'],
      padding: 0,
      border: 'none',
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      selectors: {
        // The column's name before the value; `/ ""` keeps it out of the spoken text (the header cell names it).
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          color: vars.color.textMuted,
          fontWeight: vars.fontWeight.semibold,
        },
      },
    },
  },
})
