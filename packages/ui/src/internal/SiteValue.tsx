import { SITE_FIELD_LABELS, type SiteField } from '@rg/domain'
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
