// node-postgres's own conversion of a parameter to the text it sends (exported as `pg/lib/utils`, untyped by @types/pg).
declare module 'pg/lib/utils.js' {
  /** null for SQL NULL, a Buffer for bytes (sent binary), else the parameter's text. */
  export function prepareValue(value: unknown): string | Buffer | null
}
