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
 * The stories a component shows on the page: those tagged `styleguide` (its main states, chosen in its stories file);
 * a component without such tags shows its first three by name, phone-width variants left out. An open dialog is drawn
 * inside its figure (DialogStage), not over the page.
 */
function shownStories<S extends { tags?: string[] }>(
  stories: ReadonlyArray<[string, S]>,
): Array<[string, S]> {
  const tagged = stories.filter(([, story]) => story.tags?.includes('styleguide'))
  if (tagged.length > 0) return tagged
  return stories
    .filter(([name]) => !/mobile/i.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, 3)
}

export function kitEntries(): KitEntry[] {
  return Object.values(modules)
    .map((mod) => {
      const meta = mod.default as { title?: string; component?: { name?: string; displayName?: string } }
      const composed = composeStories(mod) as Record<
        string,
        ComponentType & { storyName?: string; tags?: string[] }
      >
      const title = meta.title ?? ''
      return {
        title,
        component: meta.component?.displayName ?? meta.component?.name ?? title.split('/').pop() ?? '',
        stories: shownStories(Object.entries(composed)).map(([name, Story]) => ({
          name: Story.storyName ?? name,
          Story,
        })),
      }
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'cs'))
}

/** The exported components of the kit: the PascalCase values of '@rg/ui' (functions, and objects such as Tabs). */
export function kitComponents(kit: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(kit)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        (typeof value === 'function' || (typeof value === 'object' && value !== null)),
    )
    .sort(([a], [b]) => a.localeCompare(b))
}
