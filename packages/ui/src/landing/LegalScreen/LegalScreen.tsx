import { formatDate } from '@rg/domain/czech-format'
import { Fragment, type ReactNode, useId } from 'react'
import { cx } from '../../internal/cx.ts'
import { SiteValue } from '../../internal/SiteValue.tsx'
import { linkStyles } from '../../primitives/Link/link-styles.ts'
import type {
  LegalBlock,
  LegalDocument,
  LegalOperator,
  OperatorPlaceholder,
} from '../legal/legal-document.ts'
import * as l from '../parts/landing.css.ts'
import * as css from './LegalScreen.css.ts'

export interface LegalScreenProps {
  /** The text to show, e.g. VOP_DOCUMENT or GDPR_DOCUMENT from '@rg/ui/landing'. */
  document: LegalDocument
  /** The operator's identification from site configuration; missing values show a visible placeholder. */
  operator: LegalOperator
}

const PLACEHOLDER = /\{(provozovatel|ico|sidlo|rejstrik|email|telefon|web)\}/g

/**
 * Replaces {placeholders} with the operator's details, each a marked SiteValue (the server fills it into the
 * pre-rendered HTML); a missing one shows as a marked "[doplnit: …]".
 */
export function fillOperator(text: string, operator: LegalOperator): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    const key = match[1] as OperatorPlaceholder
    // Offsets in the source text are unique, so they make stable keys.
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>)
    parts.push(<SiteValue key={`v${match.index}`} field={key} value={operator[key]} />)
    last = match.index + match[0].length
  }
  if (parts.length === 0) return text
  parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>)
  return parts
}

/** A legal text (/legal/vop, /legal/gdpr): title, effective date, table of contents, numbered sections. */
export function LegalScreen({ document: doc, operator }: LegalScreenProps) {
  const tocId = useId()
  const fill = (text: string) => fillOperator(text, operator)

  return (
    <article className={l.page}>
      <header className={l.section}>
        <h1 className={l.h1}>{doc.title}</h1>
        <p className={css.meta}>
          Účinné od <time dateTime={doc.effectiveDate}>{formatDate(doc.effectiveDate)}</time> · verze{' '}
          {doc.version}
        </p>
        {doc.intro.map((text) => (
          <p key={text} className={l.prose}>
            {fill(text)}
          </p>
        ))}
      </header>
      <div className={css.layout}>
        <nav className={css.toc} aria-labelledby={tocId}>
          <h2 id={tocId} className={css.tocTitle}>
            Obsah
          </h2>
          <ol className={css.tocList}>
            {doc.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkStyles({ underline: 'hover' })}>
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css.body}>
          {doc.sections.map((section, index) => {
            const number = index + 1
            const counter = { value: 0 }
            return (
              <section
                key={section.id}
                id={section.id}
                className={css.section}
                aria-labelledby={`${section.id}-h`}
              >
                <h2 id={`${section.id}-h`} className={css.h2}>
                  {number}. {section.heading}
                </h2>
                <Blocks blocks={section.blocks} prefix={number} counter={counter} fill={fill} />
                {section.subsections?.map((sub) => (
                  <Fragment key={sub.heading}>
                    <h3 className={css.h3}>{sub.heading}</h3>
                    <Blocks blocks={sub.blocks} prefix={number} counter={counter} fill={fill} />
                  </Fragment>
                ))}
              </section>
            )
          })}
        </div>
      </div>
    </article>
  )
}

interface BlocksProps {
  blocks: readonly LegalBlock[]
  prefix: number
  /** Paragraph numbers run on across a section's subsections. */
  counter: { value: number }
  fill: (text: string) => ReactNode
}

function Blocks({ blocks, prefix, counter, fill }: BlocksProps) {
  return blocks.map((block, index) => {
    const key = `${index}`
    switch (block.kind) {
      case 'p': {
        counter.value += 1
        return (
          <p key={key} className={css.para}>
            <span className={css.number}>
              {prefix}.{counter.value}
            </span>
            <span className={css.text}>{fill(block.text)}</span>
          </p>
        )
      }
      case 'note':
        return (
          <p key={key} className={css.note}>
            {fill(block.text)}
          </p>
        )
      case 'list': {
        const Tag = block.ordered ? 'ol' : 'ul'
        return (
          <Tag key={key} className={cx(css.list, block.ordered && css.orderedList)}>
            {block.items.map((item) => (
              <li key={item}>{fill(item)}</li>
            ))}
          </Tag>
        )
      }
      case 'terms':
        return (
          <dl key={key} className={css.terms}>
            {block.items.map((item) => (
              <Fragment key={item.term}>
                <dt className={css.term}>{fill(item.term)}</dt>
                <dd className={css.definition}>{fill(item.text)}</dd>
              </Fragment>
            ))}
          </dl>
        )
    }
    return null
  })
}
