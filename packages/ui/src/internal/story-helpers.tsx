import type { Decorator } from '@storybook/react-vite'

/** Renders a story inside a 375 px wide frame, the width of a small phone. */
export const mobileFrame: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: '100%', border: '1px dashed #d5dbe3' }}>
    <Story />
  </div>
)

export const LONG_CZECH_TEXT =
  'Rekonstruovaný činžovní dům s jedenácti bytovými jednotkami a komerčním přízemím v centru Českých Budějovic, s dlouhodobými nájemními smlouvami a stabilním výnosem'
