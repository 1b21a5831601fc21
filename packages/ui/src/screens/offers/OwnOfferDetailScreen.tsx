import {
  allowedOfferActions,
  formatDate,
  OFFER_ACTION_LABELS,
  type OfferAction,
  operatorTakedown,
  PAGES,
} from '@rg/domain'
import { type ReactNode, useState } from 'react'
import { Icon } from '../../internal/icons.tsx'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { DropdownMenu, type MenuAction } from '../../primitives/DropdownMenu/DropdownMenu.tsx'
import * as css from '../kit/kit.css.ts'
import {
  ManagedOfferDetail,
  type ManagedOfferScreenProps,
  managedOfferGate,
} from './parts/managed-detail.tsx'

/** The owner's actions of the lifecycle (approve and reject belong to admins). */
export type OwnerOfferAction = Exclude<OfferAction, 'approve' | 'reject'>

export interface OwnOfferDetailScreenProps extends ManagedOfferScreenProps {
  /** A manage-menu choice; 'edit' means "go to the edit page", 'close' is asked for confirmation first. */
  onAction: (action: OwnerOfferAction) => void
  /** The action whose request runs. */
  acting?: OwnerOfferAction | null
  /** The deal room of the offer (OfferStatsPanel and OfferLeadsPanel; the NDA and approval panel and the threads with
   * investors), shown under its private part. */
  dealRoom?: ReactNode
}

const OWNER = { isOwner: true, isAdmin: false }

const MENU_ICONS: Partial<Record<OfferAction, 'file' | 'upload' | 'close' | 'check' | 'arrowUp'>> = {
  edit: 'file',
  submit: 'upload',
  resume: 'check',
  close: 'close',
}

/** /portal/my/{listings|services}/{id}: manage menu by the lifecycle, counts, history, card preview and reviews. */
export function OwnOfferDetailScreen(props: OwnOfferDetailScreenProps) {
  const { status, offer, onRetry, onAction, acting = null } = props
  const [confirmClose, setConfirmClose] = useState(false)

  const gate = managedOfferGate(status, offer, { href: PAGES.my, label: 'Zpět na Moje nabídky' }, onRetry)
  if (gate || !offer) return gate

  const listing = offer.kind === 'LISTING'
  // the operator paused or closed it (decision 1351): the reason shows here, and a pause is undone only by an edit
  const takedown = operatorTakedown(offer.status, offer.ownerId, props.history ?? [])
  const actions = allowedOfferActions(offer.status, OWNER).filter(
    (a): a is OwnerOfferAction => a !== 'approve' && a !== 'reject' && !(a === 'resume' && takedown),
  )
  const items: MenuAction[] = actions.map((action) => ({
    id: action,
    label: OFFER_ACTION_LABELS[action],
    icon: MENU_ICONS[action] ? <Icon name={MENU_ICONS[action]!} size={16} /> : undefined,
    tone: action === 'close' ? 'danger' : 'default',
    separated: action === 'close' && actions.length > 1,
    disabled: acting !== null,
    onSelect: () => (action === 'close' ? setConfirmClose(true) : onAction(action)),
  }))

  return (
    <ManagedOfferDetail
      screen={props}
      offer={offer}
      area="my"
      extra={props.dealRoom}
      actions={
        items.length > 0 ? (
          <DropdownMenu
            label="Akce"
            items={items}
            trigger={
              <Button variant="secondary" icon={<Icon name="more" size={18} />} loading={acting !== null}>
                Spravovat
              </Button>
            }
          />
        ) : null
      }
      notices={
        <>
          {takedown ? (
            <Alert tone="danger">
              <strong>
                {listing ? 'Nabídku' : 'Službu'} {takedown.action === 'pause' ? 'pozastavil' : 'uzavřel'}{' '}
                administrátor.
              </strong>{' '}
              {takedown.reason ? `Důvod: ${takedown.reason}` : null}{' '}
              {takedown.action === 'pause'
                ? 'Upravte ji podle důvodu; úprava ji odešle ke schválení.'
                : 'Uzavření je konečné.'}
            </Alert>
          ) : null}
          {offer.status === 'REJECTED' ? (
            <Alert tone="danger">
              <strong>Nabídka byla zamítnuta.</strong>{' '}
              {offer.rejectionReason ? `Důvod: ${offer.rejectionReason}` : null} Upravte ji a odešlete znovu
              ke schválení.
            </Alert>
          ) : null}
          {offer.status === 'PENDING' ? (
            <Alert tone="info">
              Nabídka čeká na schválení administrátorem. Do té doby ji ostatní neuvidí.
            </Alert>
          ) : null}
          {offer.status === 'DRAFT' ? (
            <Alert tone="info">Koncept vidíte jen vy. Až bude hotový, odešlete ho ke schválení.</Alert>
          ) : null}
          {offer.status === 'CLOSED' ? (
            <Alert tone="info">
              Uzavřená nabídka už nejde měnit. Kdo ji odemkl, k ní má přístup i nadále.
            </Alert>
          ) : null}
        </>
      }
      aside={{
        label: 'Statistiky a historie',
        statsTitle: 'Statistiky',
        owner: {
          title: 'Náhled vizitky',
          note: listing
            ? 'Vizitku uvidí zájemci po odemčení nabídky. Údaje upravíte v profilu.'
            : 'Vizitku vidí všichni přihlášení uživatelé. Údaje upravíte v profilu.',
          first: false,
        },
        dates: offer.publishedAt ? (
          <p className={css.small}>Zveřejněno {formatDate(offer.publishedAt)}</p>
        ) : null,
      }}
      dialog={
        <Dialog
          open={confirmClose}
          onOpenChange={setConfirmClose}
          title={listing ? 'Uzavřít nabídku?' : 'Uzavřít službu?'}
          description="Uzavření je konečné: nabídku už nepůjde znovu zveřejnit ani upravit. Kdo ji odemkl, k ní má přístup i nadále."
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">Ponechat</Button>
              </DialogClose>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmClose(false)
                  onAction('close')
                }}
              >
                Uzavřít
              </Button>
            </>
          }
        />
      }
    />
  )
}
