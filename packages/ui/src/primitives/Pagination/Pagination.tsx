import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import { buttonStyles } from '../Button/button-styles.ts'
import * as css from './Pagination.css.ts'

export interface PaginationProps {
  /** 1-based current page. */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** Pages shown on each side of the current one. */
  siblings?: number
  className?: string
}

/** Page numbers with gaps: 1 … 4 5 6 … 20. */
export function pageItems(page: number, pageCount: number, siblings = 1): Array<number | 'gap'> {
  const items: Array<number | 'gap'> = []
  const from = Math.max(2, page - siblings)
  const to = Math.min(pageCount - 1, page + siblings)
  items.push(1)
  if (from > 2) items.push('gap')
  for (let p = from; p <= to; p++) items.push(p)
  if (to < pageCount - 1) items.push('gap')
  if (pageCount > 1) items.push(pageCount)
  return items
}

/** Page navigation for long lists; hidden when there is a single page. */
export function Pagination({ page, pageCount, onPageChange, siblings = 1, className }: PaginationProps) {
  if (pageCount <= 1) return null
  const ghost = buttonStyles({ variant: 'ghost', size: 'md' })
  return (
    <nav aria-label="Stránkování" className={className}>
      <ul className={css.list}>
        <li>
          <button
            type="button"
            className={ghost}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Předchozí stránka"
          >
            <Icon name="chevronLeft" />
          </button>
        </li>
        {pageItems(page, pageCount, siblings).map((item, i) =>
          item === 'gap' ? (
            <li key={i < 3 ? 'gap-start' : 'gap-end'} className={css.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(ghost, css.page)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Stránka ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={ghost}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            aria-label="Další stránka"
          >
            <Icon name="chevronRight" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
