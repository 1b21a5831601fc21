import { type TierId, tierById } from '@rg/domain/tiers'
import type { HTMLAttributes } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import { tokens } from '../../theme/tokens.ts'
import * as css from './Badge.css.ts'

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'outline'
}

/** A short status or category label. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx(css.base, css.tone[tone], className)} {...rest} />
}

export interface TierBadgeProps {
  tier: TierId
  className?: string
}

/**
 * A subscription tier: its label from the domain's tier configuration and its colour (bronze, silver, gold) as a
 * medal dot; the tiers without a colour get an icon. The colour is decoration, the label carries the meaning.
 */
export function TierBadge({ tier, className }: TierBadgeProps) {
  const config = tierById(tier)
  return (
    <span className={cx(css.base, css.tone.outline, className)} data-tier={tier}>
      {config.color ? (
        <span className={css.dot} style={{ background: config.color }} aria-hidden />
      ) : (
        <Icon
          name={tier === 'ENTERPRISE' ? 'shield' : 'star'}
          size={14}
          style={{ color: tokens.tier[tier] }}
        />
      )}
      {config.label}
    </span>
  )
}
