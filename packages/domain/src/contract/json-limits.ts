import { CONTACT_IMPORT_MAX } from '../crm/crm.schema.ts'

/**
 * Bounds on the shape of a JSON body, checked on the raw text before it is parsed (docs/security.md "Input" and
 * "Limits"): every parser and walk after that (JSON.parse, the text rule, zod) then has bounded work, whatever the
 * body. A body nested deeper than any input of the contract, or with more keys and elements than any endpoint needs,
 * is refused in one linear pass that allocates nothing.
 */
export interface JsonLimits {
  /** The most levels of nested objects and arrays (the top-level object is level 1). */
  depth: number
  /** The most keys and array elements in the whole body, at all levels together. */
  items: number
}

/** The deepest input of the contract nests 3 levels; 32 leaves room and still bounds every recursive walk. */
export const JSON_MAX_DEPTH = 32
/** Keys and elements of one body by default: the widest input besides the contact import (ids to mark) is far below. */
export const JSON_MAX_ITEMS = 5_000
export const DEFAULT_JSON_LIMITS: JsonLimits = { depth: JSON_MAX_DEPTH, items: JSON_MAX_ITEMS }

/**
 * The keys and elements of one imported contact at most: 12 keys, 10 e-mails and 10 phones of 3 keys, 5 addresses of
 * 7, 20 tags and a few offer ids, and its duplicate choice (3: docs/decisions/1323) (json-limits.test.ts counts a full
 * one).
 */
export const CONTACT_IMPORT_ITEMS_PER_CONTACT = 200
/**
 * Endpoints whose valid bodies are wider than the default: the contact import sends up to CONTACT_IMPORT_MAX (20 000)
 * contacts, a whole address book up to the account's cap (docs/decisions/1322-contact-bounds.md).
 */
const WIDER_BODIES: Readonly<Record<string, number>> = {
  importContacts: CONTACT_IMPORT_MAX * CONTACT_IMPORT_ITEMS_PER_CONTACT,
}
/** The /api body limit in bytes (app.ts), and the endpoints that may send more. */
export const API_BODY_MAX_BYTES = 1024 * 1024
/** 20 000 contacts of a real export take 4–8 MB of JSON; 32 MB leaves room for notes and full lists. */
export const CONTACT_IMPORT_MAX_BODY_BYTES = 32 * 1024 * 1024
const WIDER_BODY_BYTES: Readonly<Record<string, number>> = { importContacts: CONTACT_IMPORT_MAX_BODY_BYTES }

/** The most bytes of an endpoint's JSON body (by its `API` name). */
export function jsonBodyBytesFor(endpoint: string): number {
  return (
    (Object.hasOwn(WIDER_BODY_BYTES, endpoint) ? WIDER_BODY_BYTES[endpoint] : undefined) ?? API_BODY_MAX_BYTES
  )
}

/** The limits for a contract endpoint's JSON body (by its `API` name). */
export function jsonLimitsFor(endpoint: string): JsonLimits {
  const items = Object.hasOwn(WIDER_BODIES, endpoint) ? WIDER_BODIES[endpoint] : undefined
  return items === undefined ? DEFAULT_JSON_LIMITS : { depth: JSON_MAX_DEPTH, items }
}

export const JSON_TOO_DEEP_MESSAGE = `Tělo požadavku je příliš hluboko vnořené (nejvýše ${JSON_MAX_DEPTH} úrovní).`
export const jsonTooManyItemsMessage = (items: number) =>
  `Tělo požadavku obsahuje příliš mnoho položek (nejvýše ${items.toLocaleString('cs-CZ')}).`

export type JsonShapeProblem = { kind: 'depth' | 'items'; message: string }

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const COMMA = 0x2c

/**
 * What is wrong with the shape of JSON `text` under `limits`, or undefined. One pass over the characters, stopping at
 * the first excess: brackets and braces outside strings give the depth; commas outside strings plus the containers
 * opened give the keys and elements (at least as many as the body holds). Malformed text is left to JSON.parse, which
 * then only sees bounded text.
 */
export function jsonShapeProblem(
  text: string,
  limits: JsonLimits = DEFAULT_JSON_LIMITS,
): JsonShapeProblem | undefined {
  let depth = 0
  let items = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === BACKSLASH) i++
      else if (ch === QUOTE) inString = false
      continue
    }
    if (ch === QUOTE) inString = true
    else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > limits.depth) return { kind: 'depth', message: JSON_TOO_DEEP_MESSAGE }
      if (++items > limits.items) return { kind: 'items', message: jsonTooManyItemsMessage(limits.items) }
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) depth--
    else if (ch === COMMA && ++items > limits.items)
      return { kind: 'items', message: jsonTooManyItemsMessage(limits.items) }
  }
  return undefined
}
