import { describe, expect, it } from 'vitest'
import { ownerNdaTextRequestSchema, sendMessageRequestSchema } from './messages-and-access.schema.ts'
import {
  accessDecisionRefusal,
  accessRequestExpiry,
  accessRequestRefusal,
  applicableNda,
  investorLabel,
  isCurrentNda,
  messageLimitRefusal,
  messagePreview,
  shouldNotifyRecipient,
  unlockTermsRefusal,
} from './messages-and-access.ts'

const offer = (requiresNda: boolean, requiresApproval: boolean) => ({
  kind: 'LISTING' as const,
  status: 'PUBLISHED' as const,
  ownerId: 'owner',
  terms: { requiresNda, requiresApproval },
})
const viewer = { userId: 'inv', balance: 100, unlocked: false, ndaAccepted: false, pending: false }

describe('deal room rules', () => {
  it('asks for the NDA first, then approval, before an unlock; nothing for a plain offer, the owner or an unlocker', () => {
    expect(unlockTermsRefusal(offer(false, false), viewer)).toBeNull()
    expect(unlockTermsRefusal(offer(true, true), viewer)?.error.code).toBe('nda_required')
    expect(unlockTermsRefusal(offer(true, true), { ...viewer, ndaAccepted: true })?.error.code).toBe(
      'approval_required',
    )
    expect(unlockTermsRefusal(offer(true, false), { ...viewer, ndaAccepted: true })).toBeNull()
    expect(unlockTermsRefusal(offer(true, true), { ...viewer, unlocked: true })).toBeNull()
    expect(unlockTermsRefusal(offer(true, true), { ...viewer, userId: 'owner' })).toBeNull()
  })

  it('lets a request through only when approval is asked, once, after the NDA, with the credits', () => {
    expect(accessRequestRefusal(offer(false, true), viewer)).toBeNull()
    expect(accessRequestRefusal(offer(false, false), viewer)?.error.code).toBe('access_not_needed')
    expect(accessRequestRefusal(offer(false, true), { ...viewer, pending: true })?.error.code).toBe(
      'already_requested',
    )
    expect(accessRequestRefusal(offer(true, true), viewer)?.error.code).toBe('nda_required')
    expect(accessRequestRefusal(offer(false, true), { ...viewer, balance: 49 })?.status).toBe(402)
    expect(accessRequestRefusal(offer(false, true), { ...viewer, userId: 'owner' })?.error.code).toBe('own')
  })

  it('decides a pending request before its 7 days only', () => {
    const created = new Date('2026-12-01T10:00:00Z')
    const expiresAt = accessRequestExpiry(created)
    expect(expiresAt.toISOString()).toBe('2026-12-08T10:00:00.000Z')
    expect(
      accessDecisionRefusal({ status: 'PENDING', expiresAt }, new Date('2026-12-08T09:59:59Z')),
    ).toBeNull()
    expect(accessDecisionRefusal({ status: 'PENDING', expiresAt }, expiresAt)?.status).toBe(409)
    expect(accessDecisionRefusal({ status: 'APPROVED', expiresAt }, created)?.error.code).toBe(
      'already_decided',
    )
  })

  it('bounds messages per thread and day and per thread, in Czech', () => {
    expect(messageLimitRefusal({ senderToday: 99, thread: 1999 })).toBeNull()
    expect(messageLimitRefusal({ senderToday: 100, thread: 0 })?.status).toBe(429)
    expect(messageLimitRefusal({ senderToday: 0, thread: 2000 })?.error.message).toMatch(
      /největšího počtu zpráv/,
    )
    expect(sendMessageRequestSchema.safeParse({ body: 'x'.repeat(4001) }).success).toBe(false)
    expect(sendMessageRequestSchema.safeParse({ body: '  ' }).success).toBe(false)
  })

  it('notifies once per unread run, labels anonymous investors, previews in one line', () => {
    const t = (s: string) => new Date(`2026-12-01T${s}:00Z`)
    expect(shouldNotifyRecipient(null, null)).toBe(true)
    expect(shouldNotifyRecipient(t('10:00'), null)).toBe(false)
    expect(shouldNotifyRecipient(t('10:00'), t('09:00'))).toBe(false)
    expect(shouldNotifyRecipient(t('10:00'), t('10:05'))).toBe(true)
    expect(investorLabel(7)).toBe('Investor č. 7')
    expect(messagePreview('Dobrý\n\nden')).toBe('Dobrý den')
    expect(messagePreview('a'.repeat(200))).toHaveLength(120)
  })

  it("takes the owner's newest own agreement over the platform's, and accepts only the text that applies", () => {
    const platform = { version: 3, source: 'PLATFORM' as const, title: 'Dohoda', body: 'Text tržiště' }
    expect(applicableNda(platform, null)).toBe(platform)
    const own = {
      version: 2,
      title: 'Naše NDA',
      body: 'Text vlastníka',
      createdAt: '2026-12-01T10:00:00.000Z',
    }
    const current = applicableNda(platform, own)
    expect(current).toEqual({ version: 2, source: 'OWNER', title: 'Naše NDA', body: 'Text vlastníka' })
    expect(isCurrentNda(current, { version: 2, source: 'OWNER' })).toBe(true)
    expect(isCurrentNda(current, { version: 2 })).toBe(false)
    expect(isCurrentNda(current, { version: 1, source: 'OWNER' })).toBe(false)
    expect(isCurrentNda(platform, { version: 3 })).toBe(true)
  })

  it("bounds the owner's agreement with Czech messages", () => {
    const long = ownerNdaTextRequestSchema.safeParse({ title: 'NDA', body: 'x'.repeat(20_001) })
    expect(long.error?.issues[0]?.message).toBe('Text je příliš dlouhý (nejvýše 20000 znaků).')
    const empty = ownerNdaTextRequestSchema.safeParse({ title: 'NDA', body: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('Napište prosím text dohody.')
    expect(ownerNdaTextRequestSchema.parse({ title: ' NDA ', body: 'x'.repeat(20_000) }).title).toBe('NDA')
  })
})
