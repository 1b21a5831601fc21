import { z } from 'zod'
import { pluralCs } from '../czech-format/plural.ts'
import {
  calendarDateSchema,
  csvListSchema,
  dateTimeSchema,
  emailSchema,
  icoSchema,
  offerIdSchema,
  optionalText,
  orNull,
  requiredText,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { offerKindSchema } from '../offers/offer.schema.ts'

/** The kinds of a contact's phone numbers; a fax, a pager or a car phone is "other". */
export const CONTACT_PHONE_TYPES = ['mobile', 'work', 'home', 'other'] as const
export type ContactPhoneType = (typeof CONTACT_PHONE_TYPES)[number]
/** The kinds of a contact's e-mails and postal addresses. */
export const CONTACT_PLACE_TYPES = ['work', 'home', 'other'] as const
export type ContactPlaceType = (typeof CONTACT_PLACE_TYPES)[number]
export const CONTACT_PHONE_TYPE_LABELS: Readonly<Record<ContactPhoneType, string>> = {
  mobile: 'Mobil',
  work: 'Práce',
  home: 'Domů',
  other: 'Jiný',
}
export const CONTACT_PLACE_TYPE_LABELS: Readonly<Record<ContactPlaceType, string>> = {
  work: 'Práce',
  home: 'Domů',
  other: 'Jiný',
}
/** The most values of one kind a contact holds (a bound on a row; real address books stay far below). */
export const CONTACT_MAX_EMAILS = 10
export const CONTACT_MAX_PHONES = 10
export const CONTACT_MAX_ADDRESSES = 5

/**
 * A phone as people write it, foreign numbers and extensions included ("+44 20 7946 0958 ext. 12"): at least three
 * digits and nothing but what numbers are written with.
 */
export const contactPhoneValueSchema = z
  .string({ error: 'Zadejte telefon.' })
  .trim()
  .max(40, 'Telefon je příliš dlouhý (nejvýše 40 znaků).')
  .refine(
    (v) =>
      /^\+?[\d\s()./\-\u00A0]+((ext\.?|linka|x|#|,|;|p|w)\s*\d+)?$/i.test(v) &&
      v.replace(/\D/g, '').length >= 3,
    'Telefon obsahuje znaky, které do čísla nepatří.',
  )
export const contactEmailItemSchema = z.object({
  type: z.enum(CONTACT_PLACE_TYPES).default('other'),
  value: emailSchema,
  primary: z.boolean().default(false),
})
export type ContactEmailItem = z.infer<typeof contactEmailItemSchema>
export const contactPhoneItemSchema = z.object({
  type: z.enum(CONTACT_PHONE_TYPES).default('other'),
  value: contactPhoneValueSchema,
  primary: z.boolean().default(false),
})
export type ContactPhoneItem = z.infer<typeof contactPhoneItemSchema>
/** A postal address in the parts every address book has; a street may hold several lines (a PO box, a floor). */
export const contactAddressItemSchema = z
  .object({
    type: z.enum(CONTACT_PLACE_TYPES).default('other'),
    street: optionalText(300),
    city: optionalText(100),
    postcode: optionalText(20),
    region: optionalText(100),
    country: optionalText(100),
    primary: z.boolean().default(false),
  })
  .refine((a) => a.street || a.city || a.postcode || a.region || a.country, 'Adresa je prázdná.')
export type ContactAddressItem = z.infer<typeof contactAddressItemSchema>

/** A contact's e-mail as stored (values saved before issue 30 are kept as they were, so not re-validated here). */
export const contactEmailSchema = z.object({
  type: z.enum(CONTACT_PLACE_TYPES),
  value: z.string(),
  primary: z.boolean(),
})
export const contactPhoneSchema = z.object({
  type: z.enum(CONTACT_PHONE_TYPES),
  value: z.string(),
  primary: z.boolean(),
})
export const contactAddressSchema = z.object({
  type: z.enum(CONTACT_PLACE_TYPES),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  primary: z.boolean(),
})
export type ContactAddress = z.infer<typeof contactAddressSchema>

/**
 * The user's own address book (docs/product/offers.md "Contacts"); nobody else sees it. A contact holds lists of typed
 * e-mails, phones and postal addresses, exactly one of each list marked primary (docs/decisions/1321-contact-lists.md).
 * `email`, `phone` and `address` are the primary ones (the address on one line), for lists and the call view.
 */
export const contactSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  ico: z.string().nullable(),
  emails: z.array(contactEmailSchema),
  phones: z.array(contactPhoneSchema),
  addresses: z.array(contactAddressSchema),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The contact's notepad (a note of kind CONTACT); '' while nothing is written. */
  note: z.string(),
  tags: z.array(z.string()),
  offerIds: z.array(offerIdSchema),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
})
export type Contact = z.infer<typeof contactSchema>
/** One of the offers a contact is linked to, as its own page lists them ("Propojené nabídky"). */
export const contactOfferSchema = z.object({
  id: offerIdSchema,
  kind: offerKindSchema,
  name: z.string(),
  /** The requester's own offer (its page is under /portal/my). */
  own: z.boolean(),
})
export type ContactOffer = z.infer<typeof contactOfferSchema>
/**
 * GET /api/contacts/:id: the contact and its linked offers that the requester can still see, in the order linked (an
 * offer gone from view, e.g. withdrawn before it was unlocked, is left out; its id stays in offerIds).
 */
export const contactDetailSchema = contactSchema.extend({ offers: z.array(contactOfferSchema) })
export type ContactDetail = z.infer<typeof contactDetailSchema>

/** The most contacts one account holds (docs/product/offers.md "Contacts", docs/decisions/1322-contact-bounds.md). */
export const CONTACTS_PER_ACCOUNT_MAX = 20_000
export const CONTACTS_CAP_MESSAGE = `V kontaktech může být nejvýše ${CONTACTS_PER_ACCOUNT_MAX.toLocaleString('cs-CZ')} kontaktů. Nejdřív některé smažte.`
/** The import's answer when the cap left some new contacts out. */
export const contactsRefusedMessage = (refused: number) =>
  `V kontaktech může být nejvýše ${CONTACTS_PER_ACCOUNT_MAX.toLocaleString('cs-CZ')} kontaktů, proto ${refused.toLocaleString('cs-CZ')} ${pluralCs(refused, ['nový kontakt', 'nové kontakty', 'nových kontaktů'])} ze souboru ${pluralCs(refused, ['nebyl uložen', 'nebyly uloženy', 'nebylo uloženo'])}. Smažte nepotřebné kontakty a importujte soubor znovu.`
/** The most contacts one page of the list holds; the default page. */
export const CONTACT_PAGE_MAX = 500
export const CONTACT_PAGE_DEFAULT = 200

/**
 * GET /api/contacts?q=&limit=&cursor=: one page of the address book by name (keyset: `cursor` is the previous page's
 * `nextCursor`, null after the last page). `q` finds words in the name, company, job title, any e-mail, any phone
 * (also its digits alone) and tags, without diacritics and case.
 */
export const contactListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Hledaný text je příliš dlouhý.').optional(),
  limit: z.coerce
    .number({ error: 'Počet kontaktů na stránku musí být číslo.' })
    .int('Počet kontaktů na stránku musí být celé číslo.')
    .min(1, 'Počet kontaktů na stránku musí být aspoň 1.')
    .max(CONTACT_PAGE_MAX, `Na stránku lze načíst nejvýše ${CONTACT_PAGE_MAX} kontaktů.`)
    .optional(),
  cursor: z.string().max(600, 'Neplatné pokračování seznamu.').optional(),
})
export type ContactListQuery = z.input<typeof contactListQuerySchema>
export const contactListResponseSchema = z.object({
  items: z.array(contactSchema),
  /** Pass as `cursor` for the next page; null after the last one. */
  nextCursor: z.string().nullable(),
  /** All contacts of the account (not only those matching `q`), for "12 / 20 000". */
  total: z.number().int().min(0),
})
export type ContactListResponse = z.infer<typeof contactListResponseSchema>

