import { describe, expect, it } from 'vitest'
import { UNLOCK_PRICE, WELCOME_BONUS } from '../credits/credits.ts'
import { formatNumber } from '../czech-format/money.ts'
import { CREDIT_PACKS, TIERS } from '../tiers/tiers.ts'
import { HELP_ARTICLES, searchHelp } from './help-centre.ts'
import { HELP_TOPICS } from './help-topics.ts'

const all = HELP_ARTICLES.map((a) => a.answer.join(' ')).join(' ')
const n = (value: number) => formatNumber(value).replace(/\s/g, ' ')

describe('help centre answers', () => {
  it('cover every topic with unique ids', () => {
    for (const topic of HELP_TOPICS) expect(HELP_ARTICLES.some((a) => a.topic === topic)).toBe(true)
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length)
  })

  it("state the domain's own numbers (docs/product/credits.md)", () => {
    const text = all.replace(/\s/g, ' ')
    expect(text).toContain(`${WELCOME_BONUS} kreditů zdarma`)
    expect(text).toContain(`stojí ${UNLOCK_PRICE} kreditů`)
    for (const pack of CREDIT_PACKS)
      expect(text).toContain(`${n(pack.credits)} kreditů za ${n(pack.priceCzk)} Kč`)
    for (const tier of TIERS) {
      if (tier.monthlyPriceCzk === null || tier.monthlyCredits === null) continue
      expect(text).toContain(`${n(tier.monthlyPriceCzk)} Kč`)
      expect(text).toContain(`${n(tier.monthlyCredits)} kredit`)
    }
  })
})

describe('searchHelp', () => {
  it('finds answers without diacritics and regardless of case', () => {
    expect(searchHelp(HELP_ARTICLES, 'overeni').map((a) => a.id)).toContain('jak-se-overit')
    expect(searchHelp(HELP_ARTICLES, 'ODEMKNUTI nabidky')[0]?.id).toBe('odemknuti-nabidky')
  })

  it('lets the Czech case ending of a longer word differ', () => {
    expect(searchHelp(HELP_ARTICLES, 'faktura')[0]?.id).toBe('faktura')
    expect(searchHelp(HELP_ARTICLES, 'platba').map((a) => a.id)).toContain('platba-prevodem')
  })

  it('puts answers whose question matches first and answers all for an empty query', () => {
    expect(searchHelp(HELP_ARTICLES, 'hlidaci pes')[0]?.id).toBe('hlidaci-pes')
    expect(searchHelp(HELP_ARTICLES, '  ')).toHaveLength(HELP_ARTICLES.length)
  })

  it('answers nothing when a word occurs nowhere', () => {
    expect(searchHelp(HELP_ARTICLES, 'kredity zzzz')).toEqual([])
  })
})
