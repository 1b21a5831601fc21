import * as css from './Button.css.ts'

export interface ButtonStyleOptions {
  variant?: keyof typeof css.variant
  size?: keyof typeof css.size
  fullWidth?: boolean
}

/** The button's class names, so a router link can look like a button: `className={buttonStyles({ variant })}`. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth,
}: ButtonStyleOptions = {}): string {
  return `${css.base} ${css.variant[variant]} ${css.size[size]}${fullWidth ? ` ${css.fullWidth}` : ''}`
}
