import {
  allowedOfferActions,
  categoriesForKind,
  editSendsToReview,
  MAX_PHOTOS_PER_LISTING,
  type OfferCategory,
  type OfferCreateRequest,
  type OfferKind,
  type OfferStatus,
  offerCreateRequestSchema,
  PAGES,
  REGIONS,
  type RegionCode,
  safeParseCs,
  toApiIssues,
  fieldErrors as toFieldErrors,
  VALIDATION_FAILED_MESSAGE,
} from '@rg/domain'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { FileUpload, type UploadItem } from '../../primitives/FileUpload/FileUpload.tsx'
import { PriceInput, priceValue } from '../../primitives/PriceInput/PriceInput.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { readForm, type SubmittedForm } from '../kit/form.ts'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './parts/offers.css.ts'

/** The form's fields as typed (docs/product/screens-and-limits.md "Data"); photos and documents are uploaded separately. */
export interface OfferFormValues {
  category: OfferCategory | ''
  pubName: string
  pubNameSecondary: string
  pubKeywords: string[]
  pubDescription: string
  /** Whole CZK; null = "Cena na dotaz". */
  pubPrice: number | null
  privDescription: string
  street: string
  city: string
  postcode: string
  region: RegionCode | ''
}

/** What the form sends: the domain's create request (kind included), already validated and normalised. */
export type OfferFormOutput = OfferCreateRequest

export const EMPTY_OFFER_FORM: OfferFormValues = {
  category: '',
  pubName: '',
  pubNameSecondary: '',
  pubKeywords: [],
  pubDescription: '',
  pubPrice: null,
  privDescription: '',
  street: '',
  city: '',
  postcode: '',
  region: '',
}

export interface OfferFormScreenProps {
  kind: OfferKind
  /** The edited offer's id and status; absent when creating. */
  offer?: { id: number; status: OfferStatus }
  /** 'loading' / 'error' while the edited offer loads. */
  status?: ScreenStatus
  initialValues?: Partial<OfferFormValues>
  /** "Uložit koncept" (create, draft, rejected) or "Uložit změny". */
  onSave: (values: OfferFormOutput) => void
  /** "Odeslat ke schválení": the app saves and then submits. */
  onSubmitForApproval: (values: OfferFormOutput) => void
  /** Which action is running. */
  submitting?: 'save' | 'submit' | null
  /** Per-field messages from the server (domain `fieldErrors` of the API error's issues). */
  fieldErrors?: Readonly<Record<string, string>>
  /** A general Czech message (e.g. the API error's message). */
  formError?: string | null
  /** Photos (FileUpload items in their order) and the cover. */
  photos?: readonly UploadItem[]
  coverPhotoId?: string | null
  onPhotosAdd?: (files: File[]) => void
  onPhotoRemove?: (id: string) => void
  onPhotoRetry?: (id: string) => void
  onPhotosReorder?: (ids: string[]) => void
  onCoverChange?: (id: string) => void
  documents?: readonly UploadItem[]
  onDocumentsAdd?: (files: File[]) => void
  onDocumentRemove?: (id: string) => void
  onDocumentRetry?: (id: string) => void
  /** False until the offer exists (uploads need its id): the upload areas explain and stay disabled. */
  uploadsEnabled?: boolean
  onRetry?: () => void
  /** Told of every change of the public part (the app asks for the demand signal, debounced). */
  onDraftChange?: (draft: OfferFormValues & { kind: OfferKind }) => void
  /** The demand signal (DemandSignal), shown under the public part. */
  demand?: ReactNode
  /**
   * Where the offer's pin will be on the map (docs/decisions/1622-pin-preview-in-the-form.md): the municipality the
   * gazetteer finds for the city in the region, null when it finds none, undefined while the gazetteer loads.
   * Absent: no preview.
   */
  placeOf?: (city: string, region: RegionCode) => string | null | undefined
}

const OWNER = { isOwner: true, isAdmin: false }

