import {
  EMAIL_OPTIONAL_KINDS,
  MESSAGE_EMAIL_LABELS,
  MESSAGE_EMAIL_MODES,
  type MessageEmailMode,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '@rg/domain'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Checkbox, RadioGroup } from '../../primitives/Checkbox/Checkbox.tsx'
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
export function EmailPreferencesCard({
  emailOff,
  messageEmail = 'EACH_RUN',
  onSave,
  busy = false,
}: EmailPreferencesCardProps) {
  const [off, setOff] = useState<ReadonlySet<NotificationKind>>(new Set(emailOff))
  const [messages, setMessages] = useState<MessageEmailMode>(messageEmail)
  useEffect(() => setOff(new Set(emailOff)), [emailOff])
  useEffect(() => setMessages(messageEmail), [messageEmail])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSave([...off], messages)
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
              checked={!off.has(kind)}
              onCheckedChange={(on) =>
                setOff((prev) => {
                  const next = new Set(prev)
                  if (on) next.delete(kind)
                  else next.add(kind)
                  return next
                })
              }
            />
          ))}
        </fieldset>
        <RadioGroup
          legend="Nové zprávy v konverzacích posílat"
          options={MESSAGE_OPTIONS}
          value={messages}
          disabled={off.has('NEW_MESSAGE')}
          onValueChange={(value) => setMessages(value === 'DAILY' ? 'DAILY' : 'EACH_RUN')}
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
