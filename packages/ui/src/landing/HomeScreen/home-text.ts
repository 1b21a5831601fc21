import { type HomeText, homeText } from './HomeText.tsx'

/**
 * The home screen's fixed texts, for server rendering: the pre-rendered HTML holds them. Browsers resolve
 * `#home-text` to home-text.browser.ts instead (package.json "imports"), so the texts are not part of the page's
 * scripts; a browser rendering the home page itself loads HomeText.tsx (HomeScreen, internal/static-html.tsx).
 */
export const HOME_TEXT: HomeText | undefined = homeText
