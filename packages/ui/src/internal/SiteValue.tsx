import { SITE_FIELD_LABELS, type SiteField, type SiteLinkField, siteContactLink } from '@rg/domain/site'
import * as css from './site-value.css.ts'

/**
 * One value of the site's identity (the operator's name, IČO, seat, …) in a page that is pre-rendered without the
 * configuration: marked `data-site="<field>"` so the server writes the configured value into the HTML it sends
 * (docs/decisions/1007), readable without JavaScript. A value not configured shows a marked "[doplnit: …]".
 * Until the app reads the configuration its first render still has no value, so this one text may differ from the
 * HTML at hydration (suppressHydrationWarning); the render after it shows the same value.
 */
export function SiteValue({ field, value }: { field: SiteField; value?: string | null }) {
  return (
    <span
      data-site={field}
      data-missing={value ? undefined : ''}
      className={css.siteValue}
      suppressHydrationWarning
    >
      {value || `[doplnit: ${SITE_FIELD_LABELS[field]}]`}
    </span>
  )
}

/**
 * The operator's e-mail or phone as a link, marked like SiteValue plus `data-site-link`: in a page pre-rendered
 * without the configuration the server writes both its text and its address (mailto:, tel:), so the link works
 * without JavaScript (docs/decisions/1355-contact-channels-without-javascript.md). Until then it has no address.
 */
export function SiteLink({
  field,
  value,
  className,
}: {
  field: SiteLinkField
  value?: string | null
  className?: string
}) {
  const link = value ? siteContactLink(field, value) : null
  return (
    <a
      data-site={field}
      data-site-link=""
      data-missing={link ? undefined : ''}
      href={link?.href}
      className={className ? `${css.siteValue} ${className}` : css.siteValue}
      suppressHydrationWarning
    >
      {link ? link.text : `[doplnit: ${SITE_FIELD_LABELS[field]}]`}
    </a>
  )
}
