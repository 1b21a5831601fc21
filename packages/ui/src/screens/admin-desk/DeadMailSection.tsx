import { type DeadMail, formatDateTime, formatNumber } from '@rg/domain'
import { cx } from '../../internal/cx.ts'
import { Button } from '../../primitives/Button/Button.tsx'
import * as css from '../kit/kit.css.ts'
import * as desk from './desk.css.ts'

export interface DeadMailSectionProps {
  /** How many dead letters there are (the dashboard's count); the list may show only the newest of them. */
  count: number
  /** The newest dead letters. */
  items: DeadMail[]
  /** Resends the listed ids, or every dead letter without ids. */
  onResend: (ids?: string[]) => void
  busy?: boolean
}

/**
 * E-mails SMTP refused for 72 hours (docs/decisions/1370-mail-never-dropped.md): who they were for, what, when the
 * tries ended and SMTP's last answer, with a resend for each and for all. Shown only when there is one.
 */
export function DeadMailSection({ count, items, onResend, busy }: DeadMailSectionProps) {
  return (
    <section aria-labelledby="nedorucene-emaily" className={css.stack}>
      <h2 id="nedorucene-emaily" className={css.heading2}>
        Nedoručené e-maily ({formatNumber(count)})
      </h2>
      <p className={css.muted}>
        Tyto e-maily se nepodařilo doručit ani po 72 hodinách opakovaných pokusů. Až poštovní server zase
        přijímá, odešlete je znovu; každý si ponechá své Message-ID, takže případný duplikát příjemce pozná.
      </p>
      <ul className={desk.inboxList} aria-label="Nedoručené e-maily">
        {items.map((m) => (
          <li key={m.id} className={desk.inboxEntry}>
            <span className={desk.message}>
              <strong>{m.subject}</strong> · {m.to}
            </span>
            <span className={css.small}>
              Pokusů: {formatNumber(m.attempts)} · vzdáno {formatDateTime(m.deadAt)}
            </span>
            {m.error ? <span className={cx(css.small, desk.message)}>Odpověď serveru: {m.error}</span> : null}
            <div className={css.row}>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onResend([m.id])}
                aria-label={`Odeslat znovu: ${m.subject} pro ${m.to}`}
              >
                Odeslat znovu
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {count > items.length ? (
        <p className={css.small}>Zobrazeno nejnovějších {formatNumber(items.length)}.</p>
      ) : null}
      <div className={css.row}>
        <Button disabled={busy} onClick={() => onResend()}>
          Odeslat znovu všechny ({formatNumber(count)})
        </Button>
      </div>
    </section>
  )
}
