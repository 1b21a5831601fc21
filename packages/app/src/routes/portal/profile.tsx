import { fieldErrors } from '@rg/domain/fields'
import { PAGES, pageTitle } from '@rg/domain/navigation'
import type { InvestmentPreferences } from '@rg/domain/watchdog'
import {
  ContactSharingCard,
  type InvestmentValues,
  ProfileScreen,
  type ProfileScreenProps,
} from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { contactSharingQuery, useUpdateContactSharing } from '../../api/deal-room.ts'
import { errorText } from '../../api/error-text.ts'
import { ApiRequestError } from '../../api/http.ts'
import { notificationPreferencesQuery, useSaveNotificationPreferences } from '../../api/notifications.ts'
import {
  deleteAccount,
  downloadExport,
  profileQuery,
  useRequestVerification,
  useUpdateProfile,
  useUploadAvatar,
} from '../../api/profile.ts'
import { preferencesQuery, useSavePreferences } from '../../api/watchdogs.ts'
import { changePassword, logout } from '../../auth/actions.ts'
import { notify } from '../../toast.tsx'
import type { Route } from './+types/profile'

/** The word after the account is deleted, on the home page. */
const ACCOUNT_DELETED_TEXT =
  'Váš účet i osobní údaje jsou smazané. Děkujeme, že jste Tržiště investic používali.'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Můj profil', location.pathname) }]
}

/** /portal/profile: the user's own profile, verification request, password, export and deletion. */
/** The saved preferences as the form's starting values (amounts as typed digits). */
function investmentInitial(saved: InvestmentPreferences | null): Partial<InvestmentValues> {
  if (!saved) return {}
  return {
    amountFrom: saved.amountFrom === null ? '' : String(saved.amountFrom),
    amountTo: saved.amountTo === null ? '' : String(saved.amountTo),
    horizon: saved.horizon ?? undefined,
    risk: saved.risk ?? undefined,
    categories: saved.categories,
    regions: saved.regions,
  }
}

export default function Page() {
  const navigate = useNavigate()
  const profile = useQuery(profileQuery)
  const update = useUpdateProfile()
  const verify = useRequestVerification()
  const avatar = useUploadAvatar()
  const preferences = useQuery(notificationPreferencesQuery)
  const investment = useQuery(preferencesQuery)
  const saveInvestment = useSavePreferences()
  const savePreferences = useSaveNotificationPreferences()
  const [notice, setNotice] = useState<ProfileScreenProps['notice']>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const fail = (e: unknown, fallback: string) => setNotice({ tone: 'error', text: errorText(e, fallback) })
  const sharing = useQuery(contactSharingQuery())
  const saveSharing = useUpdateContactSharing()

  return (
    <ProfileScreen
      contactSharing={
        sharing.data ? (
          <ContactSharingCard
            sharing={sharing.data}
            busy={saveSharing.isPending}
            onChange={(share) =>
              saveSharing.mutate(share, {
                onSuccess: () =>
                  notify(
                    'success',
                    share
                      ? 'Kontakt budeme nabízet ke sdílení.'
                      : 'Sdílení kontaktu je odvoláno u všech nabídek.',
                  ),
                onError: (e) => notify('error', errorText(e)),
              })
            }
          />
        ) : null
      }
      status={profile.isPending ? 'loading' : profile.isError ? 'error' : 'ready'}
      profile={profile.data}
      fieldErrors={errors}
      notice={notice}
      busy={busy || update.isPending || verify.isPending}
      onRetry={() => profile.refetch()}
      onSave={(values) =>
        update.mutate(values, {
          onSuccess: () => {
            setErrors({})
            setNotice({ tone: 'success', text: 'Údaje byly uloženy.' })
          },
          onError: (e) => {
            setErrors(e instanceof ApiRequestError ? fieldErrors(e.issues) : {})
            fail(e, 'Údaje se nepodařilo uložit.')
          },
        })
      }
      onRequestVerification={() =>
        verify.mutate(undefined, {
          onSuccess: () => setNotice({ tone: 'success', text: 'Žádost o ověření byla odeslána.' }),
          onError: (e) => fail(e, 'Žádost se nepodařilo odeslat.'),
        })
      }
      onUploadAvatar={(file) =>
        avatar.mutate(file, {
          onSuccess: () => setNotice({ tone: 'success', text: 'Fotografie byla nahrána.' }),
          onError: (e) => fail(e, 'Fotografii se nepodařilo nahrát.'),
        })
      }
      onChangePassword={async ({ currentPassword, newPassword }) => {
        if (!profile.data) return
        setBusy(true)
        try {
          if (await changePassword(newPassword, currentPassword)) navigate(PAGES.login)
        } finally {
          setBusy(false)
        }
      }}
      investment={
        investment.isSuccess
          ? {
              initial: investmentInitial(investment.data),
              busy: saveInvestment.isPending,
              error: saveInvestment.error
                ? errorText(saveInvestment.error, 'Preference se nepodařilo uložit.')
                : null,
              onSave: (values) =>
                saveInvestment.mutate(values, {
                  onSuccess: () =>
                    setNotice({ tone: 'success', text: 'Investiční preference byly uloženy.' }),
                }),
            }
          : undefined
      }
      emailOff={preferences.data?.emailOff}
      messageEmail={preferences.data?.messageEmail}
      onSaveEmailOff={(emailOff, messageEmail) =>
        savePreferences.mutate(
          { emailOff, messageEmail },
          {
            onSuccess: () => setNotice({ tone: 'success', text: 'Nastavení upozornění bylo uloženo.' }),
            onError: (e) => fail(e, 'Nastavení upozornění se nepodařilo uložit.'),
          },
        )
      }
      onExport={() => downloadExport().catch((e) => fail(e, 'Export se nepodařilo připravit.'))}
      onDeleteAccount={async (confirmEmail) => {
        setBusy(true)
        try {
          await deleteAccount({ confirmEmail })
          await logout('local')
          navigate('/')
          // the home page is where a signed-out visitor lands: say there that the account is gone (issue 35)
          notify('success', ACCOUNT_DELETED_TEXT)
        } catch (e) {
          fail(e, 'Účet se nepodařilo smazat.')
        } finally {
          setBusy(false)
        }
      }}
    />
  )
}
