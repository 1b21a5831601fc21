import {
  canRequestVerification,
  displayName,
  formatPsc,
  type MessageEmailMode,
  missingProfileFields,
  type NotificationKind,
  PAGES,
  PROFILE_FIELD_LABELS,
  type Profile,
  type ProfileUpdateRequest,
  profileCompletionPercent,
  ROLE_LABELS,
  VERIFICATION_STATUS_LABELS,
  type VerificationStatus,
} from '@rg/domain'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Avatar } from '../../primitives/Avatar/Avatar.tsx'
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { avatarImageUrl } from '../../primitives/Img/image-url.ts'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import { EmailPreferencesCard } from './EmailPreferencesCard.tsx'
import {
  InvestmentPreferencesCard,
  type InvestmentPreferencesCardProps,
} from './InvestmentPreferencesCard.tsx'

export interface PasswordChange {
  currentPassword: string
  newPassword: string
}

export interface ProfileScreenProps {
  /** The contact sharing with offer owners (ContactSharingCard), after the e-mail preferences. */
  contactSharing?: ReactNode
  status: ScreenStatus
  profile?: Profile
  /** Field errors of the last save, by field name (the API's issues). */
  fieldErrors?: Readonly<Record<string, string>>
  /** A message after an action (saved, verification asked, password changed…), or an error. */
  notice?: { tone: 'success' | 'error'; text: string } | null
  busy?: boolean
  onSave: (values: ProfileUpdateRequest) => void
  onRequestVerification: () => void
  onChangePassword: (change: PasswordChange) => void
  onUploadAvatar?: (file: File) => void
  onExport: () => void
  onDeleteAccount: (confirmEmail: string) => void
  onRetry?: () => void
  /** The kinds the user switched off by e-mail; with onSaveEmailOff, the "E-mailová upozornění" card shows. */
  emailOff?: readonly NotificationKind[]
  /** Messages by e-mail per unread run or as a daily digest (docs/decisions/1681-daily-message-digest.md). */
  messageEmail?: MessageEmailMode
  onSaveEmailOff?: (emailOff: NotificationKind[], messageEmail: MessageEmailMode) => void
  /** The investment preferences card ("Investiční preference"), shown when given. */
  investment?: InvestmentPreferencesCardProps
}

const VERIFICATION_TONES: Record<VerificationStatus, NonNullable<BadgeProps['tone']>> = {
  NONE: 'neutral',
  REQUESTED: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
}

