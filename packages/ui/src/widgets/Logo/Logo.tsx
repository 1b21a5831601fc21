import { LOGO_WIDTH } from '@rg/domain/carousel'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './Logo.css.ts'

export const PRODUCT_NAME = 'Tržiště investic'

export interface LogoProps {
  /**
   * 'wide' is the full lockup (346 px, docs/product/screens-and-limits.md "Limits"); 'compact' the mark and name for
   * headers; 'mark' the house alone, for a phone's header where the name does not fit beside the controls.
   */
  variant?: 'wide' | 'compact' | 'mark'
  /** Rendered width in pixels; the wide logo defaults to 346. */
  width?: number
  /** Accessible name; the product name by default. */
  label?: string
  className?: string
}

function Mark() {
  return (
    <g>
      <path className={css.mark} d="M4 26 L24 8 L44 26 V46 H4 Z" />
      <path
        className={css.accent}
        d="M12 40 L20 32 L27 36 L38 22 L38 28 L41 28 L41 17 L30 17 L30 20 L36 20 L27 31 L20 27 L10 37 Z"
      />
    </g>
  )
}

/** The product logo (decorative inside a labelled link, otherwise it names itself). */
export function Logo({ variant = 'wide', width, label = PRODUCT_NAME, className }: LogoProps) {
  if (variant === 'mark')
    return (
      <svg
        className={[css.root, className].filter(Boolean).join(' ')}
        width={width ?? 40}
        viewBox="0 0 48 48"
        role="img"
        aria-label={label}
      >
        <Mark />
      </svg>
    )
  if (variant === 'compact') {
    const w = width ?? 200
    return (
      <svg
        className={[css.root, className].filter(Boolean).join(' ')}
        width={w}
        viewBox="0 0 230 48"
        role="img"
        aria-label={label}
      >
        <Mark />
        <text className={css.name} x="54" y="32" fontSize="19">
          {PRODUCT_NAME}
        </text>
      </svg>
    )
  }
  const w = width ?? LOGO_WIDTH
  return (
    <svg
      className={[css.root, className].filter(Boolean).join(' ')}
      width={w}
      viewBox={`0 0 ${LOGO_WIDTH} 56`}
      role="img"
      aria-label={label}
    >
      <g transform="translate(0 4)">
        <Mark />
      </g>
      <text className={css.name} x="58" y="28" fontSize="25">
        {PRODUCT_NAME}
      </text>
      <text className={css.tagline} x="59" y="48" fontSize="13">
        neveřejné investiční příležitosti
      </text>
    </svg>
  )
}

export interface LogoLinkProps extends LogoProps {
  /** Where the logo leads; '/' (spec: the wide logo links to /). */
  href?: string
}

/** The logo as a link home; its accessible name is "<product> – úvodní stránka". */
export function LogoLink({ href = '/', ...logo }: LogoLinkProps) {
  return (
    <Link href={href} className={css.link} underline="hover">
      <Logo label={`${PRODUCT_NAME} – úvodní stránka`} {...logo} />
    </Link>
  )
}