const KIND_COPY: Record<OfferKind, { create: string; edit: string; list: string; listHref: string }> = {
  LISTING: {
    create: 'Nová příležitost',
    edit: 'Upravit příležitost',
    list: 'Moje příležitosti',
    listHref: offerPath('my', 'LISTING'),
  },
  SERVICE: {
    create: 'Nová služba',
    edit: 'Upravit službu',
    list: 'Moje služby',
    listHref: offerPath('my', 'SERVICE'),
  },
}

function keywordsText(list: readonly string[]): string {
  return list.join(', ')
}

function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
}

const isCategory = (code: string): code is OfferCategory =>
  [...categoriesForKind('LISTING'), ...categoriesForKind('SERVICE')].some((c) => c.code === code)
const isRegion = (code: string): code is RegionCode => REGIONS.some((r) => r.code === code)

/** The form's fields as they stand (the values as typed; the domain's schema checks and normalises them). */
function valuesOf(form: SubmittedForm): OfferFormValues {
  const category = form.raw('category')
  const region = form.raw('region')
  return {
    category: isCategory(category) ? category : '',
    pubName: form.raw('pubName'),
    pubNameSecondary: form.raw('pubNameSecondary'),
    pubKeywords: splitKeywords(form.raw('pubKeywords')),
    pubDescription: form.raw('pubDescription'),
    pubPrice: priceValue(form.raw('pubPrice')),
    privDescription: form.raw('privDescription'),
    street: form.raw('street'),
    city: form.raw('city'),
    postcode: form.raw('postcode'),
    region: isRegion(region) ? region : '',
  }
}

/** Says where the offer's pin will be on the offers map, once the city and the region are filled in. */
function PinPreview({
  city,
  region,
  placeOf,
}: {
  city: string
  region: RegionCode | ''
  placeOf: NonNullable<OfferFormScreenProps['placeOf']>
}) {
  const place = city && region ? placeOf(city, region) : undefined
  return (
    <p className={kit.small} role="status" data-testid="pin-preview">
      {!city || !region
        ? null
        : place === undefined
          ? 'Hledáme obec na mapě...'
          : place === null
            ? `Obec „${city}“ v tomto kraji neznáme: na mapě nabídka nebude mít špendlík a započítá se jen do svého kraje.`
            : `Špendlík bude v obci ${place}.`}
    </p>
  )
}