const listMessage = (max: number, what: string) => `Kontakt může mít nejvýše ${max} ${what}.`
const contactFields = {
  name: requiredText('Vyplňte jméno kontaktu.', 200),
  jobTitle: optionalText(200),
  company: optionalText(200),
  ico: orNull(icoSchema),
  emails: z.array(contactEmailItemSchema).max(CONTACT_MAX_EMAILS, listMessage(CONTACT_MAX_EMAILS, 'e-mailů')),
  phones: z
    .array(contactPhoneItemSchema)
    .max(CONTACT_MAX_PHONES, listMessage(CONTACT_MAX_PHONES, 'telefonů')),
  addresses: z
    .array(contactAddressItemSchema)
    .max(CONTACT_MAX_ADDRESSES, listMessage(CONTACT_MAX_ADDRESSES, 'adres')),
  /** Shorthand for the primary e-mail (replaces it; null removes it). Not together with `emails`. */
  email: orNull(emailSchema),
  /** Shorthand for the primary phone; contact phones may be foreign, so not +420-only. */
  phone: optionalText(40),
  /** Shorthand for the primary address on one line (read into its parts). */
  address: optionalText(300),
  tags: z.array(z.string().trim().min(1).max(40, 'Štítek je příliš dlouhý.')).max(20, 'Nejvýše 20 štítků.'),
  offerIds: z.array(offerIdSchema),
}
type ShorthandCheck = {
  emails?: unknown
  email?: unknown
  phones?: unknown
  phone?: unknown
  addresses?: unknown
  address?: unknown
}
/** A list and its one-value shorthand together would contradict each other. */
function noListAndShorthand(body: ShorthandCheck, ctx: z.RefinementCtx) {
  for (const [list, one] of [
    ['emails', 'email'],
    ['phones', 'phone'],
    ['addresses', 'address'],
  ] as const) {
    if (body[list] !== undefined && body[one] !== undefined)
      ctx.addIssue({ code: 'custom', path: [one], message: `Pošlete buď ${list}, nebo ${one}, ne obojí.` })
  }
}

