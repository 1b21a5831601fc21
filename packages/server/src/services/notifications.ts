import { pluralCs } from '@rg/domain/czech-format'
import type { NotificationKind } from '@rg/domain/notifications'
import type { OfferKind } from '@rg/domain/offers'
import type { Queryable } from '../db/database.ts'
import { escapeHtml } from '../http.ts'
import type { Mailer } from '../mail/mailer.ts'

/** One message to a user: the in-app notification and the e-mail say the same. */
export interface Notice {
  kind: NotificationKind
  /** The notification's title and the mail's subject. */
  title: string
  /** Plain text, one or more paragraphs separated by blank lines. */
  body: string
  /** A same-site path, e.g. /portal/my/listings/12. */
  link: string
  linkLabel: string
}

/**
 * Telling a user something: a row in public.notifications (the notification centre) and, unless the user switched
 * the kind off by e-mail, a mail through the outbox, both in the caller's transaction, so neither exists for a change that rolled back. The caller must
 * run as the service role (users never write notifications or mail) and must have decided who is told.
 */
export async function notifyUser(
  tx: Queryable,
  mailer: Mailer,
  userId: string,
  notice: Notice,
  origin: string,
  /** false: the bell only (the mail comes another way, e.g. the daily message digest). */
  mail = true,
): Promise<void> {
  // The notification and its e-mail in one round trip (docs/decisions/1772-unlock-in-one-statement.md): the mail goes
  // to the address unless the user switched this kind off by e-mail (a password change is always mailed).
  const url = `${origin}${notice.link}`
  const paragraphs = notice.body.split(/\n{2,}/)
  const message = mail
    ? mailer.outboxInsert(
        {
          subject: notice.title,
          text: `Dobrý den,\n\n${notice.body}\n\n${notice.linkLabel}: ${url}\n\nTržiště investičních příležitostí`,
          html:
            `<p>Dobrý den,</p>${paragraphs
              .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
              .join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(notice.linkLabel)}</a></p>` +
            '<p>Tržiště investičních příležitostí</p>',
        },
        { from: 'recipient', to: 'recipient.email' },
        6,
      )
    : null
  const written = await tx.query<{ mailed: boolean }>(
    `with notification as (
       insert into public.notifications (user_id, kind, title, body, link) values ($1, $2, $3, $4, $5)
     ), recipient as (
       select p.email from public.profiles p
       left join public.notification_preferences np on np.user_id = p.id
       where p.id = $1 and p.email is not null
         and ($2 = 'PASSWORD_CHANGED' or not ($2 = any (coalesce(np.email_off, '{}'))))
     )${message ? `, mail as (${message.sql} returning 1)` : ''}
     select ${message ? 'exists (select 1 from mail)' : 'false'} as mailed`,
    [userId, notice.kind, notice.title, notice.body, notice.link, ...(message?.params ?? [])],
  )
  if (written.rows[0]?.mailed) mailer.queued()
}

interface OfferRef {
  id: number
  kind: OfferKind
  name: string
}

const NOUN: Record<OfferKind, { noun: string; path: string }> = {
  LISTING: { noun: 'nabídka', path: 'listings' },
  SERVICE: { noun: 'služba', path: 'services' },
}
const ownPath = (offer: OfferRef) => `/portal/my/${NOUN[offer.kind].path}/${offer.id}`

/** Approve or reject by an admin, told to the owner (a rejection with its reason). */
export function moderationNotice(
  action: 'approve' | 'reject',
  offer: OfferRef,
  reason: string | null,
): Notice {
  const { noun } = NOUN[offer.kind]
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  if (action === 'approve') {
    return {
      kind: 'OFFER_APPROVED',
      title: `${Noun} „${offer.name}“ byla schválena`,
      body: `Vaše ${noun} „${offer.name}“ byla schválena a je nyní zveřejněná na tržišti.`,
      link: ownPath(offer),
      linkLabel: `Zobrazit ${noun === 'nabídka' ? 'nabídku' : 'službu'}`,
    }
  }
  return {
    kind: 'OFFER_REJECTED',
    title: `${Noun} „${offer.name}“ byla zamítnuta`,
    body: `Vaše ${noun} „${offer.name}“ nebyla schválena.\n\nDůvod zamítnutí: ${reason ?? 'neuveden'}\n\nPo úpravě ji můžete znovu odeslat ke schválení.`,
    link: ownPath(offer),
    linkLabel: `Upravit ${noun === 'nabídka' ? 'nabídku' : 'službu'}`,
  }
}