/** Create and edit form of a listing or a service, with the spec's guidance, draft and submit actions. */
export function OfferFormScreen({
  kind,
  offer,
  status = 'ready',
  initialValues,
  onSave,
  onSubmitForApproval,
  submitting = null,
  fieldErrors: serverErrors = {},
  formError,
  photos = [],
  coverPhotoId,
  onPhotosAdd,
  onPhotoRemove,
  onPhotoRetry,
  onPhotosReorder,
  onCoverChange,
  documents = [],
  onDocumentsAdd,
  onDocumentRemove,
  onDocumentRetry,
  uploadsEnabled = true,
  onRetry,
  onDraftChange,
  demand,
  placeOf,
}: OfferFormScreenProps) {
  // The fields are the form's own (docs/decisions/1740-one-form-pattern.md): they start from the initial values and
  // are read whole, on every change for the draft (the demand signal) and on save.
  const formRef = useRef<HTMLFormElement>(null)
  const initial = { ...EMPTY_OFFER_FORM, ...initialValues }
  // Until the owner changes a field the form holds the initial values (its selects learn their options a moment
  // after the first drawing, so it is not read before).
  const edited = useRef(false)
  const readDraft = (): OfferFormValues =>
    edited.current && formRef.current
      ? valuesOf(readForm(formRef.current))
      : { ...initial, pubKeywords: splitKeywords(keywordsText(initial.pubKeywords)) }
  // What the pin preview draws from: the city (trimmed) and the region, as they stand.
  const [pin, setPin] = useState({ city: initial.city.trim(), region: initial.region })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft as it stands when the page opens (or the listener changes)
  useEffect(() => {
    onDraftChange?.({ ...readDraft(), kind })
  }, [kind, onDraftChange])
  const changed = () => {
    edited.current = true
    const draft = readDraft()
    const city = draft.city.trim()
    setPin((p) => (p.city === city && p.region === draft.region ? p : { city, region: draft.region }))
    onDraftChange?.({ ...draft, kind })
  }
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  // Saving a published offer sends it back to approval: the values wait here until the owner confirms.
  const [confirming, setConfirming] = useState<Parameters<typeof onSave>[0] | null>(null)
  // So does a new photo or document (decision 1350): the picked files wait here until the owner confirms.
  const [confirmingFiles, setConfirmingFiles] = useState<{
    what: 'photos' | 'documents'
    files: File[]
  } | null>(null)
  const copy = KIND_COPY[kind]
  const listing = kind === 'LISTING'
  const creating = offer === undefined

  if (status === 'loading') return <LoadingBlock label="Načítání formuláře..." />
  if (status === 'error') return <ErrorBlock title="Nabídku se nepodařilo načíst" onRetry={onRetry} />

  const error = (key: string) => clientErrors[key] ?? serverErrors[key]

  const draftLike = creating || offer.status === 'DRAFT' || offer.status === 'REJECTED'
  const canSubmit = creating || allowedOfferActions(offer.status, OWNER).includes('submit')
  const editSendsBack = offer !== undefined && editSendsToReview(offer.status)
  const noun = listing ? 'nabídku' : 'službu'
  /** New files of a published offer need a review (decision 1350): ask first; reordering and removing do not. */
  const addFiles = (what: 'photos' | 'documents', files: File[]) => {
    if (offer && editSendsToReview(offer.status, [what === 'photos' ? 'photos' : 'documentAdded']))
      setConfirmingFiles({ what, files })
    else if (what === 'photos') onPhotosAdd?.(files)
    else onDocumentsAdd?.(files)
  }

  const run = (action: 'save' | 'submit') => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    const values = formRef.current ? valuesOf(readForm(formRef.current)) : readDraft()
    const parsed = safeParseCs(offerCreateRequestSchema, {
      kind,
      ...values,
      category: values.category === '' ? undefined : values.category,
      region: values.region === '' ? null : values.region,
    })
    if (!parsed.success) {
      setClientErrors(toFieldErrors(toApiIssues(parsed.error)))
      return
    }
    setClientErrors({})
    if (action === 'save' && editSendsBack) setConfirming(parsed.data)
    else if (action === 'save') onSave(parsed.data)
    else onSubmitForApproval(parsed.data)
  }

  const hasErrors = Object.keys(clientErrors).length > 0
  const title = creating ? copy.create : copy.edit
  return (
    <div className={kit.page}>
      <PageHeader
        title={title}
        lead={
          listing
            ? 'Veřejná část (název, podtitul, cena, obec a kraj, veřejný popis, fotografie) uvidí všichni přihlášení. Neveřejnou část jen ti, kdo si nabídku odemknou.'
            : 'Služba se zobrazuje celá všem přihlášeným uživatelům, včetně adresy a dokumentů.'
        }
        breadcrumbs={[
          { label: 'Moje nabídky', href: PAGES.my },
          { label: copy.list, href: copy.listHref },
          { label: title },
        ]}
      />
      {editSendsBack ? (
        <Alert tone="warning">
          Po uložení změn se {listing ? 'nabídka' : 'služba'} znovu odešle ke schválení a do schválení ji
          ostatní neuvidí. Uživatelé, kteří ji už odemkli, o přístup nepřijdou.
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className={kit.stack}
        onSubmit={run('save')}
        onChange={changed}
        noValidate
        aria-label={title}
      >
        <fieldset className={kit.fieldset}>
          <legend className={kit.legend}>Veřejná část</legend>
          <div className={css.formGrid}>
            <Select
              label="Kategorie"
              required
              name="category"
              placeholder="Vyberte kategorii"
              options={categoriesForKind(kind).map((c) => ({ value: c.code, label: c.label }))}
              // none yet: the placeholder
              defaultValue={initial.category || undefined}
              error={error('category')}
            />
            <PriceInput
              label="Cena"
              name="pubPrice"
              defaultValue={initial.pubPrice}
              hint="V celých korunách. Nevyplněná cena se zobrazí jako „Cena na dotaz“."
              error={error('pubPrice')}
            />
            <TextField
              label="Název"
              required
              name="pubName"
              defaultValue={initial.pubName}
              hint="Krátce a výstižně, zhruba 4–5 slov, např. „Činžovní dům v centru“."
              error={error('pubName')}
            />
            <TextField
              label="Podtitul"
              name="pubNameSecondary"
              defaultValue={initial.pubNameSecondary}
              hint="Doplňující informace, také zhruba 4–5 slov, např. „Osm bytů, plně pronajato“."
              error={error('pubNameSecondary')}
            />
            <div className={kit.full}>
              <TextField
                label="Klíčová slova"
                name="pubKeywords"
                defaultValue={keywordsText(initial.pubKeywords)}
                hint="Oddělte čárkou. Počet není omezen, klíčová slova ale kontrolujeme při schvalování (bez kontaktů a odkazů)."
                error={
                  error('pubKeywords') ??
                  Object.entries(clientErrors).find(([k]) => k.startsWith('pubKeywords.'))?.[1]
                }
              />
            </div>
            <div className={kit.full}>
              <Textarea
                label="Veřejný popis"
                name="pubDescription"
                rows={5}
                defaultValue={initial.pubDescription}
                hint={listing ? 'Uvidí všichni přihlášení uživatelé ještě před odemčením.' : undefined}
                error={error('pubDescription')}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className={kit.fieldset}>
          <legend className={kit.legend}>Adresa</legend>
          <p className={kit.small}>
            {listing
              ? 'Veřejně se zobrazí jen obec a kraj. Přesná adresa (ulice a PSČ) zůstane skrytá, dokud si nabídku někdo neodemkne.'
              : 'Adresa služby je veřejná.'}
          </p>
          <div className={css.formGrid}>
            <TextField
              label="Ulice a číslo popisné"
              name="street"
              autoComplete="off"
              defaultValue={initial.street}
              error={error('street')}
            />
            <TextField label="Obec" name="city" defaultValue={initial.city} error={error('city')} />
            <TextField
              label="PSČ"
              name="postcode"
              inputMode="numeric"
              defaultValue={initial.postcode}
              hint="Pět číslic, např. 110 00."
              error={error('postcode')}
            />
            <Select
              label="Kraj"
              name="region"
              placeholder="Vyberte kraj"
              options={REGIONS.map((r) => ({ value: r.code, label: r.label }))}
              defaultValue={initial.region || undefined}
              error={error('region')}
            />
          </div>
          {placeOf ? <PinPreview city={pin.city} region={pin.region} placeOf={placeOf} /> : null}
        </fieldset>
        {demand}

        <fieldset className={kit.fieldset}>
          <legend className={kit.legend}>{listing ? 'Neveřejná část' : 'Podrobnosti'}</legend>
          <Textarea
            label={listing ? 'Neveřejný popis' : 'Podrobný popis'}
            name="privDescription"
            rows={6}
            defaultValue={initial.privDescription}
            hint={
              listing
                ? 'Podrobnosti, které uvidí jen ti, kdo si nabídku odemknou: důvod prodeje, stav, podmínky.'
                : 'Rozsah služby, postup, podmínky.'
            }
            error={error('privDescription')}
          />
        </fieldset>

        <fieldset className={kit.fieldset}>
          <legend className={kit.legend}>Fotografie a dokumenty</legend>
          {!uploadsEnabled ? (
            <Alert tone="info">Fotografie a dokumenty můžete nahrát po prvním uložení konceptu.</Alert>
          ) : null}
          <FileUpload
            kind="image"
            label={`Fotografie (nejvýše ${MAX_PHOTOS_PER_LISTING}, první je titulní)`}
            items={photos}
            maxFiles={MAX_PHOTOS_PER_LISTING}
            coverId={coverPhotoId}
            onFilesAdded={(files) => addFiles('photos', files)}
            onRemove={(id) => onPhotoRemove?.(id)}
            onRetry={onPhotoRetry}
            onReorder={onPhotosReorder}
            onCoverChange={onCoverChange}
            disabled={!uploadsEnabled}
          />
          <p className={kit.small}>
            {listing
              ? 'Přílohy jako PDF nebo XLSX (memorandum, nájemní smlouvy, výkazy). Uvidí je jen ti, kdo si nabídku odemknou.'
              : 'Přílohy jako PDF nebo XLSX (ceník, ukázka výstupu). Uvidí je každý přihlášený uživatel.'}
          </p>
          <FileUpload
            kind="document"
            label="Dokumenty"
            items={documents}
            onFilesAdded={(files) => addFiles('documents', files)}
            onRemove={(id) => onDocumentRemove?.(id)}
            onRetry={onDocumentRetry}
            disabled={!uploadsEnabled}
          />
        </fieldset>

        {hasErrors ? (
          <Alert tone="danger" role="alert">
            {VALIDATION_FAILED_MESSAGE}
          </Alert>
        ) : null}
        {formError ? (
          <Alert tone="danger" role="alert">
            {formError}
          </Alert>
        ) : null}
        <div className={css.actions}>
          <ButtonLink href={offer ? offerPath('my', kind, offer.id) : copy.listHref} variant="ghost">
            Zrušit
          </ButtonLink>
          <Button
            type="submit"
            variant={canSubmit ? 'secondary' : 'primary'}
            loading={submitting === 'save'}
            disabled={submitting === 'submit'}
          >
            {draftLike ? 'Uložit koncept' : 'Uložit změny'}
          </Button>
          {canSubmit ? (
            <Button
              onClick={() => run('submit')()}
              loading={submitting === 'submit'}
              disabled={submitting === 'save'}
            >
              Odeslat ke schválení
            </Button>
          ) : null}
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={`Uložit a odeslat ${noun} ke schválení?`}
        description={`${listing ? 'Nabídka je zveřejněná' : 'Služba je zveřejněná'}. Po uložení změn ji ostatní neuvidí, dokud ji znovu neschválíme. Uživatelé, kteří ji už odemkli, o přístup nepřijdou.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Zpět k úpravám
            </Button>
            <Button
              onClick={() => {
                if (confirming) onSave(confirming)
                setConfirming(null)
              }}
            >
              Uložit a odeslat ke schválení
            </Button>
          </>
        }
      />
      <Dialog
        open={confirmingFiles !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingFiles(null)
        }}
        title={`Nahrát ${confirmingFiles?.what === 'documents' ? 'dokument' : 'fotografii'} a odeslat ${noun} ke schválení?`}
        description={`${listing ? 'Nabídka je zveřejněná' : 'Služba je zveřejněná'}. Nový obsah musíme znovu schválit: do té doby ji ostatní neuvidí. Uživatelé, kteří ji už odemkli, o přístup nepřijdou. Změna pořadí nebo odebrání fotografií a dokumentů schválení nepotřebuje.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmingFiles(null)}>
              Nenahrávat
            </Button>
            <Button
              onClick={() => {
                if (confirmingFiles?.what === 'photos') onPhotosAdd?.(confirmingFiles.files)
                else if (confirmingFiles) onDocumentsAdd?.(confirmingFiles.files)
                setConfirmingFiles(null)
              }}
            >
              Nahrát a odeslat ke schválení
            </Button>
          </>
        }
      />
    </div>
  )
}