/** /portal/profile: personal data, completeness and verification, password, data export and account deletion. */
export function ProfileScreen({
  contactSharing,
  status,
  profile,
  fieldErrors = {},
  notice,
  busy = false,
  onSave,
  onRequestVerification,
  onChangePassword,
  onUploadAvatar,
  onExport,
  onDeleteAccount,
  onRetry,
  emailOff,
  messageEmail,
  onSaveEmailOff,
  investment,
}: ProfileScreenProps) {
  // whether the typed e-mail is the account's: the delete button waits for it
  const [confirmed, setConfirmed] = useState(false)
  const isOwnEmail = (typed: string) => typed.trim().toLowerCase() === profile?.email.toLowerCase()
  const header = (
    <PageHeader
      title="Můj profil"
      lead="Osobní údaje, ověření profilu, heslo a vaše data."
      breadcrumbs={[{ label: 'Portál', href: PAGES.portal }, { label: 'Můj profil' }]}
    />
  )
  if (status === 'error' || (status === 'ready' && !profile))
    return (
      <div className={css.page}>
        {header}
        <ErrorBlock title="Profil se nepodařilo načíst" onRetry={onRetry} />
      </div>
    )
  if (status === 'loading' || !profile)
    return (
      <div className={css.page}>
        {header}
        <p role="status" className={css.muted}>
          Načítám profil…
        </p>
      </div>
    )

  const missing = missingProfileFields(profile)
  const check = canRequestVerification(profile)
  const state = profile.verificationStatus

  const save = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    onSave({
      firstName: form.text('firstName'),
      lastName: form.text('lastName'),
      phone: form.text('phone'),
      companyName: form.text('companyName') || null,
      ico: form.text('ico') || null,
      dic: form.text('dic') || null,
      city: form.text('city'),
      street: form.text('street') || null,
      postcode: form.text('postcode') || null,
    })
  }
  const changePassword = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    onChangePassword({
      currentPassword: form.raw('currentPassword'),
      newPassword: form.raw('newPassword'),
    })
  }

  return (
    <div className={css.page}>
      {header}
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}

      <Card>
        <section aria-labelledby="verification-heading" className={css.stack}>
          <h2 id="verification-heading" className={css.heading2}>
            Ověření profilu
          </h2>
          <div className={css.row}>
            <Badge tone={VERIFICATION_TONES[state]}>{VERIFICATION_STATUS_LABELS[state]}</Badge>
            <span className={css.small}>Role: {ROLE_LABELS[profile.role]}</span>
            <span className={css.small}>Profil vyplněn na {profileCompletionPercent(profile)} %</span>
          </div>
          {missing.length > 0 ? (
            <p className={css.muted}>
              Pro ověření ještě doplňte: {missing.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}.
            </p>
          ) : null}
          {state === 'REJECTED' && profile.verificationNote ? (
            <Alert tone="warning">Důvod zamítnutí: {profile.verificationNote}</Alert>
          ) : null}
          {state === 'REQUESTED' ? (
            <p className={css.muted}>Žádost čeká na posouzení administrátorem. O výsledku vám dáme vědět.</p>
          ) : null}
          {state !== 'APPROVED' && profile.role === 'USER' && state !== 'REQUESTED' ? (
            <div>
              <Button onClick={onRequestVerification} disabled={!check.ok || busy}>
                Požádat o ověření
              </Button>
            </div>
          ) : null}
        </section>
      </Card>

      <Card>
        <form aria-labelledby="personal-heading" className={css.stack} onSubmit={save} noValidate>
          <h2 id="personal-heading" className={css.heading2}>
            Osobní údaje
          </h2>
          <p className={css.small}>E-mail: {profile.email}</p>
          <div className={css.filters}>
            <TextField
              label="Jméno"
              name="firstName"
              required
              defaultValue={profile.firstName ?? ''}
              error={fieldErrors.firstName}
            />
            <TextField
              label="Příjmení"
              name="lastName"
              required
              defaultValue={profile.lastName ?? ''}
              error={fieldErrors.lastName}
            />
            <TextField
              label="Telefon"
              name="phone"
              type="tel"
              required
              defaultValue={profile.phone ?? ''}
              error={fieldErrors.phone}
            />
            <TextField
              label="Město"
              name="city"
              required
              defaultValue={profile.city ?? ''}
              error={fieldErrors.city}
            />
            <TextField
              label="Firma"
              name="companyName"
              defaultValue={profile.companyName ?? ''}
              error={fieldErrors.companyName}
            />
            <TextField
              label="IČO"
              name="ico"
              inputMode="numeric"
              defaultValue={profile.ico ?? ''}
              error={fieldErrors.ico}
            />
            <TextField
              label="DIČ"
              name="dic"
              hint="Jen plátci DPH; uvedeme ho na fakturách, např. CZ27082440."
              defaultValue={profile.dic ?? ''}
              error={fieldErrors.dic}
            />
            <TextField
              label="Ulice a číslo"
              name="street"
              defaultValue={profile.street ?? ''}
              error={fieldErrors.street}
            />
            <TextField
              label="PSČ"
              name="postcode"
              inputMode="numeric"
              defaultValue={profile.postcode ? formatPsc(profile.postcode) : ''}
              error={fieldErrors.postcode}
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              Uložit údaje
            </Button>
          </div>
        </form>
      </Card>

      {onUploadAvatar ? (
        <Card>
          <section aria-labelledby="avatar-heading" className={css.stack}>
            <h2 id="avatar-heading" className={css.heading2}>
              Profilová fotografie
            </h2>
            <Avatar
              name={displayName(profile)}
              src={profile.avatarUrl ? avatarImageUrl(profile.avatarUrl, 96) : null}
              size={96}
            />
            <label className={css.stackTight}>
              <span>Nahrát fotografii (JPG, PNG nebo WebP, nejvýše 3 MB; ořízne se na čtverec)</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0]
                  if (file) onUploadAvatar(file)
                }}
              />
            </label>
          </section>
        </Card>
      ) : null}

      <Card>
        <form aria-labelledby="password-heading" className={css.stack} onSubmit={changePassword}>
          <h2 id="password-heading" className={css.heading2}>
            Změna hesla
          </h2>
          <div className={css.filters}>
            <TextField
              label="Současné heslo"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              label="Nové heslo"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
            />
          </div>
          <p className={css.small}>
            Po změně hesla budete odhlášeni na všech zařízeních, tomto i ostatních, a přihlásíte se novým
            heslem.
          </p>
          <div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Změnit heslo
            </Button>
          </div>
        </form>
      </Card>

      {investment ? <InvestmentPreferencesCard {...investment} /> : null}

      {emailOff && onSaveEmailOff ? (
        <EmailPreferencesCard
          emailOff={emailOff}
          messageEmail={messageEmail}
          onSave={onSaveEmailOff}
          busy={busy}
        />
      ) : null}

      {contactSharing}

      <Card>
        <section aria-labelledby="data-heading" className={css.stack}>
          <h2 id="data-heading" className={css.heading2}>
            Moje data
          </h2>
          <p className={css.muted}>Stáhněte si vše, co o vás tržiště uchovává, jako soubor JSON.</p>
          <div>
            <Button variant="secondary" onClick={onExport} disabled={busy}>
              Stáhnout moje data
            </Button>
          </div>
          <h3 className={css.heading3}>Smazání účtu</h3>
          <p className={css.muted}>
            Smazáním účtu odstraníme vaše osobní údaje, soubory a kontakty a uzavřeme vaše zveřejněné nabídky.
            Zaplacené objednávky a pohyby kreditů uchováme bez osobních údajů, jak vyžaduje zákon. Akci nelze
            vrátit.
          </p>
          <form
            className={css.searchRow}
            onSubmit={(e) => onDeleteAccount(submitted(e).text('confirmEmail'))}
          >
            <TextField
              label="Pro potvrzení napište svůj e-mail"
              type="email"
              name="confirmEmail"
              onChange={(e) => setConfirmed(isOwnEmail(e.currentTarget.value))}
            />
            <Button type="submit" variant="danger" disabled={busy || !confirmed}>
              Smazat účet
            </Button>
          </form>
        </section>
      </Card>
    </div>
  )
}
