// main.ts still imports the seeds from here; they live in src/seed/ (remove this once main.ts imports them there).
export { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoData } from '../seed/demo-accounts.ts'
