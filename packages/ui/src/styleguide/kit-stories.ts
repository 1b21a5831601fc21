/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'

/*
 * The kit's stories as components (composeStories): the admin styleguide renders these, the very stories Storybook
 * shows and tests, so the page cannot drift from the kit (docs/decisions/1061-styleguide-from-stories.md).
 */

type StoryModule = Parameters<typeof composeStories>[0]

const modules = import.meta.glob<StoryModule>(
  [
    '../theme/**/*.stories.tsx',
    '../primitives/**/*.stories.tsx',
    '../widgets/**/*.stories.tsx',
    '../layouts/**/*.stories.tsx',
  ],
  { eager: true },
)

export interface KitEntry {
  /** The story title, e.g. "Primitives/Button". */
  title: string
  /** The component's name (the stories' `component`), e.g. "Button". */
  component: string
  stories: Array<{ name: string; Story: ComponentType }>
}

/**
 * Stories that open a modal over the whole page (a dialog opened by its args, the product tour) stay in Storybook:
 * on one page with everything else a modal would make the rest of the page inert.
 */
const opensModal = (title: string, story: { args?: Record<string, unknown> }) =>
  title.endsWith('/ProductTour') || story.args?.defaultOpen === true || story.args?.open === true

export function kitEntries(): KitEntry[] {
  return Object.values(modules)
    .map((mod) => {
      const meta = mod.default as { title?: string; component?: { name?: string; displayName?: string } }
      const composed = composeStories(mod) as Record<
        string,
        ComponentType & { storyName?: string; args?: Record<string, unknown> }
      >
      const title = meta.title ?? ''
      return {
        title,
        component: meta.component?.displayName ?? meta.component?.name ?? title.split('/').pop() ?? '',
        stories: Object.entries(composed)
          .filter(([name, story]) => !opensModal(title, story) && !/mobile/i.test(name))
          .slice(0, 3)
          .map(([name, Story]) => ({ name: Story.storyName ?? name, Story })),
      }
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'cs'))
}

/**
 * Exports of the kit that have no stories of their own because they are parts of another component and shown in its
 * stories (a button's link form, a card's header, the token tables of the theme page).
 */
export const SHOWN_WITH: Readonly<Record<string, string>> = {
  ButtonLink: 'Button',
  IconButton: 'Button',
  Icon: 'Button',
  CardHeader: 'Card',
  CardFooter: 'Card',
  RadioGroup: 'Checkbox',
  Switch: 'Checkbox',
  DialogClose: 'Dialog',
  TierBadge: 'Badge',
  SkeletonText: 'Skeleton',
  Textarea: 'TextField',
  LogoLink: 'Logo',
  LinkProvider: 'Link',
  ColorTokens: 'Tokens',
  LayoutTokens: 'Tokens',
  ShapeTokens: 'Tokens',
  SpacingTokens: 'Tokens',
  ThemeTokens: 'Tokens',
  TypographyTokens: 'Tokens',
}

/** The exported components of the kit (PascalCase values of '@rg/ui') that the styleguide does not show. */
export function missingFromStyleguide(kit: Record<string, unknown>, entries: readonly KitEntry[]): string[] {
  const shown = new Set(entries.flatMap((e) => [e.component, e.title.split('/').pop() ?? '']))
  return Object.entries(kit)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || typeof value === 'object'),
    )
    .map(([name]) => name)
    .filter((name) => !shown.has(name) && !shown.has(SHOWN_WITH[name] ?? ''))
    .sort()
}
