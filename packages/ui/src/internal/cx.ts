/** Joins class names, skipping empty ones; the consumer's className always comes last. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
