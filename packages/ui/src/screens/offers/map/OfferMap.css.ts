import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../theme/theme.css.ts'

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
})
export const frame = style({ width: '100%', maxWidth: '44rem', minWidth: 0 })
/** Leaflet needs a height; without tiles the map's own background is the page's. */
export const map = style({
  width: '100%',
  aspectRatio: '16 / 10',
  minHeight: '14rem',
  background: vars.color.surface,
  fontFamily: 'inherit',
})
/** Fill and stroke from the theme: a class rule outranks the attributes Leaflet writes. */
export const region = style({
  fill: vars.color.brand,
  stroke: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { stroke: vars.color.accent },
    '&[data-selected="true"]': { stroke: vars.color.accentStrong },
  },
})
/** Leaflet's divIcon wrapper: no default white box. */
export const pinIcon = style({ background: 'none', border: 'none' })
/** A cluster is not a target: a click on it reaches the region under it (outranks Leaflet's `.leaflet-marker-icon`). */
export const clusterIcon = style([
  pinIcon,
  { selectors: { '&.leaflet-marker-icon': { pointerEvents: 'none' } } },
])
export const pinBadge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  borderRadius: '50%',
  background: vars.color.accent,
  border: `1px solid ${vars.color.surface}`,
  color: vars.color.text,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: 1,
  textDecoration: 'none',
})
globalStyle(`${pinIcon} a${pinBadge}`, { cursor: 'pointer' })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['2'],
})
