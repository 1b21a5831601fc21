import type { HomeText } from './HomeText.tsx'

/** In the browser the home screen keeps the server's texts or loads them on demand; see home-text.ts. */
export const HOME_TEXT: HomeText | undefined = undefined
