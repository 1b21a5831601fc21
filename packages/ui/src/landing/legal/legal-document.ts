/**
 * The shape of a legal text (VOP, GDPR) as typed data, so LegalScreen renders it with real headings, numbered
 * paragraphs, lists and an anchor per section, and the wording stays reviewable in one place.
 *
 * Operator details are placeholders in the text ({provozovatel}, {ico}, {sidlo}, {email}, {telefon}, {web}) that
 * LegalScreen fills from site configuration; the repository never contains a real company's details.
 */

/** The operator's identification, from site configuration. Missing values render as a visible placeholder. */
export interface LegalOperator {
  /** Obchodní firma, e.g. "Příklad Reality s.r.o." */
  name?: string | null
  /** Identifikační číslo osoby (IČO). */
  ico?: string | null
  /** Sídlo (registered address). */
  address?: string | null
  /** Where the company is registered, e.g. "zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000". */
  register?: string | null
  email?: string | null
  phone?: string | null
  /** The site's address, e.g. "https://www.example.cz". */
  web?: string | null
}

export type OperatorPlaceholder = 'provozovatel' | 'ico' | 'sidlo' | 'rejstrik' | 'email' | 'telefon' | 'web'

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
