/* @rg/domain/calendar: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { addDays, type IsoDate, pragueDate } from './calendar-date.ts'
