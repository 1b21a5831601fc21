import { BREAKPOINTS } from '@rg/domain/ui-settings'
import { tokens } from '../tokens.ts'
import * as css from './TokenTables.css.ts'

/**
 * Plain renderings of the theme tokens, used by the Storybook docs ("Theme") and by the admin styleguide
 * (/portal/admin/styleguide) so both always show the values the components use.
 */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.heading}>{title}</h2>
      {children}
    </section>
  )
}

function Swatches({ colors }: { colors: Record<string, string> }) {
  return (
    <ul className={css.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {Object.entries(colors).map(([name, value]) => (
        <li key={name} className={css.swatch}>
          <span className={css.chip} style={{ background: value }} />
          <span className={css.meta}>
            <strong>{name}</strong>
            <span className={css.code}>{value}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

export function ColorTokens() {
  return (
    <>
      <Section title="Barvy">
        <Swatches colors={tokens.color} />
      </Section>
      <Section title="Barvy tarifů">
        <Swatches colors={tokens.tier} />
      </Section>
    </>
  )
}

export function TypographyTokens() {
  return (
    <Section title="Typografie">
      {Object.entries(tokens.fontSize).map(([name, size]) => (
        <div key={name} className={css.row}>
          <span className={css.label}>
            {name} · {size}
          </span>
          <span style={{ fontSize: size, lineHeight: tokens.lineHeight.snug }}>
            Příliš žluťoučký kůň úpěl ďábelské ódy
          </span>
        </div>
      ))}
      {Object.entries(tokens.fontWeight).map(([name, weight]) => (
        <div key={name} className={css.row}>
          <span className={css.label}>
            {name} · {weight}
          </span>
          <span style={{ fontWeight: Number(weight) }}>Investiční příležitosti 12 500 000 Kč</span>
        </div>
      ))}
    </Section>
  )
}

export function SpacingTokens() {
  return (
    <Section title="Mezery">
      {Object.entries(tokens.space).map(([name, size]) => (
        <div key={name} className={css.row}>
          <span className={css.label}>
            space.{name} · {size}
          </span>
          <span className={css.bar} style={{ width: size }} />
        </div>
      ))}
    </Section>
  )
}

export function ShapeTokens() {
  return (
    <>
      <Section title="Zaoblení">
        <div className={css.grid}>
          {Object.entries(tokens.radius).map(([name, radius]) => (
            <div key={name} className={css.row}>
              <span
                className={css.box}
                style={{ borderRadius: radius, borderColor: tokens.color.borderStrong }}
              />
              <span className={css.label}>
                {name} · {radius}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Stíny">
        <div className={css.grid}>
          {Object.entries(tokens.shadow).map(([name, shadow]) => (
            <div key={name} className={css.row} style={{ borderBottom: 0 }}>
              <span className={css.box} style={{ boxShadow: shadow, borderRadius: tokens.radius.md }} />
              <span className={css.label}>{name}</span>
            </div>
          ))}
        </div>
      </Section>
    </>
  )
}

export function LayoutTokens() {
  return (
    <>
      <Section title="Breakpointy (min-width)">
        {Object.entries(BREAKPOINTS).map(([name, px]) => (
          <div key={name} className={css.row}>
            <span className={css.label}>
              {name} · {px} px
            </span>
            <span className={css.bar} style={{ width: `${(px / 1536) * 100}%`, opacity: 0.7 }} />
          </div>
        ))}
      </Section>
      <Section title="Vrstvy (z-index)">
        {Object.entries(tokens.zIndex).map(([name, z]) => (
          <div key={name} className={css.row}>
            <span className={css.label}>{z}</span>
            <span>{name}</span>
          </div>
        ))}
      </Section>
      <Section title="Pohyb">
        {Object.entries(tokens.motion).map(([name, value]) => (
          <div key={name} className={css.row}>
            <span className={css.label}>{name}</span>
            <span className={css.code}>{value}</span>
          </div>
        ))}
      </Section>
    </>
  )
}

/** Every token group on one page (the admin styleguide's first section). */
export function ThemeTokens() {
  return (
    <div>
      <ColorTokens />
      <TypographyTokens />
      <SpacingTokens />
      <ShapeTokens />
      <LayoutTokens />
    </div>
  )
}
