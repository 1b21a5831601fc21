import {
  canUnlock,
  formatCredits,
  INSUFFICIENT_CREDITS_MESSAGE,
  type OfferTeaser,
  SHARE_CONTACT_LABEL,
  UNLOCK_PRICE,
} from '@rg/domain'
import { Alert } from '../../../primitives/Alert/Alert.tsx'
import { Button, ButtonLink } from '../../../primitives/Button/Button.tsx'
import { Checkbox } from '../../../primitives/Checkbox/Checkbox.tsx'
import { Dialog, DialogClose } from '../../../primitives/Dialog/Dialog.tsx'
import * as css from '../../kit/kit.css.ts'

/** The domain's unlock decision for what the screen knows: the viewer is the owner exactly when `isOwn`. */
export function unlockDecisionFor(
  offer: Pick<OfferTeaser, 'kind' | 'status' | 'isOwn' | 'unlocked'>,
  balance: number,
) {
  return canUnlock(
    { kind: offer.kind, status: offer.status, ownerId: offer.isOwn ? 'viewer' : 'owner' },
    { userId: 'viewer', balance, alreadyUnlocked: offer.unlocked },
  )
}

export interface UnlockDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  offer: Pick<OfferTeaser, 'kind' | 'status' | 'isOwn' | 'unlocked' | 'pubName'>
  /** The viewer's credit balance. */
  balance: number
  onConfirm: () => void
  /** While the unlock request runs. */
  pending?: boolean
  /** Czech message of a failed unlock (e.g. the server's answer). */
  error?: string | null
  pricingHref?: string
  /** "Sdílet můj kontakt s vlastníkem" (default off, the user's remembered answer); shown when a handler is given. */
  shareContact?: boolean
  onShareContactChange?: (share: boolean) => void
}

/** Confirms spending the unlock price; with too few credits it explains and links to the pricing page instead. */
export function UnlockDialog({
  open,
  onOpenChange,
  offer,
  balance,
  onConfirm,
  pending = false,
  error,
  pricingHref = '/pricing',
  shareContact = false,
  onShareContactChange,
}: UnlockDialogProps) {
  const decision = unlockDecisionFor(offer, balance)
  const insufficient = !decision.ok && decision.code === 'insufficient-credits'
  const charge = decision.ok ? decision.charge : UNLOCK_PRICE
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!pending}
      title="Odemknout nabídku"
      description={`Odemčením nabídky „${offer.pubName}“ uvidíte neveřejný popis, přesnou adresu, dokumenty a kontakt na vlastníka.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost" disabled={pending}>
              Zrušit
            </Button>
          </DialogClose>
          {insufficient ? (
            <ButtonLink href={pricingHref}>Dobít kredity</ButtonLink>
          ) : decision.ok ? (
            <Button onClick={onConfirm} loading={pending}>
              Odemknout za {formatCredits(charge)}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={css.stack}>
        <dl className={css.facts}>
          <dt className={css.factTerm}>Cena odemčení</dt>
          <dd className={css.factValue}>
            <strong>{formatCredits(charge)}</strong>
          </dd>
          <dt className={css.factTerm}>Váš zůstatek</dt>
          <dd className={css.factValue}>{formatCredits(balance)}</dd>
          {decision.ok ? (
            <>
              <dt className={css.factTerm}>Po odemčení</dt>
              <dd className={css.factValue}>{formatCredits(balance - charge)}</dd>
            </>
          ) : null}
        </dl>
        {decision.ok && onShareContactChange ? (
          <Checkbox
            label={SHARE_CONTACT_LABEL}
            description="Vlastník uvidí vaše jméno, e-mail a telefon. Souhlas si zapamatujeme a v profilu ho můžete kdykoli odvolat."
            checked={shareContact}
            onCheckedChange={onShareContactChange}
            disabled={pending}
          />
        ) : null}
        {insufficient ? (
          <Alert tone="warning" role="alert">
            {INSUFFICIENT_CREDITS_MESSAGE}
          </Alert>
        ) : null}
        {!decision.ok && !insufficient ? (
          <Alert tone="warning" role="alert">
            {decision.message}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  )
}
