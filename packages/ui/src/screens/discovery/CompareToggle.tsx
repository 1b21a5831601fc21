import { MAX_COMPARE } from '@rg/domain'
import { Icon } from '../../internal/icons.tsx'
import { Button } from '../../primitives/Button/Button.tsx'

export interface CompareToggleProps {
  /** Whether the offer is in the comparison (aria-pressed). */
  pressed: boolean
  onPressedChange: (next: boolean) => void
  /** True when MAX_COMPARE others are picked: adding is off and the button says why. */
  full?: boolean
  offerName?: string
}

/** "Porovnat": puts an offer into the comparison kept in the URL (docs/decisions/1551). */
export function CompareToggle({ pressed, onPressedChange, full = false, offerName }: CompareToggleProps) {
  const blocked = full && !pressed
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      aria-label={offerName ? `Porovnat: ${offerName}` : undefined}
      disabled={blocked}
      title={blocked ? `Porovnat lze nejvýše ${MAX_COMPARE} nabídky.` : undefined}
      icon={pressed ? <Icon name="check" size={16} /> : undefined}
      onClick={() => onPressedChange(!pressed)}
    >
      Porovnat
    </Button>
  )
}
