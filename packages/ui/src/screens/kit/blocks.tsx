import type { ReactNode } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Skeleton, SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import * as kit from './kit.css.ts'

/** What every data screen shows: a skeleton, a failed load, nothing yet, or the data. */
export type ScreenStatus = 'loading' | 'error' | 'empty' | 'ready'

/** Placeholder shapes while a page loads; announced once. */
export function LoadingBlock({ label = 'Načítání...', cards = 0 }: { label?: string; cards?: number }) {
  return (
    <div className={kit.stack} aria-busy="true">
      <SkeletonText lines={3} label={label} />
      {cards > 0 ? (
        <ul className={kit.grid} aria-hidden>
          {Array.from({ length: cards }, (_, i) => i).map((i) => (
            <li key={i}>
              <Skeleton height={260} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A failed load with an optional retry. */
export function ErrorBlock({
  title = 'Data se nepodařilo načíst',
  description = 'Zkontrolujte připojení a zkuste to prosím znovu.',
  onRetry,
}: {
  title?: string
  description?: ReactNode
  onRetry?: () => void
}) {
  return (
    <EmptyState
      tone="error"
      title={title}
      description={description}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Zkusit znovu
          </Button>
        ) : undefined
      }
    />
  )
}
