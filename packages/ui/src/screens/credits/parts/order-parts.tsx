import { ORDER_STATUS_LABELS, type OrderStatus } from '@rg/domain'
import { useState } from 'react'
import { Badge, type BadgeProps } from '../../../primitives/Badge/Badge.tsx'
import { Button } from '../../../primitives/Button/Button.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import * as o from '../../kit/kit.css.ts'

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

/** Copies one payment value to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Kopírovat ${label}`}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value)
            setState('copied')
          } catch {
            setState('failed')
          }
        }}
      >
        Kopírovat
      </Button>
      <span role="status" aria-live="polite">
        {state === 'copied' ? 'Zkopírováno' : state === 'failed' ? 'Kopírování se nepodařilo' : ''}
      </span>
    </>
  )
}
