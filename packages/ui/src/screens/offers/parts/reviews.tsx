import * as RadixRadio from '@radix-ui/react-radio-group'
import {
  type CzechPluralForms,
  fieldErrors,
  formatDate,
  pluralCs,
  type Review,
  type ReviewListResponse,
  type ReviewUpsertRequest,
  reviewUpsertRequestSchema,
  safeParseCs,
  toApiIssues,
} from '@rg/domain'
import { type FormEvent, useId, useState } from 'react'
import { Icon } from '../../../internal/icons.tsx'
import { Alert } from '../../../primitives/Alert/Alert.tsx'
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx'
import { Button } from '../../../primitives/Button/Button.tsx'
import { Card } from '../../../primitives/Card/Card.tsx'
import { avatarImageUrl } from '../../../primitives/Img/image-url.ts'
import { SkeletonText } from '../../../primitives/Skeleton/Skeleton.tsx'
import { Textarea } from '../../../primitives/TextField/TextField.tsx'
import { ErrorBlock } from '../../kit/blocks.tsx'
import { submitted } from '../../kit/form.ts'
import * as kit from '../../kit/kit.css.ts'
import * as css from './offers.css.ts'

const STAR_FORMS: CzechPluralForms = ['hvězdička', 'hvězdičky', 'hvězdiček']
const oneDecimal = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1, minimumFractionDigits: 1 })

export function starsText(n: number): string {
  return `${n} ${pluralCs(n, STAR_FORMS)}`
}

/** Five stars, filled up to `value`; the text alternative says "4 z 5 hvězdiček". */
export function Stars({ value }: { value: number }) {
  const rounded = Math.round(value)
  return (
    <span className={css.stars} role="img" aria-label={`Hodnocení ${value} z 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={16} className={n > rounded ? css.starEmpty : undefined} />
      ))}
    </span>
  )
}

/**
 * The number of stars to give: a radio group (Radix: one tab stop, arrow keys move and choose) drawn as five stars,
 * each named "1 hvězdička" … "5 hvězdiček"; the stars up to the chosen (or pointed at) one are filled.
 */
export function StarRatingInput({
  legend,
  defaultValue,
  name,
  error,
}: {
  legend: string
  /** "1" … "5", or "" for none yet; the form reads the choice by `name` on submit. */
  defaultValue: string
  name?: string
  error?: string
}) {
  const id = useId()
  // the choice draws the filled stars and their text beside them
  const [value, setValue] = useState(defaultValue)
  const [pointed, setPointed] = useState<number | null>(null)
  const chosen = Number(value) || 0
  const filled = pointed ?? chosen
  return (
    <fieldset className={kit.fieldset}>
      <legend id={`${id}-legend`} className={css.starLegend}>
        {legend}
      </legend>
      <div className={kit.row}>
        <RadixRadio.Root
          className={css.starGroup}
          orientation="horizontal"
          value={value}
          onValueChange={(chosen) => setValue(chosen)}
          name={name}
          aria-labelledby={`${id}-legend`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onPointerLeave={() => setPointed(null)}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <RadixRadio.Item
              key={n}
              value={String(n)}
              aria-label={starsText(n)}
              className={css.starChoice}
              data-filled={n <= filled ? '' : undefined}
              onPointerEnter={() => setPointed(n)}
            >
              <Icon name="star" size={28} />
            </RadixRadio.Item>
          ))}
        </RadixRadio.Root>
        <span className={kit.small} aria-hidden="true">
          {chosen ? starsText(chosen) : 'Nevybráno'}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

export interface ReviewsSectionProps {
  reviews?: ReviewListResponse
  status?: 'loading' | 'error' | 'ready'
  /** The viewer's own review, to edit it (one review per user per offer). */
  myReview?: Review | null
  /** Absent: the list is read-only (the owner's and the admin's view). */
  onSubmit?: (values: ReviewUpsertRequest) => void
  submitting?: boolean
  /** Czech message of a failed save. */
  submitError?: string | null
  onRetry?: () => void
  /** Admins may remove a review (docs/product/offers.md "Reviews"); a "Odstranit" button appears on each review. */
  onDelete?: (reviewId: string) => void
  /**
   * A signed-in viewer reports someone else's review to the admins, with a reason. Resolves to null once the report
   * was accepted, or to the Czech message of the failure (shown in the form, which stays open to try again).
   */
  onReport?: (reviewId: string, reason: string) => Promise<string | null>
}

/** "Nahlásit": a reason, sent once; the viewer is thanked only after the report was accepted. */
function ReportReview({
  author,
  onReport,
}: {
  author: string
  onReport: (reason: string) => Promise<string | null>
}) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  if (sent) return <p className={kit.small}>Děkujeme, hodnocení jsme předali ke kontrole.</p>
  if (!open)
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Nahlásit hodnocení: ${author}`}
        onClick={() => setOpen(true)}
      >
        Nahlásit
      </Button>
    )
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const reason = submitted(event).text('reason')
    if (sending) return
    if (!reason) {
      setError('Napište prosím, co je na hodnocení špatně.')
      return
    }
    setError(null)
    setFailure(null)
    setSending(true)
    const refused = await onReport(reason)
    setSending(false)
    if (refused === null) setSent(true)
    else setFailure(refused)
  }
  return (
    <form className={kit.stackTight} onSubmit={submit}>
      <Textarea
        label="Proč hodnocení nahlašujete?"
        name="reason"
        error={error ?? undefined}
        rows={2}
        maxLength={1000}
      />
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className={kit.row}>
        <Button type="submit" size="sm" variant="secondary" loading={sending}>
          Odeslat nahlášení
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={sending}
          onClick={() => {
            setOpen(false)
            setFailure(null)
          }}
        >
          Zrušit
        </Button>
      </div>
    </form>
  )
}

