import { describe, expect, it } from 'vitest'
import { OfferStatsBuffer } from './stats-buffer.ts'

describe('offer stats buffer', () => {
  it('adds per offer and day, bounds the keys and counts what it drops', () => {
    const buffer = new OfferStatsBuffer(2, () => Date.UTC(2026, 11, 1, 10))
    buffer.impressions([1, 2, 1])
    buffer.view(1)
    buffer.view(3)
    expect(buffer.size).toBe(2)
    expect(buffer.dropped).toBe(1)
  })

  it('records a 20-teaser browse answer in microseconds (no I/O on the request)', () => {
    const buffer = new OfferStatsBuffer()
    const page = Array.from({ length: 20 }, (_, i) => i * 4_999 + 1)
    const runs = 20_000
    const started = performance.now()
    for (let r = 0; r < runs; r++) buffer.impressions(page.map((id) => (id + r) % 100_000))
    const perAnswerMs = (performance.now() - started) / runs
    console.log(
      `stats buffer: ${(perAnswerMs * 1000).toFixed(2)} µs per 20-teaser answer, ${buffer.size} keys`,
    )
    // generous for a loaded CI machine; the browse budget is 20 ms at p95
    expect(perAnswerMs).toBeLessThan(2)
  })
})
