// The ui kit's public API (@rg/ui). Screens are exported separately as '@rg/ui/screens'.
import './theme/global.css.ts'

export { Icon, type IconName, type IconProps } from './internal/icons.tsx'
export { AuthLayout, type AuthLayoutProps } from './layouts/AuthLayout.tsx'
export { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout.tsx'
export { LANDING_NAV, LandingLayout, type LandingLayoutProps, LEGAL_LINKS } from './layouts/LandingLayout.tsx'
export { isActive, type NavItem } from './layouts/nav.tsx'
export {
  accessLevel,
  PORTAL_NAV,
  type PortalAccess,
  PortalLayout,
  type PortalLayoutProps,
  type PortalNavItem,
  type PortalUser,
  visibleNav,
} from './layouts/PortalLayout.tsx'
export { MAIN_ID } from './layouts/SkipLink.tsx'
export { Alert, type AlertProps } from './primitives/Alert/Alert.tsx'
export {
  type FailureText,
  FailureTextProvider,
  type FailureTextProviderProps,
} from './primitives/Alert/FailureTextProvider.tsx'
export { Avatar, type AvatarProps } from './primitives/Avatar/Avatar.tsx'
export { Badge, type BadgeProps, TierBadge, type TierBadgeProps } from './primitives/Badge/Badge.tsx'
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
} from './primitives/Button/Button.tsx'
export { type ButtonStyleOptions, buttonStyles } from './primitives/Button/button-styles.ts'
export {
  Card,
  CardFooter,
  CardHeader,
  type CardHeaderProps,
  type CardProps,
} from './primitives/Card/Card.tsx'
export {
  Checkbox,
  type CheckboxProps,
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  Switch,
  type SwitchProps,
} from './primitives/Checkbox/Checkbox.tsx'
export { Dialog, DialogClose, type DialogProps } from './primitives/Dialog/Dialog.tsx'
export {
  DropdownMenu,
  type DropdownMenuProps,
  type MenuAction,
} from './primitives/DropdownMenu/DropdownMenu.tsx'
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState/EmptyState.tsx'
export { FileUpload, type FileUploadProps, type UploadItem } from './primitives/FileUpload/FileUpload.tsx'
export {
  type FieldControlProps,
  FormField,
  type FormFieldProps,
  useFieldControl,
} from './primitives/FormField/FormField.tsx'
export { Img, type ImgProps } from './primitives/Img/Img.tsx'
export {
  avatarImageUrl,
  DEFAULT_IMAGE_QUALITY,
  densitySrcSet,
  IMAGE_TRANSFORM_PATH,
  type ImageFit,
  type ImageUrlOptions,
  imageUrl,
  type ResponsiveSizes,
  sizesAttribute,
  widthSrcSet,
} from './primitives/Img/image-url.ts'
export { Link, type LinkProps } from './primitives/Link/Link.tsx'
export {
  LinkProvider,
  type LinkProviderProps,
  type LinkRenderProps,
  type RenderLink,
  useRenderLink,
} from './primitives/Link/LinkProvider.tsx'
export { LoadingBar, type LoadingBarProps } from './primitives/LoadingBar/LoadingBar.tsx'
export { Pagination, type PaginationProps } from './primitives/Pagination/Pagination.tsx'
export { PriceInput, type PriceInputProps } from './primitives/PriceInput/PriceInput.tsx'
export { Select, type SelectOption, type SelectProps } from './primitives/Select/Select.tsx'
export {
  Skeleton,
  type SkeletonProps,
  SkeletonText,
  type SkeletonTextProps,
} from './primitives/Skeleton/Skeleton.tsx'
export { Spinner, type SpinnerProps } from './primitives/Spinner/Spinner.tsx'
export { Table, type TableColumn, type TableProps } from './primitives/Table/Table.tsx'
export { Tabs } from './primitives/Tabs/Tabs.tsx'
export {
  Textarea,
  type TextareaProps,
  TextField,
  type TextFieldProps,
} from './primitives/TextField/TextField.tsx'
export { Toaster, type ToasterProps, toast } from './primitives/Toaster/Toaster.tsx'
export { Tooltip, type TooltipProps } from './primitives/Tooltip/Tooltip.tsx'
export { type Breakpoint, mq, reducedMotion } from './theme/breakpoints.ts'
export {
  ColorTokens,
  LayoutTokens,
  ShapeTokens,
  SpacingTokens,
  ThemeTokens,
  TypographyTokens,
} from './theme/docs/TokenTables.tsx'
export { vars } from './theme/theme.css.ts'
export { type Tokens, tokens } from './theme/tokens.ts'
export {
  BusinessCard,
  type BusinessCardPerson,
  type BusinessCardProps,
} from './widgets/BusinessCard/BusinessCard.tsx'
export { CookieBar, type CookieBarProps } from './widgets/CookieBar/CookieBar.tsx'
export { CreditBalance, type CreditBalanceProps } from './widgets/CreditBalance/CreditBalance.tsx'
export { ErrorPage, type ErrorPageProps } from './widgets/ErrorPage/ErrorPage.tsx'
export { HouseCarousel, type HouseCarouselProps } from './widgets/HouseCarousel/HouseCarousel.tsx'
export { LoadingFallback, type LoadingFallbackProps } from './widgets/LoadingFallback/LoadingFallback.tsx'
export { Logo, LogoLink, type LogoLinkProps, type LogoProps, PRODUCT_NAME } from './widgets/Logo/Logo.tsx'
export {
  NotificationBell,
  type NotificationBellProps,
} from './widgets/NotificationBell/NotificationBell.tsx'
export { ProductTour, type ProductTourProps } from './widgets/ProductTour/ProductTour.tsx'
export { ScrollReveal, type ScrollRevealProps } from './widgets/ScrollReveal/ScrollReveal.tsx'
