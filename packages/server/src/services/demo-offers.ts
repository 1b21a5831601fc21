// main.ts still imports the seeds from here; they live in src/seed/ (remove this once main.ts imports them there).
export { ensureDemoOffers } from '../seed/demo-offers.ts'
