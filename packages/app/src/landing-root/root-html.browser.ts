/** The browser never renders a landing page's root HTML: see root-html.tsx. */
export const LandingRootHtml = undefined
