import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GDPR_DOCUMENT } from '../legal/gdpr.ts'
import { VOP_DOCUMENT } from '../legal/vop.ts'
import { fitsViewport, MOBILE_GLOBALS, OPERATOR } from '../parts/story-fixtures.ts'
import { LegalScreen } from './LegalScreen.tsx'

const meta = {
  title: 'Landing/LegalScreen',
  component: LegalScreen,
  parameters: { layout: 'fullscreen' },
  args: { document: VOP_DOCUMENT, operator: OPERATOR },
} satisfies Meta<typeof LegalScreen>
export default meta
type Story = StoryObj<typeof meta>

async function expectWellFormed(canvasElement: HTMLElement, doc: typeof VOP_DOCUMENT) {
  const canvas = within(canvasElement)
  await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible()
  await expect(canvas.getByText('24. 11. 2026')).toHaveAttribute('datetime', doc.effectiveDate)
  // A table of contents with one anchor per section, each pointing at an existing section.
  const toc = canvas.getByRole('navigation', { name: 'Obsah' })
  const links = within(toc).getAllByRole('link')
  await expect(links).toHaveLength(doc.sections.length)
  for (const link of links) {
    await expect(canvasElement.querySelector(link.getAttribute('href')!)).not.toBeNull()
  }
  // No raw placeholder is left and no internal review note reaches the reader.
  await expect(canvasElement.textContent).not.toMatch(/\{[a-z]+\}/)
  await expect(canvasElement.textContent).not.toMatch(/čeká na kontrolu|k právní kontrole/i)
}

export const Default: Story = {
  name: 'VOP',
  play: async ({ canvasElement }) => {
    await expectWellFormed(canvasElement, VOP_DOCUMENT)
    const canvas = within(canvasElement)
    await expect(canvasElement.textContent).toContain(
      `Provozovatelem tržiště je společnost ${OPERATOR.provozovatel}, IČO ${OPERATOR.ico}`,
    )
    // Paragraphs are numbered per section (1.1, 1.2, …) and the unlock price comes from the domain.
    await expect(canvas.getAllByText('1.1').length).toBeGreaterThan(0)
    await expect(canvasElement.textContent).toContain('Odemčení jedné nabídky stojí 50 kreditů.')
  },
}

export const Gdpr: Story = {
  args: { document: GDPR_DOCUMENT },
  play: async ({ canvasElement }) => {
    await expectWellFormed(canvasElement, GDPR_DOCUMENT)
    await expect(canvasElement.textContent).toContain('rg-cookies')
    await expect(canvasElement.textContent).toContain('Úřadu pro ochranu osobních údajů')
    await expect(within(canvasElement).getAllByRole('term').length).toBeGreaterThan(10)
  },
}

export const MissingOperatorDetails: Story = {
  args: { operator: { email: 'info@example.cz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Unconfigured details are visibly marked instead of silently left out.
    await expect(canvas.getAllByText('[doplnit: obchodní firma provozovatele]').length).toBeGreaterThan(0)
    await expect(canvas.getAllByText('[doplnit: IČO]').length).toBeGreaterThan(0)
    await expect(canvasElement.textContent).toContain('info@example.cz')
  },
}

export const LongText: Story = {
  args: {
    operator: {
      ...OPERATOR,
      provozovatel:
        'Velmi Dlouhý Název Realitní a Investiční Společnosti s ručením omezeným, odštěpný závod Morava',
      sidlo: 'Náměstí Svobody a Přemysla Otakara II. 1234/56a, 370 01 České Budějovice – Vnitřní Město',
    },
  },
  globals: MOBILE_GLOBALS,
  play: async () => {
    await expect(fitsViewport()).toBe(true)
  },
}

export const Mobile: Story = {
  args: { document: GDPR_DOCUMENT },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
