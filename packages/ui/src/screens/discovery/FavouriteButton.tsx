import { Icon } from '../../internal/icons.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import * as css from './discovery.css.ts'

export interface FavouriteButtonProps {
  /** Whether the offer is among the user's favourites (aria-pressed). */
  pressed: boolean
  onPressedChange: (next: boolean) => void
  /** The offer's name: on a card the button says whose heart it is ("Oblíbené: Byt v Brně"). */
  offerName?: string
  pending?: boolean
  size?: 'sm' | 'md'
}

/** "Oblíbené": the heart on a card and a detail, a toggle button (docs/decisions/1550). */
export function FavouriteButton({
  pressed,
  onPressedChange,
  offerName,
  pending,
  size = 'sm',
}: FavouriteButtonProps) {
  return (
    <Button
      variant="ghost"
      size={size}
      aria-pressed={pressed}
      aria-label={offerName ? `Oblíbené: ${offerName}` : undefined}
      className={pressed ? css.heartOn : undefined}
      icon={<Icon name="heart" size={18} />}
      disabled={pending}
      onClick={() => onPressedChange(!pressed)}
    >
      Oblíbené
    </Button>
  )
}
