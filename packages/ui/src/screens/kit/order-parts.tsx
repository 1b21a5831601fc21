import { ORDER_STATUS_LABELS, type OrderStatus } from '@rg/domain'
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as o from './kit.css.ts'

/* An order's status badge and its tax documents, shown to the buyer (credits) and the operator (admin orders). */

const TONES: Record<OrderStatus, NonNullable<BadgeProps['tone']>> = {
  PENDING: 'warning',
  PAID: 'success',
  CANCELLED: 'outline',
}

/** The order's state with its Czech label from the domain. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  )
}

/**
 * A tax document to download: the PDF under its name and, beside it, the same document as ISDOC, the XML Czech
 * accounting programs import (docs/decisions/1310-isdoc.md).
 */
export function DocumentDownload({
  label,
  pdfHref,
  isdocHref,
}: {
  /** "Faktura FA-2026-000017", "Opravný doklad OD-2026-000001". */
  label: string
  pdfHref: string
  isdocHref?: string
}) {
  return (
    <span className={o.row}>
      <Link href={pdfHref} download>
        {label}
      </Link>
      {isdocHref ? (
        <Link href={isdocHref} download aria-label={`${label} jako ISDOC pro účetní program`}>
          ISDOC
        </Link>
      ) : null}
    </span>
  )
}
