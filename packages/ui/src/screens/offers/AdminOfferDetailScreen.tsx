import {
  type AdminTakedownAction,
  allowedOfferActions,
  allowedTakedownActions,
  formatDateTime,
  offerTakedownRequestSchema,
  offerTransition,
  PAGES,
  type ReportedReview,
  reviewRemoveRequestSchema,
} from '@rg/domain'
import { useEffect, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import * as kit from '../kit/kit.css.ts'
import {
  ManagedOfferDetail,
  type ManagedOfferScreenProps,
  managedOfferGate,
} from './parts/managed-detail.tsx'
import * as css from './parts/offers.css.ts'
import { Stars } from './parts/reviews.tsx'

export interface AdminOfferDetailScreenProps extends ManagedOfferScreenProps {
  onApprove: () => void
  /** Called with the trimmed reason; the dialog refuses an empty one (domain rule). */
  onReject: (reason: string) => void
  acting?: 'approve' | 'reject' | null
  /** The offer's reviews users reported, with the reasons (the desk's list filtered to this offer). */
  reported?: readonly ReportedReview[]
  /**
   * Removes a review with the reason its author is told; the desk's removal (docs/decisions/1060-operator-desk.md),
   * so it is audited and the author notified. The dialog refuses an empty reason.
   */
  onReviewRemove?: (reviewId: string, reason: string) => void
  /** A removal is under way: the dialog stays open and cannot be dismissed. */
  removingReview?: boolean
  /** Keeps a reported review: its reports are dismissed (audited); the review stays and its author is not told. */
  onReviewKeep?: (reviewId: string) => void
  /**
   * The operator's take-down of an offer on the market: pause (published) or close (published or paused) with the
   * trimmed reason the owner is told (docs/decisions/1351-admin-takedown.md). The dialog refuses an empty reason.
   */
  onTakeDown?: (action: AdminTakedownAction, reason: string) => void
  /** A take-down under way: its dialog stays open and cannot be dismissed. */
  takingDown?: AdminTakedownAction | null
}

const TAKEDOWN_COPY: Record<AdminTakedownAction, { button: string; title: string; description: string }> = {
  pause: {
    button: 'Pozastavit',
    title: 'Pozastavit zveřejněnou nabídku',
    description:
      'Nabídka hned zmizí z tržiště. Vlastník dostane upozornění a e-mail s důvodem; zpět ji vrátí jen úpravou, kterou znovu schválíte. Hlídací psi, kteří ji ohlásili, dostanou zprávu o stažení. Zapíše se do auditního záznamu.',
  },
  close: {
    button: 'Uzavřít',
    title: 'Uzavřít nabídku natrvalo',
    description:
      'Uzavření je konečné: nabídka zmizí z tržiště a už ji nelze obnovit. Vlastník dostane upozornění a e-mail s důvodem, hlídací psi zprávu o stažení. Kdo ji odemkl, přístup si ponechá. Zapíše se do auditního záznamu.',
  },
}

interface RemoveTarget {
  id: string
  author: string
}

/** The reported reviews above the offer, so the admin sees them without opening the dashboard. */
function ReportedReviews({
  items,
  onRemove,
  onKeep,
}: {
  items: readonly ReportedReview[]
  onRemove?: (target: RemoveTarget) => void
  onKeep?: (reviewId: string) => void
}) {
  return (
    <Card as="section" aria-labelledby="admin-reported-title">
      <div className={kit.stack}>
        <h2 id="admin-reported-title" className={kit.heading2}>
          Nahlášená hodnocení ({items.length})
        </h2>
        <ul className={kit.plainList} aria-label="Nahlášená hodnocení">
          {items.map(({ review, reports }) => (
            <li key={review.id} className={css.review}>
              <div className={kit.row}>
                <strong>{review.author.name}</strong>
                <Stars value={review.stars} />
                {onRemove ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Odstranit nahlášené hodnocení: ${review.author.name}`}
                    onClick={() => onRemove({ id: review.id, author: review.author.name })}
                  >
                    Odstranit…
                  </Button>
                ) : null}
                {onKeep ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Ponechat nahlášené hodnocení: ${review.author.name}`}
                    onClick={() => onKeep(review.id)}
                  >
                    Ponechat
                  </Button>
                ) : null}
              </div>
              <p className={kit.paragraph}>{review.body ?? '(bez textu)'}</p>
              <ul className={kit.plainList} aria-label={`Důvody nahlášení: ${review.author.name}`}>
                {reports.map((r) => (
                  <li key={`${r.createdAt}-${r.reason}`} className={kit.small}>
                    {formatDateTime(r.createdAt)}: {r.reason}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  )
}

const ADMIN = { isOwner: false, isAdmin: true }

/** /portal/admin/{listings|services}/{id}: the whole offer, approve, reject with a required reason, history. */
export function AdminOfferDetailScreen(props: AdminOfferDetailScreenProps) {
  const {
    status,
    offer,
    onRetry,
    onApprove,
    onReject,
    acting = null,
    reported = [],
    onReviewRemove,
    removingReview = false,
    onReviewKeep,
    onTakeDown,
    takingDown = null,
    reviews,
  } = props
  const [rejectOpen, setRejectOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [removeTarget, setRemoveTarget] = useState<RemoveTarget | null>(null)
  const [removeReason, setRemoveReason] = useState('')
  const [removeError, setRemoveError] = useState<string | null>(null)
  const [takedown, setTakedown] = useState<AdminTakedownAction | null>(null)
  const [takedownReason, setTakedownReason] = useState('')
  const [takedownError, setTakedownError] = useState<string | null>(null)
  const offerStatus = offer?.status

  // The offer left the market (or changed under us): the take-down dialog has done its job.
  useEffect(() => {
    if (offerStatus !== undefined) setTakedown(null)
  }, [offerStatus])

  // A decided offer leaves PENDING: the reject dialog has done its job.
  useEffect(() => {
    if (offerStatus !== 'PENDING') setRejectOpen(false)
  }, [offerStatus])

  // The removed review drops out of the refetched lists: the removal dialog has done its job. A failed removal
  // keeps the dialog open with the typed reason, so it can be sent again.
  const targetGone =
    removeTarget !== null &&
    reviews !== undefined &&
    !reviews.items.some((r) => r.id === removeTarget.id) &&
    !reported.some((r) => r.review.id === removeTarget.id)
  useEffect(() => {
    if (targetGone) setRemoveTarget(null)
  }, [targetGone])

  const openRemove = (target: RemoveTarget) => {
    setRemoveTarget(target)
    setRemoveReason('')
    setRemoveError(null)
  }

  const gate = managedOfferGate(status, offer, { href: PAGES.admin, label: 'Zpět do administrace' }, onRetry)
  if (gate || !offer) return gate

  const allowed = allowedOfferActions(offer.status, ADMIN)

  const confirmReject = () => {
    const check = offerTransition(offer.status, 'reject', ADMIN, { reason })
    if (!check.ok) {
      setReasonError(check.message)
      return
    }
    setReasonError(null)
    onReject(reason.trim())
  }

  const takedowns = onTakeDown ? allowedTakedownActions(offer.status) : []
  const openTakedown = (action: AdminTakedownAction) => {
    setTakedown(action)
    setTakedownReason('')
    setTakedownError(null)
  }
  const confirmTakedown = () => {
    if (!takedown || !onTakeDown) return
    const check = offerTakedownRequestSchema.safeParse({ action: takedown, reason: takedownReason })
    if (!check.success) {
      setTakedownError(check.error.issues[0]?.message ?? 'Uveďte prosím důvod, který uvidí vlastník.')
      return
    }
    setTakedownError(null)
    onTakeDown(check.data.action, check.data.reason)
  }

  const confirmRemove = () => {
    if (!removeTarget || !onReviewRemove) return
    const check = reviewRemoveRequestSchema.safeParse({ reason: removeReason })
    if (!check.success) {
      setRemoveError(check.error.issues[0]?.message ?? 'Uveďte prosím důvod odstranění.')
      return
    }
    setRemoveError(null)
    onReviewRemove(removeTarget.id, check.data.reason)
  }

  return (
    <ManagedOfferDetail
      screen={props}
      offer={offer}
      area="admin"
      actions={
        <>
          {allowed.includes('reject') ? (
            <Button
              variant="danger"
              onClick={() => setRejectOpen(true)}
              disabled={acting !== null}
              loading={acting === 'reject'}
            >
              Zamítnout
            </Button>
          ) : null}
          {allowed.includes('approve') ? (
            <Button onClick={onApprove} disabled={acting === 'reject'} loading={acting === 'approve'}>
              Schválit
            </Button>
          ) : null}
          {takedowns.map((action) => (
            <Button
              key={action}
              variant={action === 'close' ? 'danger' : 'secondary'}
              onClick={() => openTakedown(action)}
              disabled={takingDown !== null}
              loading={takingDown === action}
            >
              {TAKEDOWN_COPY[action].button}
            </Button>
          ))}
        </>
      }
      notices={
        <>
          {offer.status === 'PENDING' ? (
            <Alert tone="info">
              Zkontrolujte název, podtitul, klíčová slova (bez kontaktů a odkazů), popis a fotografie.
            </Alert>
          ) : null}
          {offer.status === 'REJECTED' && offer.rejectionReason ? (
            <Alert tone="danger">Zamítnuto. Důvod: {offer.rejectionReason}</Alert>
          ) : null}
          {reported.length > 0 ? (
            <ReportedReviews
              items={reported}
              onRemove={onReviewRemove ? openRemove : undefined}
              onKeep={onReviewKeep}
            />
          ) : null}
        </>
      }
      onReviewDelete={
        onReviewRemove
          ? (reviewId) =>
              openRemove({
                id: reviewId,
                author: reviews?.items.find((r) => r.id === reviewId)?.author.name ?? '',
              })
          : undefined
      }
      aside={{
        label: 'Vlastník a historie',
        statsTitle: 'Údaje',
        owner: { title: 'Vlastník', first: true },
        dates: (
          <>
            {offer.createdAt ? (
              <p className={kit.small}>Vytvořeno {formatDateTime(offer.createdAt)}</p>
            ) : null}
            {offer.updatedAt ? <p className={kit.small}>Změněno {formatDateTime(offer.updatedAt)}</p> : null}
          </>
        ),
      }}
      dialog={
        <>
          <Dialog
            open={rejectOpen}
            onOpenChange={setRejectOpen}
            dismissible={acting !== 'reject'}
            title="Zamítnout nabídku"
            description="Vlastník uvidí důvod u nabídky a dostane upozornění. Po úpravě ji může odeslat znovu."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost" disabled={acting === 'reject'}>
                    Zrušit
                  </Button>
                </DialogClose>
                <Button variant="danger" onClick={confirmReject} loading={acting === 'reject'}>
                  Zamítnout
                </Button>
              </>
            }
          >
            <Textarea
              label="Důvod zamítnutí"
              required
              rows={4}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={reasonError ?? undefined}
            />
          </Dialog>
          <Dialog
            open={takedown !== null}
            onOpenChange={(open) => {
              if (!open) setTakedown(null)
            }}
            dismissible={takingDown === null}
            title={takedown ? TAKEDOWN_COPY[takedown].title : ''}
            description={takedown ? TAKEDOWN_COPY[takedown].description : ''}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost" disabled={takingDown !== null}>
                    Zrušit
                  </Button>
                </DialogClose>
                <Button
                  variant={takedown === 'close' ? 'danger' : 'primary'}
                  onClick={confirmTakedown}
                  loading={takingDown !== null}
                >
                  {takedown ? TAKEDOWN_COPY[takedown].button : ''}
                </Button>
              </>
            }
          >
            <Textarea
              label="Důvod (uvidí ho vlastník)"
              required
              rows={4}
              value={takedownReason}
              onChange={(e) => setTakedownReason(e.target.value)}
              error={takedownError ?? undefined}
            />
          </Dialog>
          <Dialog
            open={removeTarget !== null}
            onOpenChange={(open) => {
              if (!open) setRemoveTarget(null)
            }}
            dismissible={!removingReview}
            title="Odstranit hodnocení"
            description={`Autor${removeTarget?.author ? ` (${removeTarget.author})` : ''} dostane upozornění a e-mail s důvodem; odstranění se zapíše do auditního záznamu.`}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost" disabled={removingReview}>
                    Zrušit
                  </Button>
                </DialogClose>
                <Button variant="danger" onClick={confirmRemove} loading={removingReview}>
                  Odstranit hodnocení
                </Button>
              </>
            }
          >
            <Textarea
              label="Důvod odstranění (dostane ho autor)"
              required
              rows={3}
              value={removeReason}
              onChange={(e) => setRemoveReason(e.target.value)}
              error={removeError ?? undefined}
            />
          </Dialog>
        </>
      }
    />
  )
}
