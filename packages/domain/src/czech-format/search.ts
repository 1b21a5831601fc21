/** Lower case without diacritics and with single spaces, so "Zlín" and "zlin" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Every word of the query occurs somewhere in the text, ignoring case and diacritics. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text)
  return normalizeForSearch(query)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
