// Printed with `npm test`'s step table (scripts/steps.sh): how fast this machine is right now, so that runs on
// different days can be compared. On the 2-core machines the suite's time follows the cost of touching new memory
// more than the CPU's speed (docs/decisions/1783-machine-probe.md). Half a second on a quiet machine.
const loopStart = process.hrtime.bigint()
let sum = 0
for (let i = 0; i < 1e8; i++) sum += i
if (sum !== 4999999950000000) throw new Error('the loop was cut short')
const loopMs = Number(process.hrtime.bigint() - loopStart) / 1e6

const bytes = 64 * 1024 * 1024
const page = 4096
const touchStart = process.hrtime.bigint()
const memory = new Uint8Array(bytes) // fresh pages from the kernel, touched below one by one
for (let i = 0; i < bytes; i += page) memory[i] = 1
const touchMs = Number(process.hrtime.bigint() - touchStart) / 1e6

const perPageUs = (touchMs * 1000) / (bytes / page)
console.log(
  `a loop of 10^8 additions ${Math.round(loopMs)} ms; a new page of memory ${perPageUs.toFixed(1)} µs`,
)
