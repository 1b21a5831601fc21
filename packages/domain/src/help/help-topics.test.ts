import { describe, expect, it } from 'vitest'
import { HELP_TOPIC_LABELS, HELP_TOPICS, helpMessageText } from './help-topics.ts'

describe('the help-centre question in the operator inbox', () => {
  it('starts with a line that tells it from a landing-page message, naming the topic when one is chosen', () => {
    expect(helpMessageText({ topic: 'PAYMENTS', message: 'Kde najdu fakturu?' })).toBe(
      'Dotaz z nápovědy (téma: Platby a faktury)\n\nKde najdu fakturu?',
    )
    expect(helpMessageText({ message: 'Dobrý den' })).toBe('Dotaz z nápovědy\n\nDobrý den')
  })

  it('has a Czech label for each of the six topics', () => {
    expect(HELP_TOPICS).toHaveLength(6)
    for (const topic of HELP_TOPICS) expect(HELP_TOPIC_LABELS[topic]).toMatch(/^[A-ZČŘŠŽÚ]/)
  })
})
