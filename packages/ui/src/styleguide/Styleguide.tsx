import { PAGES } from '@rg/domain/navigation'
import { Component, type ComponentType, type ReactNode, useState } from 'react'
import { Card } from '../primitives/Card/Card.tsx'
import { DialogStage } from '../primitives/Dialog/Dialog.tsx'
import * as css from '../screens/kit/kit.css.ts'
import { PageHeader } from '../screens/parts/parts.tsx'
import { kitEntries } from './kit-stories.ts'
import * as sg from './styleguide.css.ts'

const anchor = (title: string) => `sg-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/** One story that fails to render (it may need the mock API) must not take the whole page down. */
class Contained extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? (
      <p className={css.muted}>Tento stav se zde nedá zobrazit; je ve Storybooku.</p>
    ) : (
      this.props.children
    )
  }
}

/** One story in its figure; a dialog it opens is drawn below it in the figure (DialogStage), not over the page. */
function Specimen({
  name,
  Story,
  imageSrc,
}: {
  name: string
  Story: ComponentType<{ src?: string }>
  /** A stored photo for an image component's story; null: there is none, so the story is not drawn. */
  imageSrc?: string | null | undefined
}) {
  const [dialogs, setDialogs] = useState<HTMLDivElement | null>(null)
  return (
    <figure className={sg.specimen} data-story={name}>
      <figcaption className={css.small}>{name}</figcaption>
      <div className={sg.stage}>
        {dialogs ? (
          <DialogStage.Provider value={dialogs}>
            <Contained>
              {imageSrc === null ? (
                <p className={css.muted}>
                  Ukázka se zobrazí, až bude na tržišti zveřejněná nabídka s fotografií.
                </p>
              ) : imageSrc ? (
                <Story src={imageSrc} />
              ) : (
                <Story />
              )}
            </Contained>
          </DialogStage.Provider>
        ) : null}
        <div ref={setDialogs} />
      </div>
    </figure>
  )
}

export interface StyleguideProps {
  /**
   * A stored photo (an offer photo's `url`) that the image components' specimens show instead of their stories'
   * made-up path: on the server only stored files and the /img allow-list's sizes are served, and anything else would
   * log a 400 or 404 on the page. Null: no stored photo exists, the image specimens say so instead of asking for one.
   * Undefined (Storybook, where the mock answers /img): the stories' own path stays.
   */
  samplePhoto?: string | null | undefined
}

/** Stories (by title: a built bundle minifies component names) whose `src` /img transforms. */
const IMAGE_STORIES = new Set(['Primitives/Img'])

/** /portal/admin/styleguide: every component of the kit in its main states, from the kit's own stories. */
export function Styleguide({ samplePhoto }: StyleguideProps = {}) {
  const entries = kitEntries()
  return (
    <div className={css.page}>
      <PageHeader
        title="Styleguide"
        lead={`Všechny komponenty produktu (${entries.length}) v hlavních stavech, vykreslené z týchž příběhů jako Storybook.`}
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: 'Styleguide' }]}
      />
      <nav aria-label="Komponenty">
        <ul className={sg.index}>
          {entries.map((e) => (
            <li key={e.title}>
              <a href={`#${anchor(e.title)}`}>{e.title.split('/').pop()}</a>
            </li>
          ))}
        </ul>
      </nav>
      {entries.map((e) => (
        <Card key={e.title}>
          <section aria-labelledby={anchor(e.title)} className={css.stack}>
            <h2 id={anchor(e.title)} className={css.heading2}>
              {e.title.split('/').pop()} <span className={css.small}>{e.title}</span>
            </h2>
            {e.stories.map(({ name, Story }) => (
              <Specimen
                key={name}
                name={name}
                Story={Story}
                imageSrc={IMAGE_STORIES.has(e.title) ? samplePhoto : undefined}
              />
            ))}
          </section>
        </Card>
      ))}
    </div>
  )
}