/** POST /api/contacts. `note` starts the contact's notepad (later edited on the contact's detail). */
export const contactInputSchema = z
  .object({
    ...contactFields,
    emails: contactFields.emails.optional(),
    phones: contactFields.phones.optional(),
    addresses: contactFields.addresses.optional(),
    email: contactFields.email.optional(),
    phone: contactFields.phone.optional(),
    address: contactFields.address.optional(),
    tags: contactFields.tags.default([]),
    offerIds: contactFields.offerIds.default([]),
    note: z
      .string()
      .max(20_000, 'Poznámka je příliš dlouhá (nejvýše 20 000 znaků).')
      .refine((s) => !s.includes('\u0000'), 'Poznámka obsahuje nepovolený znak.')
      .optional(),
  })
  .superRefine(noListAndShorthand)
export type ContactInput = z.input<typeof contactInputSchema>

/**
 * The most contacts one import sends: a whole address book up to the account's cap (docs/decisions/1322), so a
 * 20 000-row export goes in one file.
 */
export const CONTACT_IMPORT_MAX = CONTACTS_PER_ACCOUNT_MAX
/**
 * POST /api/contacts/import: the rows the preview could read. The server skips any that repeat an e-mail, or a name
 * and a phone, already in the address book (or earlier in the same import), so sending the same file twice adds
 * nothing; the rows beyond the account's cap are refused (`refused`), never half a row.
 */
/** What an import does with a row already in the address book (docs/decisions/1323-import-duplicate-choice.md). */
export const CONTACT_DUPLICATE_ACTIONS = ['merge', 'skip', 'keep'] as const
export type ContactDuplicateAction = (typeof CONTACT_DUPLICATE_ACTIONS)[number]
export const contactDuplicateActionSchema = z.enum(CONTACT_DUPLICATE_ACTIONS, {
  error: 'Neznámá volba pro duplicitní kontakt (sloučit, přeskočit, nebo ponechat oba).',
})
export const contactImportRequestSchema = z
  .object({
    contacts: z
      .array(contactInputSchema)
      .min(1, 'Soubor neobsahuje žádný kontakt k importu.')
      .max(
        CONTACT_IMPORT_MAX,
        `Najednou lze importovat nejvýše ${CONTACT_IMPORT_MAX.toLocaleString('cs-CZ')} kontaktů.`,
      ),
    /** The action for every duplicate without its own choice; skip when not sent (the behaviour before 1323). */
    onDuplicate: contactDuplicateActionSchema.default('skip'),
    /** The user's choice per duplicate: `index` into `contacts`, each row at most once. */
    duplicateChoices: z
      .array(
        z.object({
          index: z
            .number({ error: 'Pořadí kontaktu u volby duplicity musí být číslo.' })
            .int('Pořadí kontaktu u volby duplicity musí být celé číslo.')
            .min(0, 'Pořadí kontaktu u volby duplicity nemůže být záporné.'),
          action: contactDuplicateActionSchema,
        }),
      )
      .max(CONTACT_IMPORT_MAX, 'Voleb pro duplicity je víc než kontaktů.')
      .default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>()
    body.duplicateChoices.forEach((choice, at) => {
      if (choice.index >= body.contacts.length)
        ctx.addIssue({
          code: 'custom',
          path: ['duplicateChoices', at, 'index'],
          message: `Volba duplicity míří na kontakt ${choice.index + 1}, v importu jich je jen ${body.contacts.length}.`,
        })
      else if (seen.has(choice.index))
        ctx.addIssue({
          code: 'custom',
          path: ['duplicateChoices', at, 'index'],
          message: `Pro kontakt ${choice.index + 1} je volba duplicity uvedena dvakrát.`,
        })
      seen.add(choice.index)
    })
  })
