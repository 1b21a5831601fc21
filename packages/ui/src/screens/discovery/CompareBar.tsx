import { MAX_COMPARE } from '@rg/domain'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from '../kit/kit.css.ts'
import * as css from './discovery.css.ts'

export interface CompareBarProps {
  /** How many offers are picked (nothing is drawn for none). */
  count: number
  /** The comparison page with the picked ids. */
  href: string
  onClear: () => void
}

/** "Vybráno k porovnání: 2 z 4" with the way to the comparison, under a list of cards. */
export function CompareBar({ count, href, onClear }: CompareBarProps) {
  if (count === 0) return null
  return (
    <section className={css.compareBar} aria-label="Výběr k porovnání">
      <p aria-live="polite" className={kit.paragraph}>
        Vybráno k porovnání: {count} z {MAX_COMPARE}
      </p>
      <div className={kit.row}>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Zrušit výběr
        </Button>
        <Link href={href}>Porovnat ({count})</Link>
      </div>
    </section>
  )
}
