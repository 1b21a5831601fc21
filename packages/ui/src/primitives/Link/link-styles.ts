import * as css from './Link.css.ts'

export interface LinkStyleOptions {
  tone?: keyof typeof css.tone
  /** 'hover' shows the underline only on hover (navigation); text links keep it always. */
  underline?: 'always' | 'hover'
}

/** The text link's class names, for an `<a>` that is not a `Link` (mailto:, tel:, in-page anchors). */
export function linkStyles({ tone = 'brand', underline }: LinkStyleOptions = {}): string {
  return `${css.base} ${css.tone[tone]}${underline === 'hover' ? ` ${css.underlineOnHover}` : ''}`
}
