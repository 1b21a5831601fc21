import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS } from '../contract/notifications.schema.ts'
import { type NotificationEvent, notificationContent } from './notification-texts.ts'

const events: NotificationEvent[] = [
  { kind: 'OFFER_APPROVED', offerId: 12, offerKind: 'LISTING', offerName: 'Dům' },
  { kind: 'OFFER_REJECTED', offerId: 13, offerKind: 'SERVICE', offerName: 'Odhady', reason: 'Chybí ceník.' },
  { kind: 'OFFER_UNLOCKED', offerId: 12, offerName: 'Dům' },
  { kind: 'WATCHDOG_MATCH', offerId: 14, offerName: 'Byt' },
  { kind: 'VERIFICATION_APPROVED' },
  { kind: 'VERIFICATION_REJECTED', reason: 'Neplatné IČO.' },
  { kind: 'PAYMENT_RECEIVED', description: 'Balíček 100 kreditů' },
  { kind: 'PASSWORD_CHANGED' },
]

describe('notification texts', () => {
  it('covers every notification kind of the contract', () => {
    expect(events.map((e) => e.kind)).toEqual([...NOTIFICATION_KINDS])
  })

  it.each(events)('$kind links inside the portal', (event) => {
    const content = notificationContent(event)
    expect(content.title.length).toBeGreaterThan(0)
    expect(content.link).toMatch(/^\/portal(\/|$)/)
  })

  it('names the offer, the reason and the right area', () => {
    expect(notificationContent(events[0]!)).toEqual({
      title: 'Nabídka byla schválena',
      body: 'Vaše nabídka „Dům“ je zveřejněná.',
      link: '/portal/my/listings/12',
    })
    expect(notificationContent(events[1]!)).toMatchObject({
      body: 'Vaše nabídka „Odhady“ nebyla schválena. Důvod: Chybí ceník.',
      link: '/portal/my/services/13',
    })
    expect(notificationContent(events[3]!).link).toBe('/portal/listings/14')
  })
})
