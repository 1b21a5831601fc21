import {
  EMAIL_OPTIONAL_KINDS,
  MESSAGE_EMAIL_LABELS,
  MESSAGE_EMAIL_MODES,
  type MessageEmailMode,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Checkbox, RadioGroup } from '../../primitives/Checkbox/Checkbox.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'

export interface EmailPreferencesCardProps {
  /** The kinds switched off by e-mail (GET /api/notifications/preferences). */
  emailOff: readonly NotificationKind[]
  /** How messages come by e-mail: once per unread run, or a daily digest (docs/decisions/1681). */
  messageEmail?: MessageEmailMode
  onSave: (emailOff: NotificationKind[], messageEmail: MessageEmailMode) => void
  busy?: boolean
}

const MESSAGE_OPTIONS = MESSAGE_EMAIL_MODES.map((mode) => ({
  value: mode,
  label: MESSAGE_EMAIL_LABELS[mode],
}))

/** Which notifications also come by e-mail; in the portal's bell they always appear. */
export function EmailPreferencesCard(props: EmailPreferencesCardProps) {
  const { emailOff, messageEmail = 'EACH_RUN' } = props
  // a new key per saved version, so the uncontrolled fields (and the fact below) start from what was saved
  return <EmailPreferencesForm key={`${[...emailOff].sort().join()}|${messageEmail}`} {...props} />
}

function EmailPreferencesForm({
  emailOff,
  messageEmail = 'EACH_RUN',
  onSave,
  busy = false,
}: EmailPreferencesCardProps) {
  // the one fact that changes the drawing: message mail switched off disables the choice of how it comes
  const [messagesOff, setMessagesOff] = useState(emailOff.includes('NEW_MESSAGE'))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    const on = new Set(form.list('emailOn'))
    // a disabled radio is not in the form's data, so the chosen option is read from the group itself
    const group = form.form.elements.namedItem('messageEmail')
    const chosen = group instanceof RadioNodeList ? group.value : ''
    // the saved kinds first, in their order, then the newly switched off ones
    const off = [
      ...emailOff.filter((kind) => !on.has(kind)),
      ...EMAIL_OPTIONAL_KINDS.filter((kind) => !on.has(kind) && !emailOff.includes(kind)),
    ]
    onSave(off, chosen === 'DAILY' ? 'DAILY' : 'EACH_RUN')
  }
  return (
    <Card>
      <form aria-labelledby="email-prefs-heading" className={css.stack} onSubmit={submit}>
        <h2 id="email-prefs-heading" className={css.heading2}>
          E-mailová upozornění
        </h2>
        <p className={css.muted}>
          V portálu uvidíte všechna oznámení vždy. Zde vyberte, co vám má přijít i e-mailem. Upozornění na
          změnu hesla posíláme vždy.
        </p>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Posílat e-mailem</legend>
          {EMAIL_OPTIONAL_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind]}
              name="emailOn"
              value={kind}
              defaultChecked={!emailOff.includes(kind)}
              onCheckedChange={kind === 'NEW_MESSAGE' ? (on) => setMessagesOff(!on) : undefined}
            />
          ))}
        </fieldset>
        <RadioGroup
          legend="Nové zprávy v konverzacích posílat"
          options={MESSAGE_OPTIONS}
          name="messageEmail"
          defaultValue={messageEmail}
          disabled={messagesOff}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Uložit upozornění
          </Button>
        </div>
      </form>
    </Card>
  )
}
