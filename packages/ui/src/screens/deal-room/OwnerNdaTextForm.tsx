import {
  formatDateTime,
  OWNER_NDA_BODY_MAX_CHARS,
  type OwnerNdaTexts,
  ownerNdaTextRequestSchema,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import { readForm, submitted } from '../kit/form.ts'
import * as kit from '../kit/kit.css.ts'

export interface OwnerNdaTextFormProps {
  status: 'loading' | 'error' | 'ready'
  /** The owner's versions (newest first) and the platform's text; null while loading. */
  texts: OwnerNdaTexts | null
  onSave: (text: { title: string; body: string }) => void
  saving?: boolean
  /** The version the last save answered (a confirmation under the button). */
  savedVersion?: number | null
  /** The last save's refusal, in Czech. */
  error?: string | null
  onRetry: () => void
}

const count = (n: number) => n.toLocaleString('cs-CZ')

/**
 * The owner's own confidentiality agreement for the offer (docs/decisions/1680-owner-nda-text.md): starts from the
 * current own version or the platform's text; saving a changed text makes a new version, earlier acceptances keep the
 * version they accepted.
 */
export function OwnerNdaTextForm({ status, texts, onRetry, ...editor }: OwnerNdaTextFormProps) {
  return (
    <section className={kit.stack} aria-labelledby="owner-nda-heading">
      <h3 id="owner-nda-heading" className={kit.heading3}>
        Text dohody o mlčenlivosti
      </h3>
      {status === 'loading' || (status === 'ready' && !texts) ? (
        <LoadingBlock label="Načítání textu dohody..." />
      ) : status === 'error' || !texts ? (
        <ErrorBlock title="Text dohody se nepodařilo načíst." onRetry={onRetry} />
      ) : (
        // a new current version starts the editor again from it
        <Editor key={texts.versions[0]?.version ?? 0} texts={texts} {...editor} />
      )}
    </section>
  )
}

function Editor({
  texts,
  onSave,
  saving,
  savedVersion,
  error,
}: Omit<OwnerNdaTextFormProps, 'status' | 'onRetry' | 'texts'> & { texts: OwnerNdaTexts }) {
  const current = texts.versions[0]
  const start = current ?? texts.platform
  // what the drawing needs from the typed text (the count under it, whether it differs from the current version),
  // measured as the user types; the text itself stays in the fields (docs/decisions/1740-one-form-pattern.md)
  const measure = (title: string, body: string) => ({
    length: body.length,
    unchanged: current !== undefined && title.trim() === current.title && body.trim() === current.body,
  })
  const [facts, setFacts] = useState(() => measure(start.title, start.body))
  const [problems, setProblems] = useState<{ title?: string; body?: string }>({})
  const earlier = texts.versions.slice(1)

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const form = submitted(e)
    const check = ownerNdaTextRequestSchema.safeParse({ title: form.raw('title'), body: form.raw('body') })
    if (!check.success) {
      const found: { title?: string; body?: string } = {}
      for (const issue of check.error.issues) {
        const field = issue.path[0]
        if ((field === 'title' || field === 'body') && !found[field]) found[field] = issue.message
      }
      setProblems(found)
      return
    }
    setProblems({})
    onSave(check.data)
  }

  return (
    <form
      className={kit.stack}
      onSubmit={submit}
      onInput={(e) => {
        const form = readForm(e.currentTarget)
        setFacts(measure(form.raw('title'), form.raw('body')))
      }}
      noValidate
    >
      <p className={kit.muted}>
        {current
          ? `Platí váš text, verze ${current.version} z ${formatDateTime(current.createdAt)}.`
          : `Platí text tržiště (verze ${texts.platform.version}). Můžete jej upravit a uložit jako vlastní.`}
      </p>
      <TextField
        label="Název dohody"
        name="title"
        defaultValue={start.title}
        required
        error={problems.title}
      />
      <Textarea
        label="Text dohody"
        name="body"
        defaultValue={start.body}
        rows={12}
        required
        error={problems.body}
        hint={`${count(facts.length)} z ${count(OWNER_NDA_BODY_MAX_CHARS)} znaků. Uložení změny vytvoří novou verzi: kdo přijal starší, má ji dál zaznamenanou, ostatní přijímají novou.`}
      />
      <div className={kit.row}>
        <Button type="submit" loading={saving} disabled={facts.unchanged}>
          Uložit jako novou verzi
        </Button>
      </div>
      {savedVersion ? (
        <p className={kit.small} role="status">
          Uloženo jako verze {savedVersion}.
        </p>
      ) : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <details>
          <summary>Předchozí verze ({earlier.length})</summary>
          <ul className={kit.plainList} aria-label="Předchozí verze dohody">
            {earlier.map((v) => (
              <li key={v.version} className={kit.small}>
                Verze {v.version}: {v.title}, {formatDateTime(v.createdAt)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </form>
  )
}
