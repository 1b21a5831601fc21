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
  className?: string
}

/** A data table that scrolls horizontally on narrow screens, with loading, empty and error rows. */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status = 'ready',
  emptyText = 'Žádné záznamy.',
  errorText = 'Data se nepodařilo načíst.',
  className,
}: TableProps<Row>) {
  let stateRow: ReactNode = null
  if (status === 'loading') stateRow = <SkeletonText lines={3} />
  else if (status === 'error') stateRow = <span role="alert">{errorText}</span>
  else if (rows.length === 0) stateRow = emptyText
  return (
    <section
      className={cx(css.wrap, className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <table className={css.table} aria-busy={status === 'loading' || undefined}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => (
              <th key={col.key} scope="col" className={cx(css.th, col.numeric && css.numeric)}>
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stateRow !== null ? (
            <tr>
              <td colSpan={columns.length} className={cx(css.td, css.stateCell)}>
                {stateRow}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((col) => (
                  <td key={col.key} className={cx(css.td, col.numeric && css.numeric)}>
                    {col.cell ? col.cell(row) : String((row as Record<string, unknown>)[col.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}
