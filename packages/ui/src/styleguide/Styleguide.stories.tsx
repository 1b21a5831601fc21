import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import * as kit from '../index.ts'
import { kitComponents, kitEntries } from './kit-stories.ts'
import { Styleguide } from './Styleguide.tsx'

const meta = {
  title: 'Screens/AdminDesk/Styleguide',
  component: Styleguide,
  parameters: {
    // Every specimen here is a story that Storybook checks on its own; side by side on one page they repeat ids
    // (two stories of one form), which is the page's nature, not a defect of a component.
    a11y: { test: 'off' },
  },
} satisfies Meta<typeof Styleguide>
export default meta
type Story = StoryObj<typeof meta>

interface Fiber {
  type: unknown
  elementType: unknown
  stateNode: unknown
  child: Fiber | null
  sibling: Fiber | null
}

/**
 * The component types React rendered inside each stage (a figure's story), portals included (a dialog's content, a
 * tooltip): read from React's current tree of the page, so a part counts only when it was rendered, not when a story
 * merely mentions it.
 */
function renderedPerStage(canvasElement: Element, stages: readonly Element[]): Array<Set<unknown>> {
  const containerKey = (el: Element) => Object.keys(el).find((k) => k.startsWith('__reactContainer$'))
  let host: Element | null = canvasElement
  while (host && !containerKey(host)) host = host.parentElement
  const key = host ? containerKey(host) : undefined
  const created = host && key ? (host as unknown as Record<string, Fiber>)[key] : undefined
  // The container keeps the root fiber it was created with; its FiberRoot knows the current one.
  const current = (created?.stateNode as { current?: Fiber } | undefined)?.current
  if (!current) throw new Error('React root of the story not found')
  const index = new Map(stages.map((stage, i) => [stage as unknown, i]))
  const sets = stages.map(() => new Set<unknown>())
  const pending: Array<[Fiber, number | undefined]> = [[current, undefined]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [fiber, stage] = next
    if (stage !== undefined) {
      sets[stage]?.add(fiber.type)
      sets[stage]?.add(fiber.elementType)
    }
    if (fiber.sibling) pending.push([fiber.sibling, stage])
    if (fiber.child) pending.push([fiber.child, stage ?? index.get(fiber.stateNode)])
  }
  return sets
}

/** A component is rendered when React rendered it; a namespace of parts (Tabs) when it rendered every part. */
const wasRendered = (value: unknown, types: Set<unknown>) =>
  types.has(value) ||
  (typeof value === 'object' &&
    value !== null &&
    !('$$typeof' in value) &&
    Object.values(value).every((part) => types.has(part)))

/**
 * Every exported component of the kit ('@rg/ui' itself, not a list kept by hand) was rendered by at least one
 * figure of the page: checked per export, in React's tree of each figure.
 */
export const EveryComponent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const entries = kitEntries()
    const exports = kitComponents(kit)
    await expect(exports.length).toBeGreaterThan(50)
    for (const name of ['Button', 'Dialog', 'PortalLayout', 'Tokens', 'FileUpload', 'ProductTour'])
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(`^${name}\\b`) })).toBeVisible()
    const figures = [...canvasElement.querySelectorAll('figure[data-story]')]
    await expect(figures.length).toBe(entries.reduce((n, e) => n + e.stories.length, 0))
    const notRendered = () => {
      const rendered = renderedPerStage(
        canvasElement,
        figures.map((figure) => figure.lastElementChild as Element),
      )
      return exports
        .filter(([, value]) => !rendered.some((types) => wasRendered(value, types)))
        .map(([name]) => name)
    }
    // A figure's story mounts just after its stage (the stage is the container of the dialogs it opens).
    await waitFor(() => expect(notRendered()).toEqual([]))
    // A dialog opened by its story is drawn inside its figure, not over the page: nothing else is made inert.
    const open = canvas
      .getByRole('region', { name: /^Dialog\b/ })
      .querySelector<HTMLElement>('figure[data-story="Open"]')
    if (!open) throw new Error("the Dialog's Open story is not on the page")
    await expect(within(open).getByRole('dialog', { name: 'Odemknout nabídku?' })).toBeVisible()
    await expect(within(open).getByRole('button', { name: 'Zrušit' })).toBeVisible()
    await expect(document.querySelector('[data-aria-hidden="true"], [aria-modal="true"]')).toBeNull()
  },
}
