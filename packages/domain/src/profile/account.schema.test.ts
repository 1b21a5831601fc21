import { describe, expect, it } from 'vitest'
import {
  coldCallListQuerySchema,
  coldCallUpdateRequestSchema,
  contactInputSchema,
  contactUpdateSchema,
} from '../crm/crm.schema.ts'
import { contactIdentityKeys } from '../crm/crm.ts'
import { contactMessageRequestSchema, spotterTipRequestSchema } from '../desk/public-inbox.schema.ts'
import { noteSaveRequestSchema } from '../notes/notes.schema.ts'
import {
  notificationListResponseSchema,
  notificationsReadRequestSchema,
} from '../notifications/notifications.schema.ts'
import { ORDER_STATUS_LABELS, orderRequestSchema, orderSchema } from '../payments/orders.schema.ts'
import {
  adminOrderDetailSchema,
  adminOrderListResponseSchema,
  adminUserDetailSchema,
  creditAdjustmentRequestSchema,
  roleChangeRequestSchema,
  verificationDecisionRequestSchema,
} from '../roles/admin.schema.ts'
import {
  DOCUMENT_TAGS_MAX,
  documentUpdateRequestSchema,
  parseDocumentTags,
} from '../uploads/documents.schema.ts'
import {
  accountDeletionRequestSchema,
  dataExportSchema,
  profileSchema,
  profileUpdateRequestSchema,
  VERIFICATION_STATUS_LABELS,
} from './profile.schema.ts'

const uuid = '7d3f0c2e-4b1a-4c6e-9f52-1a2b3c4d5e6f'
const at = '2026-11-22T10:00:00Z'
const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message ?? 'ok'

const profile = {
  id: uuid,
  email: 'jan@example.cz',
  role: 'USER',
  firstName: 'Jan',
  lastName: 'Novák',
  phone: '+420777123456',
  companyName: null,
  ico: null,
  dic: null,
  street: null,
  city: 'Zlín',
  postcode: null,
  region: 'CZ-72',
  avatarUrl: null,
  verificationStatus: 'REQUESTED',
  verificationNote: null,
  onboardingCompleted: true,
  createdAt: at,
}
const order = {
  id: uuid,
  kind: 'CREDITS',
  credits: 300,
  tier: null,
  term: null,
  amountCzk: 2490,
  variableSymbol: '2026000001',
  status: 'PENDING',
  createdAt: at,
  paidAt: null,
  description: 'Balíček 300 kreditů',
  invoiceNumber: null,
  creditNoteNumber: null,
  payment: {
    accountNumber: '19-2000145399/0800',
    iban: 'CZ6508000000192000145399',
    amountCzk: 2490,
    variableSymbol: '2026000001',
    message: 'Kredity 300',
    spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:2490.00*CC:CZK*X-VS:2026000001',
  },
}

describe('profile', () => {
  it('parses the profile and a partial update without inventing keys', () => {
    expect(profileSchema.parse(profile)).toEqual(profile)
    expect(profileUpdateRequestSchema.parse({ postcode: '110 00' })).toEqual({ postcode: '11000' })
    expect(profileUpdateRequestSchema.parse({})).toEqual({})
    // mass assignment: anything but the personal fields refuses the whole body
    for (const extra of [
      { role: 'ADMIN' },
      { credits: 1000 },
      { verificationStatus: 'APPROVED' },
      { blockedAt: null },
    ])
      expect(profileUpdateRequestSchema.safeParse({ city: 'Brno', ...extra }).success).toBe(false)
    expect(VERIFICATION_STATUS_LABELS.REQUESTED).toBe('Čeká na ověření')
  })

  it('confirms deletion by e-mail and exports anything', () => {
    expect(accountDeletionRequestSchema.parse({ confirmEmail: ' JAN@example.cz' })).toEqual({
      confirmEmail: 'jan@example.cz',
    })
    expect(dataExportSchema.parse({ exportedAt: at, profile })).toMatchObject({ profile: { id: uuid } })
  })
})

describe('orders', () => {
  it('orders a pack or an online tier only', () => {
    expect(orderRequestSchema.parse({ kind: 'CREDITS', credits: 300 })).toEqual({
      kind: 'CREDITS',
      credits: 300,
    })
    expect(message(orderRequestSchema.safeParse({ kind: 'CREDITS', credits: 250 }))).toBe(
      'Vyberte jeden z nabízených balíčků kreditů.',
    )
    expect(orderRequestSchema.safeParse({ kind: 'SUBSCRIPTION', tier: 'GOLD', term: 'YEARLY' }).success).toBe(
      true,
    )
    expect(
      message(orderRequestSchema.safeParse({ kind: 'SUBSCRIPTION', tier: 'ENTERPRISE', term: 'YEARLY' })),
    ).toBe('Toto předplatné nelze objednat online.')
  })

  it('describes an order with its payment instructions', () => {
    expect(orderSchema.parse(order)).toEqual(order)
    expect(ORDER_STATUS_LABELS.PAID).toBe('Zaplaceno')
  })
})

