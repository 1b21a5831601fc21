import { describe, expect, it } from 'vitest'
import {
  EMAIL_OPTIONAL_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationListQuerySchema,
  notificationPreferencesSchema,
} from './notifications.schema.ts'

describe('notification e-mail preferences', () => {
  it('names every kind in Czech, and every kind but a password change can be muted', () => {
    expect(Object.keys(NOTIFICATION_KIND_LABELS).sort()).toEqual([...NOTIFICATION_KINDS].sort())
    expect(EMAIL_OPTIONAL_KINDS).not.toContain('PASSWORD_CHANGED')
    expect(EMAIL_OPTIONAL_KINDS).toHaveLength(NOTIFICATION_KINDS.length - 1)
  })

  it('keeps each kind once, sorted, and refuses a password change or an unknown kind in Czech', () => {
    expect(
      notificationPreferencesSchema.parse({
        emailOff: ['WATCHDOG_MATCH', 'OFFER_APPROVED', 'WATCHDOG_MATCH'],
      }),
    ).toEqual({
      emailOff: ['OFFER_APPROVED', 'WATCHDOG_MATCH'],
      // messages per unread run unless the daily digest is chosen (docs/decisions/1681-daily-message-digest.md)
      messageEmail: 'EACH_RUN',
    })
    expect(notificationPreferencesSchema.parse({ emailOff: [], messageEmail: 'DAILY' }).messageEmail).toBe(
      'DAILY',
    )
    const hourly = notificationPreferencesSchema.safeParse({ emailOff: [], messageEmail: 'HOURLY' })
    expect(hourly.success ? '' : hourly.error.issues[0]?.message).toBe('Neznámá volba e-mailů o zprávách.')
    const password = notificationPreferencesSchema.safeParse({ emailOff: ['PASSWORD_CHANGED'] })
    expect(password.success ? '' : password.error.issues[0]?.message).toBe(
      'Upozornění na změnu hesla posíláme vždy.',
    )
    const unknown = notificationPreferencesSchema.safeParse({ emailOff: ['SPAM'] })
    expect(unknown.success ? '' : unknown.error.issues[0]?.message).toBe('Neznámý druh oznámení.')
    expect(notificationPreferencesSchema.safeParse({ emailOff: [], extra: 1 }).success).toBe(false)
  })
})

describe('notification list query', () => {
  it('takes the id of the oldest notification shown, refused in Czech when it is not one', () => {
    const id = '1a2b3c4d-0003-4e5f-8a9b-0c1d2e3f4a5b'
    expect(notificationListQuerySchema.parse({})).toEqual({})
    expect(notificationListQuerySchema.parse({ before: id })).toEqual({ before: id })
    const bad = notificationListQuerySchema.safeParse({ before: 'nic' })
    expect(bad.success ? '' : bad.error.issues[0]?.message).toBe('Neplatný identifikátor.')
  })
})
