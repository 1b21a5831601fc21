import type { Decorator } from '@storybook/react-vite'
import { FailureTextProvider } from '../primitives/Alert/FailureTextProvider.tsx'

/** Renders a story inside a 375 px wide frame, the width of a small phone. */
export const mobileFrame: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: '100%', border: '1px dashed #d5dbe3' }}>
    <Story />
  </div>
)

export const LONG_CZECH_TEXT =
  'Rekonstruovaný činžovní dům s jedenácti bytovými jednotkami a komerčním přízemím v centru Českých Budějovic, s dlouhodobými nájemními smlouvami a stabilním výnosem'

/** A refusal of the API as a story's callback throws it: the app's errorText shows its Czech message. */
export class StoryRefusal extends Error {}

/** What a dropped connection throws in the browser: the app's errorText never shows its English message. */
export const networkFailure = () => new TypeError('Failed to fetch')

/**
 * The app's errorText in a screen's stories (the app passes its own through FailureTextProvider): a refusal's own
 * Czech message, anything else (a dropped connection) the screen's fallback.
 */
export const withFailureText: Decorator = (Story) => (
  <FailureTextProvider
    failureText={(thrown, fallback) => (thrown instanceof StoryRefusal ? thrown.message : fallback)}
  >
    <Story />
  </FailureTextProvider>
)

/** What the browser's own errors say: never on a page. */
export const BROWSER_ERROR = /Failed to fetch|NetworkError|Load failed|TypeError/
