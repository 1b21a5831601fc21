/* @rg/domain/site: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  isSiteField,
  operatorLine,
  SITE_FIELD_LABELS,
  type SiteField,
  type SiteIdentity,
  type SiteLinkField,
  type SiteOperator,
  siteContactLink,
  siteFieldValues,
} from './site-identity.ts'
