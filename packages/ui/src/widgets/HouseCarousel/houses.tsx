import * as css from './HouseCarousel.css.ts'

/**
 * The eleven building shapes of the footer (index = houseShape(position)). Each is drawn in a box of
 * 111 or 110 × 170 px, standing on the box's bottom edge.
 */
interface Shape {
  /** Height of the walls from the ground. */
  body: number
  roof: 'gable' | 'flat' | 'shed' | 'hip' | 'tower' | 'dome'
  /** Window columns × rows. */
  cols: number
  rows: number
  tone: 'a' | 'b' | 'c' | 'd'
}

const SHAPES: readonly Shape[] = [
  { body: 100, roof: 'gable', cols: 2, rows: 2, tone: 'a' },
  { body: 150, roof: 'flat', cols: 3, rows: 5, tone: 'b' },
  { body: 90, roof: 'hip', cols: 2, rows: 1, tone: 'c' },
  { body: 125, roof: 'shed', cols: 3, rows: 3, tone: 'd' },
  { body: 112, roof: 'gable', cols: 3, rows: 2, tone: 'b' },
  { body: 140, roof: 'tower', cols: 2, rows: 4, tone: 'a' },
  { body: 80, roof: 'dome', cols: 2, rows: 1, tone: 'd' },
  { body: 160, roof: 'flat', cols: 4, rows: 6, tone: 'c' },
  { body: 104, roof: 'shed', cols: 2, rows: 2, tone: 'a' },
  { body: 120, roof: 'hip', cols: 3, rows: 3, tone: 'b' },
  { body: 96, roof: 'gable', cols: 2, rows: 2, tone: 'd' },
]

export const HOUSE_HEIGHT = 170

export function houseWidth(shape: number): number {
  return shape % 2 === 0 ? 111 : 110
}

function roofPath(shape: Shape, w: number, top: number): string | null {
  const inset = 6
  switch (shape.roof) {
    case 'gable':
      return `M${inset - 4} ${top} L${w / 2} ${Math.max(0, top - 46)} L${w - inset + 4} ${top} Z`
    case 'hip':
      return `M${inset - 4} ${top} L${w * 0.28} ${top - 30} L${w * 0.72} ${top - 30} L${w - inset + 4} ${top} Z`
    case 'shed':
      return `M${inset} ${top} L${inset} ${top - 22} L${w - inset} ${top - 6} L${w - inset} ${top} Z`
    case 'tower':
      return `M${w * 0.35} ${top} L${w * 0.35} ${Math.max(0, top - 24)} L${w * 0.5} ${Math.max(0, top - 30)} L${w * 0.65} ${Math.max(0, top - 24)} L${w * 0.65} ${top} Z`
    case 'dome':
      return `M${inset + 10} ${top} A${w / 2 - inset - 10} ${w / 2 - inset - 10} 0 0 1 ${w - inset - 10} ${top} Z`
    case 'flat':
      return `M${inset - 3} ${top} L${inset - 3} ${top - 6} L${w - inset + 3} ${top - 6} L${w - inset + 3} ${top} Z`
  }
}

/** One building, positioned by the caller. */
export function House({ shape }: { shape: number }) {
  const s = SHAPES[shape] ?? SHAPES[0]!
  const w = houseWidth(shape)
  const top = HOUSE_HEIGHT - s.body
  const inset = 6
  const innerW = w - inset * 2
  const winW = 12
  const winH = 14
  const gapX = (innerW - s.cols * winW) / (s.cols + 1)
  const usableH = s.body - 44
  const gapY = (usableH - s.rows * winH) / (s.rows + 1)
  const windows = []
  for (let r = 0; r < s.rows; r++) {
    for (let c = 0; c < s.cols; c++) {
      windows.push(
        <rect
          key={`${r}-${c}`}
          className={css.window}
          x={inset + gapX + c * (winW + gapX)}
          y={top + 10 + gapY + r * (winH + gapY)}
          width={winW}
          height={winH}
          rx={1.5}
        />,
      )
    }
  }
  const roof = roofPath(s, w, top)
  return (
    <g className={css.tone[s.tone]}>
      {roof ? <path className={css.roof} d={roof} /> : null}
      <rect className={css.wall} x={inset} y={top} width={innerW} height={s.body} />
      {windows}
      <rect className={css.door} x={w / 2 - 9} y={HOUSE_HEIGHT - 28} width={18} height={28} rx={2} />
    </g>
  )
}

/** The person figure (220 × 261) looking at the houses, with the ping signal above the phone. */
export function Figure({ ping }: { ping: boolean }) {
  return (
    <g className={css.figure}>
      <g className={ping ? css.pingOn : css.pingOff} data-ping={ping ? 'on' : 'off'}>
        <path className={css.signal} d="M150 66 a22 22 0 0 1 22 -22" />
        <path className={css.signal} d="M150 82 a38 38 0 0 1 38 -38" />
        <path className={css.signal} d="M150 98 a54 54 0 0 1 54 -54" />
      </g>
      <circle className={css.skin} cx="96" cy="78" r="22" />
      <path className={css.hair} d="M74 74 a22 22 0 0 1 44 -2 q-10 -8 -22 -8 q-14 0 -22 10 z" />
      <path className={css.coat} d="M64 112 q32 -16 64 0 l10 92 h-84 z" />
      <path className={css.coat} d="M126 116 l24 -32 l10 6 l-22 38 z" />
      <rect className={css.phone} x="146" y="74" width="10" height="18" rx="2" />
      <path className={css.legs} d="M70 204 h24 v57 h-24 z M102 204 h24 v57 h-24 z" />
      <path className={css.shoe} d="M64 255 h32 v6 h-32 z M100 255 h32 v6 h-32 z" />
    </g>
  )
}