export type ContactImportRequest = z.input<typeof contactImportRequestSchema>
export const contactImportResponseSchema = z.object({
  /** New contacts, those kept beside a duplicate included. */
  created: z.number().int().min(0),
  /** Duplicates skipped. */
  duplicates: z.number().int().min(0),
  /** Rows merged into a contact of the address book (or into an earlier row of the import). */
  merged: z.number().int().min(0),
  /** Duplicates kept as further contacts (counted in `created` too). */
  kept: z.number().int().min(0),
  /** New contacts left out because the account reached CONTACTS_PER_ACCOUNT_MAX. */
  refused: z.number().int().min(0),
  /** Czech, set when rows were refused. */
  message: z.string().optional(),
})
export type ContactImportResponse = z.infer<typeof contactImportResponseSchema>

/** PATCH /api/contacts/:id: a missing key stays unchanged, so no defaults here; a list sent replaces the old one. */
export const contactUpdateSchema = z.object(contactFields).partial().superRefine(noListAndShorthand)

export const COLD_CALL_STATUSES = ['NEW', 'CALL_BACK', 'INTERESTED', 'NOT_INTERESTED', 'DONE'] as const
export const coldCallStatusSchema = z.enum(COLD_CALL_STATUSES, { error: 'Neznámý stav hovoru.' })
export type ColdCallStatus = z.infer<typeof coldCallStatusSchema>
export const COLD_CALL_STATUS_LABELS: Readonly<Record<ColdCallStatus, string>> = {
  NEW: 'Nový',
  CALL_BACK: 'Zavolat znovu',
  INTERESTED: 'Má zájem',
  NOT_INTERESTED: 'Nemá zájem',
  DONE: 'Vyřízeno',
}

export const CALL_OUTCOMES = ['REACHED', 'NO_ANSWER', 'BUSY', 'LEFT_MESSAGE', 'WRONG_NUMBER'] as const
export const callOutcomeSchema = z.enum(CALL_OUTCOMES, { error: 'Vyberte výsledek hovoru.' })
export const CALL_OUTCOME_LABELS: Readonly<Record<(typeof CALL_OUTCOMES)[number], string>> = {
  REACHED: 'Dovoláno',
  NO_ANSWER: 'Nezvedá',
  BUSY: 'Obsazeno',
  LEFT_MESSAGE: 'Vzkaz',
  WRONG_NUMBER: 'Chybné číslo',
}

export const callLogSchema = z.object({
  id: uuidSchema,
  calledAt: dateTimeSchema,
  outcome: callOutcomeSchema,
  note: z.string().nullable(),
})
export type CallLog = z.infer<typeof callLogSchema>

export const coldCallSchema = z.object({
  id: uuidSchema,
  contact: z.object({
    id: uuidSchema,
    name: z.string(),
    /** The primary phone and e-mail; `phones` all numbers to try (mobile, office, home). */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    phones: z.array(contactPhoneSchema),
    company: z.string().nullable(),
    tags: z.array(z.string()),
  }),
  status: coldCallStatusSchema,
  nextCallOn: calendarDateSchema.nullable(),
  /** Local Prague time of the next call ('14:30'), or null for "some time that day". */
  nextCallTime: z.string().nullable(),
  logs: z.array(callLogSchema),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
})
export type ColdCall = z.infer<typeof coldCallSchema>

/** GET /api/coldcalls. `due`: only calls planned for today or earlier (the server passes its Prague day). */
export const coldCallListQuerySchema = z.object({
  statuses: csvListSchema(coldCallStatusSchema),
  due: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  q: z.string().trim().max(200).optional(),
})
export const coldCallListResponseSchema = z.object({ items: z.array(coldCallSchema) })
export const coldCallCreateRequestSchema = z.object({ contactId: uuidSchema })
/** '9:05' or '09:05' → '09:05'. */
export const callTimeSchema = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'Zadejte čas ve tvaru HH:MM.')
  .transform((t) => t.padStart(5, '0'))
const nextCallFields = {
  status: coldCallStatusSchema.optional(),
  nextCallOn: calendarDateSchema.nullable().optional(),
  nextCallTime: callTimeSchema.nullable().optional(),
}
export const coldCallUpdateRequestSchema = z.object(nextCallFields)
export type ColdCallUpdateRequest = z.infer<typeof coldCallUpdateRequestSchema>
/** POST /api/coldcalls/:id/logs. */
/** With `status` / `nextCallOn` / `nextCallTime` the same request plans what follows ("zavolat zítra v 10:00"). */
export const callLogCreateRequestSchema = z.object({
  outcome: callOutcomeSchema,
  note: optionalText(2000),
  calledAt: dateTimeSchema.optional(),
  ...nextCallFields,
})
export type CallLogCreateRequest = z.input<typeof callLogCreateRequestSchema>
