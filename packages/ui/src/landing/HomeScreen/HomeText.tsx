import { UNLOCK_PRICE, WELCOME_BONUS } from '@rg/domain/credits'
import { formatCredits } from '@rg/domain/czech-format'
import { SERVICE_CATEGORIES } from '@rg/domain/offers'
import { homePath, SvgIcon, searchPath, userPath } from '../../internal/svg-icon.tsx'
import * as l from '../parts/landing.css.ts'
import * as css from './HomeScreen.css.ts'

const AUDIENCES: ReadonlyArray<{ icon: string; title: string; text: string }> = [
  {
    icon: searchPath,
    title: 'Investoři',
    text: 'Hledáte nemovitosti, developerské projekty, pohledávky nebo podíly ve firmách, které se nedostanou na veřejné portály. Nastavte si hlídacího psa a o nových nabídkách se dozvíte jako první.',
  },
  {
    icon: homePath,
    title: 'Vlastníci a developeři',
    text: 'Nabízíte příležitost diskrétně. Veřejně ukážete jen shrnutí; přesnou adresu, dokumenty a kontakt uvidí pouze zájemci, kteří si nabídku odemknou.',
  },
  {
    icon: userPath,
    title: 'Poskytovatelé služeb',
    text: 'Advokáti, odhadci, finanční a daňoví poradci nebo správci nemovitostí představí své služby lidem, kteří právě investují.',
  },
]

const STEPS = [
  {
    title: 'Zaregistrujte se zdarma',
    text: `Založte si účet a doplňte profil. Na začátek od nás dostanete ${formatCredits(WELCOME_BONUS)}.`,
  },
  {
    title: 'Procházejte nabídky',
    text: 'Shrnutí každé nabídky, její lokalitu, cenu a fotografie vidíte zdarma. Hlídací pes vám pošle nové nabídky podle vašich kritérií.',
  },
  {
    title: 'Odemkněte, co vás zajímá',
    text: `Za ${formatCredits(UNLOCK_PRICE)} odemknete podrobný popis, přesnou adresu, dokumenty a kontakt na nabízejícího.`,
  },
]

/**
 * The home screen's fixed texts and lists: the children of its static elements (HomeScreen's `StaticHtml`). The
 * server build draws them into the pre-rendered HTML; browsers load this module only when they render the home page
 * themselves (client-side navigation), so the page's own scripts do not carry them (home-text.ts).
 */
export const homeText = {
  eyebrow: 'Neveřejné investiční příležitosti',
  lead: (
    <>
      Tržiště pro nemovitosti, developerské projekty, finanční smlouvy a podíly ve firmách, které se
      neprodávají veřejně. Vlastníci je nabízejí diskrétně, investoři je procházejí zdarma a podrobnosti si
      odemykají za kredity.
    </>
  ),
  audiences: AUDIENCES.map((a) => (
    <li key={a.title} className={l.card}>
      <span className={css.audienceIcon}>
        <SvgIcon d={a.icon} size={28} />
      </span>
      <h3 className={l.h3}>{a.title}</h3>
      <p className={l.muted}>{a.text}</p>
    </li>
  )),
  steps: STEPS.map((step, index) => (
    <li key={step.title} className={l.card}>
      <span className={css.stepNumber} aria-hidden="true">
        {index + 1}
      </span>
      <h3 className={l.h3}>{step.title}</h3>
      <p className={l.muted}>{step.text}</p>
    </li>
  )),
  services: (
    <>
      Investice málokdy obejde bez odborníků. V katalogu služeb najdete ty, kdo vám pomohou s prověřením,
      financováním i správou, a u služeb vidíte celý popis hned, bez odemykání.
    </>
  ),
  serviceCategories: SERVICE_CATEGORIES.filter((c) => c.code !== 'OTHER_SERVICE').map((category) => (
    <li key={category.code} className={css.chip}>
      {category.label}
    </li>
  )),
  spotter: (
    <>
      Znáte dům, pozemek nebo firmu, které majitel zvažuje prodat, ale nikde je neinzeruje? Pošlete nám tip.
      Když z něj vznikne obchod, dostanete odměnu.
    </>
  ),
  signup: (
    <>
      Registrace je zdarma a nic nezavazuje. Plaťte jen za to, co odemknete, nebo si zvolte předplatné s
      kredity na každý měsíc. Kredity nepropadají.
    </>
  ),
}

export type HomeText = typeof homeText
