import { contactIdentityKeys } from '@rg/domain/crm'
import type { BusinessCard } from '@rg/domain/offers'
import { OfferContactsPanel } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { contactsQuery, useCreateContact, useUpdateContact } from '../../api/contacts.ts'

/**
 * "Moje kontakty u této nabídky" on a listing's or service's detail: the user's own contacts linked to the offer
 * (a contact's offerIds), linking and unlinking, and the owner's business card saved as a contact in one click.
 */
export function OfferContacts({ offerId, owner }: { offerId: number; owner?: BusinessCard | null }) {
  const contacts = useQuery(contactsQuery)
  const update = useUpdateContact()
  const create = useCreateContact()
  const all = contacts.data?.items ?? []
  const linked = all.filter((c) => c.offerIds.includes(offerId))
  const ownerKeys = owner ? contactIdentityKeys(owner) : []
  const ownerSaved = all.some((c) => contactIdentityKeys(c).some((k) => ownerKeys.includes(k)))
  return (
    <OfferContactsPanel
      status={contacts.isPending ? 'loading' : contacts.isError ? 'error' : 'ready'}
      linked={linked}
      others={all.filter((c) => !c.offerIds.includes(offerId))}
      owner={owner}
      ownerSaved={ownerSaved}
      onSaveOwner={
        owner
          ? () =>
              create.mutateAsync({
                name: owner.name,
                // the business card's e-mail and phone are the owner's work ones
                emails: owner.email ? [{ type: 'work', value: owner.email, primary: true }] : [],
                phones: owner.phone ? [{ type: 'work', value: owner.phone, primary: true }] : [],
                company: owner.company,
                tags: ['vlastník'],
                offerIds: [offerId],
              })
          : undefined
      }
      onLink={(c) => update.mutateAsync({ id: c.id, body: { offerIds: [...c.offerIds, offerId] } })}
      onUnlink={(c) =>
        update.mutateAsync({ id: c.id, body: { offerIds: c.offerIds.filter((o) => o !== offerId) } })
      }
    />
  )
}