describe('user data', () => {
  it('keeps a contact update partial', () => {
    expect(contactInputSchema.parse({ name: 'Eva' })).toEqual({
      name: 'Eva',
      jobTitle: null,
      company: null,
      ico: null,
      tags: [],
      offerIds: [],
    })
    expect(
      contactInputSchema.parse({
        name: 'Eva',
        emails: [{ value: 'eva@example.cz' }],
        phones: [{ type: 'mobile', value: '+44 20 7946 0958 ext. 12', primary: true }],
        addresses: [{ city: 'Brno' }],
      }),
    ).toMatchObject({
      emails: [{ type: 'other', value: 'eva@example.cz', primary: false }],
      phones: [{ type: 'mobile', primary: true }],
      addresses: [{ type: 'other', city: 'Brno', street: null }],
    })
    expect(message(contactInputSchema.safeParse({ name: 'Eva', emails: [], email: 'eva@example.cz' }))).toBe(
      'Pošlete buď emails, nebo email, ne obojí.',
    )
    expect(message(contactUpdateSchema.safeParse({ addresses: [{ type: 'home' }] }))).toBe(
      'Adresa je prázdná.',
    )
    expect(
      message(
        contactUpdateSchema.safeParse({
          phones: Array.from({ length: 11 }, () => ({ value: '777 111 222' })),
        }),
      ),
    ).toBe('Kontakt může mít nejvýše 10 telefonů.')
    expect(contactUpdateSchema.parse({ company: 'ACME', ico: ' ' })).toEqual({ company: 'ACME', ico: null })
    expect(message(contactInputSchema.safeParse({ name: 'Eva', ico: '12345678' }))).toBe(
      'IČO musí mít 8 číslic a platný kontrolní součet.',
    )
    expect(coldCallUpdateRequestSchema.parse({ nextCallTime: '9:05' })).toEqual({ nextCallTime: '09:05' })
    expect(message(coldCallUpdateRequestSchema.safeParse({ nextCallTime: '24:00' }))).toBe(
      'Zadejte čas ve tvaru HH:MM.',
    )
    expect(
      contactIdentityKeys({
        name: 'Ing. Jana Dvořáková',
        email: ' Jana@Example.CZ ',
        phone: '00420 777 123 456',
      }),
    ).toEqual(['e:jana@example.cz', 'p:jana dvorakova|777123456'])
    expect(contactIdentityKeys({ email: null, phone: '777 123 456' })).toEqual([])
    expect(contactIdentityKeys({ name: 'Eva Malá ml.', phone: '777 123 456' })).toEqual([
      'p:eva mala ml|777123456',
    ])
    expect(contactIdentityKeys({ email: null, phone: '123' })).toEqual([])
    expect(message(contactInputSchema.safeParse({ name: '' }))).toBe('Vyplňte jméno kontaktu.')
  })

  it('limits notes, reads cold-call filters and refuses slashes in document names', () => {
    expect(
      message(noteSaveRequestSchema.safeParse({ kind: 'LISTING', targetId: '12', body: 'x'.repeat(20_001) })),
    ).toBe('Poznámka je příliš dlouhá (nejvýše 20 000 znaků).')
    expect(coldCallListQuerySchema.parse({ statuses: 'NEW,CALL_BACK', due: 'true' })).toEqual({
      statuses: ['NEW', 'CALL_BACK'],
      due: true,
    })
    expect(coldCallListQuerySchema.parse({ due: 'false' }).due).toBe(false)
    expect(message(documentUpdateRequestSchema.safeParse({ name: '../etc' }))).toBe(
      'Název nesmí obsahovat lomítko.',
    )
    expect(documentUpdateRequestSchema.parse({ name: ' Smlouva ' })).toEqual({ name: 'Smlouva' })
  })

  it('takes a document’s new name, its tags or both, each tag bounded', () => {
    expect(documentUpdateRequestSchema.parse({ tags: [' smlouvy ', 'Zlín'] })).toEqual({
      tags: ['smlouvy', 'Zlín'],
    })
    expect(documentUpdateRequestSchema.parse({ name: 'Posudek', tags: [] })).toEqual({
      name: 'Posudek',
      tags: [],
    })
    expect(message(documentUpdateRequestSchema.safeParse({}))).toBe(
      'Vyplňte nový název nebo štítky dokumentu.',
    )
    expect(message(documentUpdateRequestSchema.safeParse({ tags: ['  '] }))).toBe('Štítek nesmí být prázdný.')
    expect(message(documentUpdateRequestSchema.safeParse({ tags: ['x'.repeat(41)] }))).toBe(
      'Štítek je příliš dlouhý (nejvýše 40 znaků).',
    )
    const many = Array.from({ length: DOCUMENT_TAGS_MAX + 1 }, (_, i) => `t${i}`)
    expect(message(documentUpdateRequestSchema.safeParse({ tags: many }))).toBe(
      'Dokument může mít nejvýše 20 štítků.',
    )
  })

  it('reads an upload’s tags from its form fields, one per tag', () => {
    expect(parseDocumentTags([])).toEqual({ ok: true, tags: [] })
    expect(parseDocumentTags(['smlouvy', ' Brno '])).toEqual({ ok: true, tags: ['smlouvy', 'Brno'] })
    expect(parseDocumentTags(['smlouvy', 'x'.repeat(41)])).toEqual({
      ok: false,
      message: 'Štítek je příliš dlouhý (nejvýše 40 znaků).',
    })
    // a file sent as a tag
    expect(parseDocumentTags([{ name: 'a.txt' }])).toEqual({ ok: false, message: 'Štítek musí být text.' })
  })
})

