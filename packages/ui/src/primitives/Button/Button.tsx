import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from '../../internal/cx.ts'
import { useRenderLink } from '../Link/LinkProvider.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import { iconOnly } from './Button.css.ts'
import { buttonStyles } from './button-styles.ts'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per view. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. */
  loading?: boolean
  fullWidth?: boolean
  /** Icon before the label. */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/** The product's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonStyles({ variant, size, fullWidth }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size={16} label={null} /> : icon}
      {children}
    </button>
  )
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  /** Required accessible name (also shown as the native tooltip). */
  label: string
  icon: ReactNode
}

/** A square button with only an icon; `label` names it for screen readers. */
export function IconButton({ label, icon, variant = 'ghost', size, className, ...rest }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      title={label}
      className={cx(iconOnly, className)}
      icon={icon}
      {...rest}
    />
  )
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  fullWidth?: boolean
  icon?: ReactNode
}

/** A link that looks like a button (navigation, not an action); routed through LinkProvider. */
export function ButtonLink({
  href,
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const renderLink = useRenderLink()
  return renderLink({
    href,
    className: cx(buttonStyles({ variant, size, fullWidth }), className),
    children: (
      <>
        {icon}
        {children}
      </>
    ),
    ...rest,
  })
}
