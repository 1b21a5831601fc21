import * as css from './layouts.css.ts'

export const MAIN_ID = 'obsah'

/** The first focusable element of every layout: jumps over the navigation. */
export function SkipLink() {
  return (
    <a className={css.skipLink} href={`#${MAIN_ID}`}>
      Přeskočit na obsah
    </a>
  )
}
