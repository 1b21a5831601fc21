import { type ContactSharing, formatNumber, pluralCs, SHARE_CONTACT_LABEL } from '@rg/domain'
import { Card } from '../../primitives/Card/Card.tsx'
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx'
import * as kit from '../kit/kit.css.ts'

export interface ContactSharingCardProps {
  sharing: ContactSharing
  /** Saved at once; turning it off also revokes the consent on every unlocked offer. */
  onChange: (shareByDefault: boolean) => void
  busy?: boolean
}

/**
 * The profile's "Sdílet můj kontakt s vlastníkem" (docs/decisions/1500-lead-contact-consent.md): the answer the unlock
 * dialog starts from, and the revocation: switching it off hides the contact from every owner again.
 */
export function ContactSharingCard({ sharing, onChange, busy = false }: ContactSharingCardProps) {
  const n = sharing.sharedOffers
  return (
    <Card as="section" aria-labelledby="contact-sharing-heading">
      <div className={kit.stack}>
        <h2 id="contact-sharing-heading" className={kit.heading2}>
          Kontakt pro vlastníky nabídek
        </h2>
        <Checkbox
          label={SHARE_CONTACT_LABEL}
          description="Předvyplní se při odemčení nabídky. Vypnutím odvoláte i dřívější souhlasy: vlastníci uvidí jen „Investor č. …“."
          checked={sharing.shareByDefault}
          onCheckedChange={onChange}
          disabled={busy}
        />
        <p className={kit.small} data-testid="shared-offers">
          {n === 0
            ? 'Svůj kontakt teď nesdílíte s žádným vlastníkem.'
            : `Svůj kontakt teď sdílíte s vlastníky ${formatNumber(n)} ${pluralCs(n, ['nabídky', 'nabídek', 'nabídek'])}.`}
        </p>
      </div>
    </Card>
  )
}