/** The operator paused or closed the owner's offer (decision 1351), with the reason. */
export function takedownNotice(action: 'pause' | 'close', offer: OfferRef, reason: string): Notice {
  const { noun } = NOUN[offer.kind]
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  const verb = action === 'pause' ? 'pozastavena' : 'uzavřena'
  const next =
    action === 'pause'
      ? `Ostatní ji teď nevidí. Upravte ji prosím podle důvodu; úprava ji odešle ke schválení.`
      : 'Uzavření je konečné. Uživatelé, kteří ji odemkli, k ní přístup mají dál.'
  return {
    kind: 'OFFER_TAKEN_DOWN',
    title: `${Noun} „${offer.name}“ byla ${verb} administrátorem`,
    body: `Vaši ${noun === 'nabídka' ? 'nabídku' : 'službu'} „${offer.name}“ ${action === 'pause' ? 'pozastavil' : 'uzavřel'} administrátor tržiště.

Důvod: ${reason}

${next}`,
    link: ownPath(offer),
    linkLabel: `Zobrazit ${noun === 'nabídka' ? 'nabídku' : 'službu'}`,
  }
}

const USER_FORMS = ['uživatel', 'uživatelé', 'uživatelů'] as const

/** Someone unlocked the owner's listing (who it was stays private; the owner sees counts only). */
export function unlockNotice(offer: OfferRef, unlockCount: number): Notice {
  return {
    kind: 'OFFER_UNLOCKED',
    title: `Někdo odemkl vaši nabídku „${offer.name}“`,
    body: `Vaši nabídku „${offer.name}“ si právě odemkl další uživatel a vidí teď její neveřejnou část a vaši vizitku.\n\nCelkem ji ${pluralCs(unlockCount, ['odemkl', 'odemkli', 'odemklo'])} ${unlockCount} ${pluralCs(unlockCount, USER_FORMS)}.`,
    link: ownPath(offer),
    linkLabel: 'Zobrazit nabídku',
  }
}

/** The admin's verification decision, told to the user (a rejection with its reason). */
export function verificationNotice(decision: 'APPROVE' | 'REJECT', reason: string | null): Notice {
  if (decision === 'APPROVE') {
    return {
      kind: 'VERIFICATION_APPROVED',
      title: 'Váš profil byl ověřen',
      body: 'Administrátor ověřil váš profil. Nyní můžete vkládat vlastní nabídky a služby a ukládat dokumenty.',
      link: '/portal/my',
      linkLabel: 'Přejít do Moje nabídky',
    }
  }
  return {
    kind: 'VERIFICATION_REJECTED',
    title: 'Ověření profilu bylo zamítnuto',
    body: `Administrátor váš profil zatím neověřil.\n\nDůvod zamítnutí: ${reason ?? 'neuveden'}\n\nPo úpravě profilu můžete o ověření požádat znovu.`,
    link: '/portal/profile',
    linkLabel: 'Upravit profil',
  }
}

/** The password was changed (by the user, a reset included); the other sessions have ended. */
export function passwordChangedNotice(): Notice {
  return {
    kind: 'PASSWORD_CHANGED',
    title: 'Heslo bylo změněno',
    body: 'Vaše heslo k Tržišti investičních příležitostí bylo právě změněno a ostatní přihlášení byla ukončena.\n\nPokud jste to nebyli vy, obnovte si heslo a kontaktujte nás.',
    link: '/portal/profile',
    linkLabel: 'Zobrazit profil',
  }
}

/** An admin removed the user's review (after reports, or on their own judgement), with the reason. */
export function reviewRemovedNotice(offer: OfferRef, reason: string): Notice {
  const { noun, path } = NOUN[offer.kind]
  return {
    kind: 'REVIEW_REMOVED',
    title: 'Vaše hodnocení bylo odstraněno',
    body: `Administrátor odstranil vaše hodnocení u ${noun === 'nabídka' ? 'nabídky' : 'služby'} „${offer.name}“.\n\nDůvod: ${reason}`,
    link: `/portal/${path}/${offer.id}`,
    linkLabel: `Zobrazit ${noun === 'nabídka' ? 'nabídku' : 'službu'}`,
  }
}