describe('notifications', () => {
  it('marks some or all as read', () => {
    expect(notificationsReadRequestSchema.safeParse({ ids: [uuid] }).success).toBe(true)
    expect(notificationsReadRequestSchema.safeParse({ all: true }).success).toBe(true)
    expect(message(notificationsReadRequestSchema.safeParse({}))).toBe(
      'Uveďte oznámení, nebo označte všechna.',
    )
    expect(
      notificationListResponseSchema.safeParse({
        items: [
          {
            id: uuid,
            kind: 'OFFER_APPROVED',
            title: 'Nabídka schválena',
            body: null,
            link: '/portal/my/listings/12',
            readAt: null,
            createdAt: at,
          },
        ],
        unreadCount: 1,
        hasMore: false,
      }).success,
    ).toBe(true)
  })
})

describe('public forms', () => {
  it('takes a spotter tip and a contact message', () => {
    const tip = {
      name: 'Petr',
      email: 'petr@example.cz',
      description: 'Prodej bytového domu mimo trh v Brně.',
    }
    expect(spotterTipRequestSchema.parse(tip)).toEqual({ ...tip, phone: null, location: null })
    expect(message(spotterTipRequestSchema.safeParse({ ...tip, description: 'Dům.' }))).toBe(
      'Popište prosím příležitost alespoň několika větami (nejméně 20 znaků).',
    )
    expect(
      message(contactMessageRequestSchema.safeParse({ name: 'Petr', email: 'x', message: 'Ahoj' })),
    ).toBe('Zadejte platný e-mail.')
  })
})

describe('admin', () => {
  it('checks moderation requests', () => {
    expect(roleChangeRequestSchema.safeParse({ role: 'SUPER_ADMIN' }).success).toBe(false)
    expect(message(verificationDecisionRequestSchema.safeParse({ decision: 'REJECT' }))).toBe(
      'Uveďte prosím důvod zamítnutí.',
    )
    expect(verificationDecisionRequestSchema.safeParse({ decision: 'APPROVE' }).success).toBe(true)
    expect(message(creditAdjustmentRequestSchema.safeParse({ amount: 0, note: 'x' }))).toBe(
      'Úprava o 0 kreditů nic nemění.',
    )
    expect(message(creditAdjustmentRequestSchema.safeParse({ amount: -50, note: '' }))).toBe(
      'Uveďte důvod úpravy kreditů.',
    )
  })

  it('describes the admin views', () => {
    const detail = {
      profile,
      blocked: false,
      blockedAt: null,
      verificationRequestedAt: null,
      balance: 100,
      creditTransactions: [],
      creditSubscriptions: [],
      // the admin sees orders without the payment instructions
      orders: [(({ payment: _payment, ...rest }) => rest)(order)],
      offers: [],
      auditLog: [
        {
          id: uuid,
          action: 'ROLE_CHANGE',
          actor: { id: uuid, name: 'Správce' },
          before: { role: 'USER' },
          after: { role: 'VERIFIED' },
          note: null,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    }
    expect(adminUserDetailSchema.parse(detail)).toEqual(detail)
    const adminOrder = { ...order, user: { id: uuid, email: 'jan@example.cz', name: null } }
    expect(
      adminOrderListResponseSchema.safeParse({ items: [adminOrder], page: 1, pageSize: 20, total: 1 })
        .success,
    ).toBe(true)
    const orderDetail = {
      ...adminOrder,
      payments: [],
      invoice: { number: 'FA-2026-000001', issuedOn: '2026-11-22', totalCzk: 990 },
      creditNote: {
        number: 'OD-2026-000001',
        issuedOn: '2026-11-23',
        totalCzk: -990,
        reason: 'Zrušení objednávky a vrácení celé úplaty',
        invoiceNumber: 'FA-2026-000001',
      },
      auditLog: [],
    }
    expect(adminOrderDetailSchema.parse(orderDetail)).toEqual(orderDetail)
  })
})
