import { pluralCs } from '@rg/domain/czech-format'
import { asService } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import type { Mailer } from '../../mail/mailer.ts'

/*
 * The daily digest of messages (docs/decisions/1681-daily-message-digest.md): a user who chose it gets one e-mail a
 * day, at the watchdog digests' hour (WATCHDOG_DIGEST_HOUR, Europe/Prague), naming the threads with messages that
 * arrived since the last digest (SINCE: usually the 24 hours before that hour) and are still unread. The mail never quotes a message (it may be private,
 * decision 1522); it links to each thread.
 */

export interface MessageDigestOptions {
  origin: string
  /** The local hour (Europe/Prague, 0-23) the digest goes out at. */
  hour: number
  /** "Now" (tests move it); the database's clock by default. */
  now?: Date
}

/** Users handled per transaction. */
const BATCH = 20

/** $1 now, $2 the hour: `start`, today's (or yesterday's, before the hour) digest hour, and `prev`, a day earlier. */
const PERIOD = `select (l.start at time zone 'Europe/Prague') as start,
    ((l.start - interval '1 day') at time zone 'Europe/Prague') as prev
  from (select date_trunc('day', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
    - case when date_trunc('day', $1::timestamptz at time zone 'Europe/Prague') + make_interval(hours => $2)
      > ($1::timestamptz at time zone 'Europe/Prague') then interval '1 day' else interval '0' end as start) l`

/**
 * Where a user's digest period begins: where the user's last digest ended, or, before any, when the user chose the
 * digest (their preferences' last change) or a day before the hour, whichever is earlier; never more than a week back.
 * So a day without a run (every instance down across the hour) is told in the next digest instead of never.
 */
const SINCE = `greatest(p.start - interval '7 days',
    coalesce((select max(d.period_start) from public.message_digests d where d.user_id = np.user_id),
             least(np.updated_at, p.prev)))`

/** The period's unread messages to `np.user_id`, per thread (a correlated FROM; `p` is the period). */
const UNREAD = `public.message_threads t
  join public.messages m on m.thread_id = t.id
  where np.user_id in (t.owner_id, t.investor_id) and m.sender_id <> np.user_id
    and m.created_at >= ${SINCE} and m.created_at < p.start
    and m.created_at > coalesce(case when np.user_id = t.owner_id then t.owner_read_at else t.investor_read_at end,
                                '-infinity')`

const MESSAGE_FORMS = ['nepřečtená zpráva', 'nepřečtené zprávy', 'nepřečtených zpráv'] as const

/**
 * Sends the digests that are due, each exactly once: the user's preferences row is claimed FOR UPDATE SKIP LOCKED and
 * the digest's row (primary key user + period) is written in the transaction that puts the mail into the outbox, so
 * two runs or two instances never both send it. Answers how many digests it sent.
 */
export async function sendMessageDigests(
  db: Database,
  mailer: Mailer,
  options: MessageDigestOptions,
): Promise<number> {
  if (!Number.isInteger(options.hour) || options.hour < 0 || options.hour > 23) {
    throw new Error(`digest hour must be 0-23, got ${options.hour}`)
  }
  const now = (options.now ?? new Date()).toISOString()
  let sent = 0
  for (;;) {
    const batch = await asService(db, async (tx) => {
      const { rows: users } = await tx.query<{ user_id: string; email: string | null; start: Date | string }>(
        `with p as (${PERIOD})
         select np.user_id, pr.email, p.start from public.notification_preferences np
         join public.profiles pr on pr.id = np.user_id
         cross join p
         where np.message_email = 'DAILY' and not ('NEW_MESSAGE' = any (np.email_off))
           and not exists (select 1 from public.message_digests d
                           where d.user_id = np.user_id and d.period_start = p.start)
           and exists (select 1 from ${UNREAD})
         order by np.user_id limit ${BATCH}
         for update of np skip locked`,
        [now, options.hour],
      )
      for (const u of users) {
        const { rows: threads } = await tx.query<{ id: string; pub_name: string; n: string | number }>(
          `with p as (${PERIOD}), np as (select * from public.notification_preferences where user_id = $3::uuid)
           select t.id, o.pub_name, count(*) as n from np cross join p, ${UNREAD.replace(
             'public.message_threads t',
             'public.message_threads t join public.offers o on o.id = t.offer_id',
           )}
           group by t.id, o.pub_name order by max(m.created_at) desc`,
          [now, options.hour, u.user_id],
        )
        const total = threads.reduce((sum, t) => sum + Number(t.n), 0)
        if (total === 0) continue
        const claimed = await tx.query(
          `insert into public.message_digests (user_id, period_start, messages) values ($1, $2, $3)
           on conflict do nothing returning user_id`,
          [u.user_id, u.start, total],
        )
        if (claimed.rows.length === 0 || !u.email) continue
        const lines = threads.map((t) => ({
          text: `${t.pub_name}: ${t.n} ${pluralCs(Number(t.n), MESSAGE_FORMS)}`,
          url: `${options.origin}/portal/messages?thread=${t.id}`,
        }))
        await mailer.send(
          {
            to: u.email,
            subject: `Souhrn zpráv: ${total} ${pluralCs(total, MESSAGE_FORMS)}`,
            text: `Dobrý den,\n\nza poslední den vám přišly zprávy, které jste zatím nečetli:\n\n${lines
              .map((l) => `• ${l.text}\n  ${l.url}`)
              .join(
                '\n',
              )}\n\nSouhrn posíláme jednou denně; v nastavení profilu můžete zvolit upozornění hned.\n\nTržiště investičních příležitostí`,
            html:
              '<p>Dobrý den,</p><p>za poslední den vám přišly zprávy, které jste zatím nečetli:</p><ul>' +
              lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join('') +
              '</ul><p>Souhrn posíláme jednou denně; v nastavení profilu můžete zvolit upozornění hned.</p>' +
              '<p>Tržiště investičních příležitostí</p>',
          },
          tx,
        )
        sent++
      }
      return users.length
    })
    if (batch === 0) return sent
  }
}
