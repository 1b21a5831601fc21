/**
 * A concurrency cap with a bounded queue and a waiting timeout for CPU-heavy work (image transforms): at most
 * `concurrency` run at once, at most `queue` wait, and a waiter that has not started within `timeoutMs` gives up, so
 * a flood of hostile requests cannot take every core from the API (docs/security.md "/img").
 */
export class WorkGate {
  #running = 0
  readonly #waiting: { start: () => void; timer: NodeJS.Timeout }[] = []
  constructor(
    readonly concurrency: number,
    readonly queue: number,
    readonly timeoutMs: number,
  ) {}

  get running() {
    return this.#running
  }
  get queued() {
    return this.#waiting.length
  }
  /** No slot and no room in the queue: a new task would be refused at once. */
  get full() {
    return this.#running >= this.concurrency && this.#waiting.length >= this.queue
  }

  /** Runs `task` when a slot is free; resolves `busy` when the queue is full or the wait timed out. */
  async run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; reason: 'busy' }> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) return { ok: false, reason: 'busy' }
      const started = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            clearTimeout(entry.timer)
            resolve(true)
          },
          timer: setTimeout(() => {
            const i = this.#waiting.indexOf(entry)
            if (i >= 0) this.#waiting.splice(i, 1)
            resolve(false)
          }, this.timeoutMs),
        }
        this.#waiting.push(entry)
      })
      if (!started) return { ok: false, reason: 'busy' }
    } else {
      this.#running += 1
    }
    try {
      return { ok: true, value: await task() }
    } finally {
      const next = this.#waiting.shift()
      // the slot passes straight to the next waiter (running stays the same), or is freed
      if (next) next.start()
      else this.#running -= 1
    }
  }
}