/** Reviews of an offer: average, list, and the viewer's form when `reviews.canReview`. */
export function ReviewsSection({
  reviews,
  status = 'ready',
  myReview,
  onSubmit,
  submitting = false,
  submitError,
  onRetry,
  onDelete,
  onReport,
}: ReviewsSectionProps) {
  return (
    <section className={kit.stack} aria-labelledby="offer-reviews-title">
      <div className={kit.row}>
        <h2 id="offer-reviews-title" className={kit.heading2}>
          Hodnocení
        </h2>
        {reviews && reviews.average !== null ? (
          <span className={kit.row}>
            <Stars value={reviews.average} />
            <span className={kit.small}>
              {oneDecimal.format(reviews.average)} z 5 ({reviews.count} hodnocení)
            </span>
          </span>
        ) : null}
      </div>
      {status === 'loading' ? <SkeletonText lines={3} label="Načítání hodnocení..." /> : null}
      {status === 'error' ? <ErrorBlock title="Hodnocení se nepodařilo načíst" onRetry={onRetry} /> : null}
      {status === 'ready' && reviews ? (
        <>
          {reviews.items.length === 0 ? (
            <p className={kit.muted}>Zatím žádné hodnocení.</p>
          ) : (
            <ul className={kit.plainList} aria-label="Seznam hodnocení">
              {reviews.items.map((review) => (
                <li key={review.id} className={css.review}>
                  <div className={kit.row}>
                    <Avatar
                      name={review.author.name}
                      src={review.author.avatarUrl ? avatarImageUrl(review.author.avatarUrl, 32) : null}
                      size={32}
                    />
                    <strong>{review.author.name}</strong>
                    <Stars value={review.stars} />
                    <span className={kit.small}>{formatDate(review.createdAt)}</span>
                    {onDelete ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<Icon name="trash" size={16} />}
                        aria-label={`Odstranit hodnocení: ${review.author.name}`}
                        onClick={() => onDelete(review.id)}
                      >
                        Odstranit
                      </Button>
                    ) : null}
                  </div>
                  {review.body ? <p className={kit.paragraph}>{review.body}</p> : null}
                  {onReport && review.id !== myReview?.id ? (
                    <ReportReview
                      author={review.author.name}
                      onReport={(reason) => onReport(review.id, reason)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {reviews.canReview && onSubmit ? (
            <ReviewForm
              key={myReview?.id ?? 'new'}
              initial={myReview ?? null}
              onSubmit={onSubmit}
              submitting={submitting}
              submitError={submitError}
            />
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function ReviewForm({
  initial,
  onSubmit,
  submitting,
  submitError,
}: {
  initial: Review | null
  onSubmit: (values: ReviewUpsertRequest) => void
  submitting: boolean
  submitError?: string | null
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    const stars = form.text('stars')
    const parsed = safeParseCs(reviewUpsertRequestSchema, {
      stars: stars === '' ? undefined : Number(stars),
      body: form.raw('body'),
    })
    if (!parsed.success) {
      setErrors(fieldErrors(toApiIssues(parsed.error)))
      return
    }
    setErrors({})
    onSubmit(parsed.data)
  }

  return (
    <Card as="section" aria-labelledby="review-form-title">
      <form className={kit.stack} onSubmit={submit} noValidate>
        <h3 id="review-form-title" className={kit.heading3}>
          {initial ? 'Upravit vaše hodnocení' : 'Napsat hodnocení'}
        </h3>
        <StarRatingInput
          legend="Počet hvězdiček"
          defaultValue={initial ? String(initial.stars) : ''}
          name="stars"
          error={errors.stars}
        />
        <Textarea
          label="Komentář (nepovinný)"
          name="body"
          defaultValue={initial?.body ?? ''}
          error={errors.body}
          rows={3}
        />
        {submitError ? (
          <Alert tone="danger" role="alert">
            {submitError}
          </Alert>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" loading={submitting}>
            {initial ? 'Uložit hodnocení' : 'Odeslat hodnocení'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
