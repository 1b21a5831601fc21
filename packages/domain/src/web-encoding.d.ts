/*
 * The WHATWG Encoding API is a global in every runtime the domain runs in (browsers, Node, workers), but the domain
 * compiles without DOM and Node types on purpose, so only the part the contact import uses is declared here. Other
 * packages compile with their own lib, which already has these; this file is only part of the domain's project.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: Uint8Array): string
}

declare class TextEncoder {
  encode(input?: string): Uint8Array
}

/**
 * A multipart body, only named (endpoint-input.ts: what a handler receives, what a caller sends); every package that
 * builds or reads one compiles with a lib that defines it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the name alone is what the domain uses
interface FormData {}
