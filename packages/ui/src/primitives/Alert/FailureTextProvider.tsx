import { createContext, type ReactNode, useContext } from 'react'

/**
 * The Czech text of a failed action: the API's own message for a refusal, otherwise `fallback` (the screen's words
 * for what failed). ui never reads a caught error's `message` itself: the browser's own errors are English ("Failed
 * to fetch"). The app provides its one `errorText` (packages/app/src/api/error-text.ts); without a provider every
 * failure shows the fallback (docs/decisions/1640-one-way-to-fail.md).
 */
export type FailureText = (error: unknown, fallback: string) => string

const fallbackOnly: FailureText = (_error, fallback) => fallback

const FailureTextContext = createContext<FailureText>(fallbackOnly)

export interface FailureTextProviderProps {
  /** The app's errorText. */
  failureText: FailureText
  children: ReactNode
}

/** Put once around the portal so every screen shows failures through the app's errorText. */
export function FailureTextProvider({ failureText, children }: FailureTextProviderProps) {
  return <FailureTextContext.Provider value={failureText}>{children}</FailureTextContext.Provider>
}

/** How this screen turns a caught error into Czech text (from the nearest FailureTextProvider). */
export function useFailureText(): FailureText {
  return useContext(FailureTextContext)
}
