import { allowedOfferActions, formatDateTime, offerTransition } from '@rg/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import {
  ManagedOfferDetail,
  type ManagedOfferScreenProps,
  managedOfferGate,
} from './parts/managed-detail.tsx'
import * as css from './parts/offers.css.ts'

export interface AdminOfferDetailScreenProps extends ManagedOfferScreenProps {
  onApprove: () => void
  /** Called with the trimmed reason; the dialog refuses an empty one (domain rule). */
  onReject: (reason: string) => void
  acting?: 'approve' | 'reject' | null
  /** Removes a review (admins only, docs/product/offers.md "Reviews"). */
  onReviewDelete?: (reviewId: string) => void
}

const ADMIN = { isOwner: false, isAdmin: true }

/** /portal/admin/{listings|services}/{id}: the whole offer, approve, reject with a required reason, history. */
export function AdminOfferDetailScreen(props: AdminOfferDetailScreenProps) {
  const { status, offer, onRetry, onApprove, onReject, acting = null, onReviewDelete } = props
  const [rejectOpen, setRejectOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const offerStatus = offer?.status

  // A decided offer leaves PENDING: the reject dialog has done its job.
  useEffect(() => {
    if (offerStatus !== 'PENDING') setRejectOpen(false)
  }, [offerStatus])

  const gate = managedOfferGate(
    status,
    offer,
    { href: '/portal/admin', label: 'Zpět do administrace' },
    onRetry,
  )
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
        </>
      }
      notices={
        <>
          {offer.status === 'PENDING' ? (
            <p className={css.notice}>
              Zkontrolujte název, podtitul, klíčová slova (bez kontaktů a odkazů), popis a fotografie.
            </p>
          ) : null}
          {offer.status === 'REJECTED' && offer.rejectionReason ? (
            <p className={css.alert}>Zamítnuto. Důvod: {offer.rejectionReason}</p>
          ) : null}
        </>
      }
      onReviewDelete={onReviewDelete}
      aside={{
        label: 'Vlastník a historie',
        statsTitle: 'Údaje',
        owner: { title: 'Vlastník', first: true },
        dates: (
          <>
            {offer.createdAt ? (
              <p className={css.small}>Vytvořeno {formatDateTime(offer.createdAt)}</p>
            ) : null}
            {offer.updatedAt ? <p className={css.small}>Změněno {formatDateTime(offer.updatedAt)}</p> : null}
          </>
        ),
      }}
      dialog={
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
      }
    />
  )
}
