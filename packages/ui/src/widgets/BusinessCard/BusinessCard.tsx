import { formatPhone } from '@rg/domain/czech-format'
import { Icon } from '../../internal/icons.tsx'
import { Avatar } from '../../primitives/Avatar/Avatar.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { linkStyles } from '../../primitives/Link/link-styles.ts'
import { Skeleton, SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import * as css from './BusinessCard.css.ts'

export interface BusinessCardPerson {
  name: string
  company?: string | null
  /** Any format; shown as "+420 777 123 456". */
  phone?: string | null
  email?: string | null
  avatarUrl?: string | null
  /** A verified owner gets the "Ověřený uživatel" badge. */
  verified?: boolean
}

export interface BusinessCardProps {
  person?: BusinessCardPerson
  /** Shows a placeholder while the owner's details load. */
  loading?: boolean
  /** Heading level of the name. */
  level?: 2 | 3
}

/** The offer owner's business card (docs/product/notifications.md): avatar, name, company, phone, e-mail, verified badge. */
export function BusinessCard({ person, loading = false, level = 3 }: BusinessCardProps) {
  const Heading = `h${level}` as const
  if (loading || !person) {
    return (
      <Card aria-busy="true" aria-label="Vizitka se načítá">
        <div className={css.head}>
          <Skeleton circle width={56} height={56} />
          <div style={{ flex: 1 }}>
            <SkeletonText lines={2} />
          </div>
        </div>
      </Card>
    )
  }
  return (
    <Card as="section" aria-label={`Vizitka: ${person.name}`}>
      <div className={css.head}>
        <Avatar name={person.name} src={person.avatarUrl} size={56} />
        <div className={css.names}>
          <Heading className={css.name}>{person.name}</Heading>
          {person.company ? <span className={css.company}>{person.company}</span> : null}
          {person.verified ? (
            <Badge tone="brand" style={{ alignSelf: 'flex-start' }}>
              <Icon name="shield" size={14} />
              Ověřený uživatel
            </Badge>
          ) : null}
        </div>
      </div>
      {person.phone || person.email ? (
        <ul className={css.list}>
          {person.phone ? (
            <li className={css.row}>
              <Icon name="phone" size={18} className={css.icon} />
              <a className={`${linkStyles({})} ${css.value}`} href={`tel:${person.phone.replace(/\s/g, '')}`}>
                {formatPhone(person.phone)}
              </a>
            </li>
          ) : null}
          {person.email ? (
            <li className={css.row}>
              <Icon name="mail" size={18} className={css.icon} />
              <a className={`${linkStyles({})} ${css.value}`} href={`mailto:${person.email}`}>
                {person.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </Card>
  )
}
