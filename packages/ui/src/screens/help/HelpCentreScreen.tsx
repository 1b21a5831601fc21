import {
  HELP_ARTICLES,
  HELP_TOPIC_LABELS,
  HELP_TOPICS,
  type HelpArticle,
  type HelpTopic,
  PAGES,
  searchHelp,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'

/** A product tour the user can run again. */
export interface HelpTour {
  id: string
  title: string
  description: string
}

export interface HelpQuestionValues {
  topic: HelpTopic | undefined
  message: string
}

export interface HelpCentreScreenProps {
  /** The search text (controlled: the app may start it from the URL, ?q=). */
  query: string
  onQueryChange: (query: string) => void
  /** The product tours ("Spustit průvodce znovu" for each). */
  tours: readonly HelpTour[]
  onStartTour: (id: string) => void
  /** The question to the operator: idle, being sent, accepted. */
  sendStatus: 'idle' | 'sending' | 'sent'
  /** The server's refusal of the last question, shown above the form. */
  sendError?: string | null
  onSend: (values: HelpQuestionValues) => void
  /** Another question after one was accepted. */
  onSendAnother?: () => void
  /** The answers; the domain's own by default (stories may pass fewer). */
  articles?: readonly HelpArticle[]
}

function Answer({ article, open }: { article: HelpArticle; open?: boolean }) {
  return (
    <details id={`napoveda-${article.id}`} open={open} data-article={article.id}>
      <summary className={css.heading3}>{article.question}</summary>
      <div className={css.stackTight}>
        {article.answer.map((p) => (
          <p key={p} className={css.paragraph}>
            {p}
          </p>
        ))}
      </div>
    </details>
  )
}

function QuestionForm({
  sendStatus,
  sendError,
  onSend,
  onSendAnother,
}: Pick<HelpCentreScreenProps, 'sendStatus' | 'sendError' | 'onSend' | 'onSendAnother'>) {
  const [missing, setMissing] = useState(false)
  if (sendStatus === 'sent')
    return (
      <div className={css.stack}>
        <Alert tone="info" role="status">
          Dotaz jsme přijali. Odpovíme vám e-mailem na adresu vašeho účtu.
        </Alert>
        {onSendAnother ? (
          <div>
            <Button variant="secondary" onClick={onSendAnother}>
              Napsat další dotaz
            </Button>
          </div>
        ) : null}
      </div>
    )
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const form = submitted(e)
    const topic = form.text('topic')
    const message = form.text('message')
    setMissing(message === '')
    if (message === '') return
    onSend({ topic: (topic || undefined) as HelpTopic | undefined, message })
  }
  return (
    <form className={css.stack} onSubmit={submit} aria-label="Dotaz provozovateli" noValidate>
      {sendError ? (
        <Alert tone="danger" role="alert">
          {sendError}
        </Alert>
      ) : null}
      <Select
        label="Téma"
        name="topic"
        placeholder="Vyberte téma (nepovinné)"
        options={HELP_TOPICS.map((t) => ({ value: t, label: HELP_TOPIC_LABELS[t] }))}
      />
      <Textarea
        label="Váš dotaz"
        name="message"
        required
        rows={5}
        maxLength={5000}
        error={missing ? 'Napište prosím, s čím potřebujete poradit.' : undefined}
        hint="K dotazu připojíme váš účet, abychom vám mohli odpovědět."
      />
      <div>
        <Button type="submit" disabled={sendStatus === 'sending'}>
          {sendStatus === 'sending' ? 'Odesílání…' : 'Odeslat dotaz'}
        </Button>
      </div>
    </form>
  )
}

/**
 * /portal/help: answers by topic with a search that ignores diacritics, the product tours to run again, and a question
 * to the operator that lands in the admin inbox with the account attached (docs/decisions/1570-help-centre.md).
 */
export function HelpCentreScreen({
  query,
  onQueryChange,
  tours,
  onStartTour,
  sendStatus,
  sendError,
  onSend,
  onSendAnother,
  articles = HELP_ARTICLES,
}: HelpCentreScreenProps) {
  const searching = query.trim() !== ''
  const hits = searchHelp(articles, query)
  return (
    <div className={css.page}>
      <PageHeader
        title="Nápověda"
        lead="Odpovědi na časté otázky o kreditech, ověření, platbách, hlídacích psech, CRM a vašem účtu."
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }, { label: 'Nápověda' }]}
      />
      <search className={css.stack}>
        <TextField
          type="search"
          label="Hledat v nápovědě"
          value={query}
          onChange={(e) => onQueryChange(e.currentTarget.value)}
          placeholder="např. odemknutí, faktura, heslo"
          maxLength={200}
        />
        <p className={css.small} role="status">
          {searching
            ? hits.length === 0
              ? 'Nic jsme nenašli. Zkuste jiné slovo nebo nám napište.'
              : `Nalezené odpovědi: ${hits.length}`
            : `Odpovědi: ${articles.length}`}
        </p>
      </search>

      {searching ? (
        hits.length > 0 ? (
          <Card>
            <section aria-label="Výsledky hledání" className={css.stack}>
              {hits.map((a) => (
                <Answer key={a.id} article={a} open={hits.length <= 3} />
              ))}
            </section>
          </Card>
        ) : null
      ) : (
        HELP_TOPICS.map((topic) => {
          const inTopic = articles.filter((a) => a.topic === topic)
          if (inTopic.length === 0) return null
          return (
            <Card key={topic}>
              <section aria-labelledby={`tema-${topic}`} className={css.stack}>
                <h2 id={`tema-${topic}`} className={css.heading2}>
                  {HELP_TOPIC_LABELS[topic]}
                </h2>
                {inTopic.map((a) => (
                  <Answer key={a.id} article={a} />
                ))}
              </section>
            </Card>
          )
        })
      )}

      <Card>
        <section aria-labelledby="pruvodci" className={css.stack}>
          <h2 id="pruvodci" className={css.heading2}>
            Průvodci
          </h2>
          {tours.length === 0 ? <p className={css.muted}>Žádný průvodce zatím není.</p> : null}
          <ul className={css.plainList}>
            {tours.map((t) => (
              <li key={t.id} className={css.stackTight}>
                <span className={css.heading3}>{t.title}</span>
                <p className={css.muted}>{t.description}</p>
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => onStartTour(t.id)}
                    aria-label={`Spustit průvodce znovu: ${t.title}`}
                  >
                    Spustit průvodce znovu
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="dotaz" className={css.stack}>
          <h2 id="dotaz" className={css.heading2}>
            Nenašli jste odpověď? Napište nám
          </h2>
          <QuestionForm
            sendStatus={sendStatus}
            sendError={sendError}
            onSend={onSend}
            onSendAnother={onSendAnother}
          />
        </section>
      </Card>
    </div>
  )
}
