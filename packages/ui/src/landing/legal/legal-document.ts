import type { SiteField } from '@rg/domain/site'

/**
 * The shape of a legal text (VOP, GDPR) as typed data, so LegalScreen renders it with real headings, numbered
 * paragraphs, lists and an anchor per section, and the wording stays reviewable in one place.
 *
 * Operator details are placeholders in the text ({provozovatel}, {ico}, {sidlo}, {email}, {telefon}, {web}) that
 * LegalScreen fills from site configuration; the repository never contains a real company's details.
 */

/**
 * The operator's identification from site configuration, by placeholder (`siteFieldValues` of the runtime
 * configuration). Missing values render as a visible placeholder.
 */
export type LegalOperator = Partial<Record<OperatorPlaceholder, string | null>>

export type OperatorPlaceholder = Exclude<SiteField, 'provozovatel-udaje'>

export type LegalBlock =
  /** A numbered paragraph ("3.2"). */
  | { kind: 'p'; text: string }
  /** A paragraph without a number (notes, introductions of a list). */
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  /** Term and description pairs (e.g. purpose → legal basis → retention). */
  | { kind: 'terms'; items: ReadonlyArray<{ term: string; text: string }> }

export interface LegalSubsection {
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalSection {
  /** Stable anchor (#id), Czech slug without diacritics. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
}

export interface LegalDocument {
  title: string
  /** Short name for the table of contents and the page title, e.g. "VOP". */
  shortTitle: string
  /** ISO date 'YYYY-MM-DD' from which the text is effective. */
  effectiveDate: string
  version: string
  /** Unnumbered paragraphs under the title. */
  intro: readonly string[]
  sections: readonly LegalSection[]
}
