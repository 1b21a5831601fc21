import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { SkeletonText } from '../Skeleton/Skeleton.tsx'
import * as css from './Table.css.ts'

export interface TableColumn<Row> {
  key: string
  header: ReactNode
  /** Cell content; defaults to String(row[key]). */
  cell?: (row: Row) => ReactNode
  /** Right-aligned tabular figures (money, counts). */
  numeric?: boolean
  /** The column's name on a card (narrow="cards"); defaults to `header` when that is a string. */
  label?: string
}

export interface TableProps<Row> {
  /** Names the table for screen readers and is shown above it. */
  caption: ReactNode
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  status?: 'ready' | 'loading' | 'error'
  /** Shown when there are no rows. */
  emptyText?: ReactNode
  errorText?: ReactNode
  /**
   * Below the sm breakpoint of the table's own width: 'scroll' sideways (the default), or 'cards': each row a card
   * listing "column: value", the table semantics kept for screen readers.
   */
  narrow?: 'scroll' | 'cards'
  className?: string
}

/** A data table that scrolls horizontally (or turns into cards) on narrow screens, with loading, empty and error rows. */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status = 'ready',
  emptyText = 'Žádné záznamy.',
  errorText = 'Data se nepodařilo načíst.',
  narrow = 'scroll',
  className,
}: TableProps<Row>) {
  const cards = narrow === 'cards'
  // Explicit roles in card mode: some browsers drop a table's semantics once its parts are no longer display: table-*.
  const role = (name: string) => (cards ? { role: name } : {})
  let stateRow: ReactNode = null
  if (status === 'loading') stateRow = <SkeletonText lines={3} />
  else if (status === 'error') stateRow = <span role="alert">{errorText}</span>
  else if (rows.length === 0) stateRow = emptyText
  const table = (
    <table
      className={cx(css.table, cards && css.cardsTable)}
      aria-busy={status === 'loading' || undefined}
      {...role('table')}
    >
      <caption className={cx(css.caption, cards && css.cardsCaption)}>{caption}</caption>
      <thead className={cards ? css.cardsHead : undefined} {...role('rowgroup')}>
        <tr {...role('row')}>
          {columns.map((col) => (
            <th
              key={col.key}
              scope="col"
              className={cx(css.th, col.numeric && css.numeric)}
              {...role('columnheader')}
            >
              {col.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cards ? css.cardsBody : undefined} {...role('rowgroup')}>
        {stateRow !== null ? (
          <tr {...role('row')}>
            <td colSpan={columns.length} className={cx(css.td, css.stateCell)} {...role('cell')}>
              {stateRow}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={cards ? css.cardsRow : undefined} {...role('row')}>
              {columns.map((col) => (
                <td
                  key={col.key}
                  className={cx(css.td, col.numeric && css.numeric, cards && css.cardsCell)}
                  data-label={
                    cards
                      ? (col.label ?? (typeof col.header === 'string' ? col.header : undefined))
                      : undefined
                  }
                  {...role('cell')}
                >
                  {col.cell ? col.cell(row) : String((row as Record<string, unknown>)[col.key] ?? '')}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
  const label = typeof caption === 'string' ? caption : undefined
  if (cards)
    return (
      <div className={cx(css.cardsWrap, className)}>
        <section
          className={css.cardsFrame}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be reachable by keyboard.
          tabIndex={0}
          aria-label={label}
        >
          {table}
        </section>
      </div>
    )
  return (
    <section
      className={cx(css.wrap, className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label={label}
    >
      {table}
    </section>
  )
}
