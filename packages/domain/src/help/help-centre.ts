import { normalizeForSearch, searchWords } from '../czech-format/search.ts'
import { HELP_TOPIC_LABELS, type HelpTopic } from './help-topics.ts'

/*
 * The help centre's answers (/portal/help, docs/decisions/1570-help-centre.md): written from the product rules in
 * docs/product (credits.md, notifications.md, offers.md, screens-and-limits.md); the numbers are those of the domain's
 * constants, which help-centre.test.ts checks, so an answer cannot keep a price or a limit that has changed.
 */

export interface HelpArticle {
  /** Stable: the page links to an answer by it (#napoveda-<id>). */
  id: string
  topic: HelpTopic
  question: string
  /** Paragraphs of plain text. */
  answer: readonly string[]
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'co-jsou-kredity',
    topic: 'CREDITS',
    question: 'Co jsou kredity a kde je vezmu?',
    answer: [
      'Kredity jsou měna tržiště: za ně si odemykáte podrobnosti investičních příležitostí. Při prvním vstupu do portálu dostanete jednorázově 100 kreditů zdarma.',
      'Další kredity koupíte v ceníku: balíček 100 kreditů za 990 Kč, 300 kreditů za 2 490 Kč nebo 1 000 kreditů za 6 990 Kč. Kredity nepropadají.',
    ],
  },
  {
    id: 'odemknuti-nabidky',
    topic: 'CREDITS',
    question: 'Kolik stojí odemknutí nabídky a co uvidím?',
    answer: [
      'Odemknutí investiční příležitosti stojí 50 kreditů a platíte ho jen jednou: nabídku, kterou jste už odemkli, otevřete znovu zdarma, a přístup vám zůstane i poté, co ji majitel pozastaví nebo uzavře.',
      'Po odemknutí uvidíte neveřejný popis, přesnou adresu (ulici a PSČ), dokumenty a vizitku majitele. Služby se neodemykají, jejich podrobnosti vidí každý přihlášený uživatel.',
      'Když kredity nestačí, portál vám to řekne a nabídne ceník nebo předplatné.',
    ],
  },
  {
    id: 'predplatne',
    topic: 'CREDITS',
    question: 'Jak funguje předplatné?',
    answer: [
      'Bronze stojí 1 490 Kč měsíčně a dává 200 kreditů měsíčně, Silver 2 990 Kč a 500 kreditů, Gold 5 990 Kč a 1 200 kreditů. Roční předplatné stojí deset měsíčních plateb a kredity dostáváte dál po měsících.',
      'Když zaplatíte stejný tarif ještě před koncem předplatného, prodlouží se: nové období začne den po konci současného. Jiný tarif začne dnem platby a nahradí ten dosavadní. Tarif Pro firmy domlouváme individuálně přes kontaktní formulář.',
    ],
  },
  {
    id: 'jak-se-overit',
    topic: 'VERIFICATION',
    question: 'Jak si nechám ověřit profil?',
    answer: [
      'Doplňte v profilu jméno, příjmení, telefon a město a požádejte o ověření. Žádost posoudí administrátor; o výsledku vám dáme vědět upozorněním v portálu i e-mailem.',
      'Zamítnutá žádost přijde s důvodem. Opravte, co v ní chybělo, a požádejte znovu.',
    ],
  },
  {
    id: 'proc-overeni',
    topic: 'VERIFICATION',
    question: 'K čemu je ověřený profil?',
    answer: [
      'Jen ověření uživatelé vkládají vlastní nabídky a služby a používají úložiště dokumentů. U jejich nabídek se zobrazuje odznak ověření.',
      'Každá nabídka před zveřejněním projde schválením administrátora. Rozpracovaných, čekajících a zamítnutých nabídek můžete mít nejvýše 20 najednou.',
    ],
  },
  {
    id: 'platba-prevodem',
    topic: 'PAYMENTS',
    question: 'Jak zaplatím objednávku?',
    answer: [
      'Platí se bankovním převodem. Objednávka dostane variabilní symbol a stránka ukáže číslo účtu, částku a QR Platbu; tytéž údaje vám hned po objednání přijdou e-mailem.',
      'Kredity nebo předplatné připíšeme, jakmile platbu spárujeme s objednávkou: platba se musí shodovat ve variabilním symbolu i v částce. Jinou platbu posoudí administrátor ručně.',
    ],
  },
  {
    id: 'faktura',
    topic: 'PAYMENTS',
    question: 'Kde najdu fakturu a stav objednávky?',
    answer: [
      'Všechny objednávky najdete v přehledu objednávek u kreditů. Objednávka čeká na platbu, je zaplacená, nebo zrušená; u zaplacené si stáhnete fakturu.',
      'Když platba dorazí, dáme vám vědět upozorněním v portálu i e-mailem.',
    ],
  },
  {
    id: 'hlidaci-pes',
    topic: 'WATCHDOGS',
    question: 'Co je hlídací pes?',
    answer: [
      'Hlídací pes je uložené hledání: kategorie, kraje, cenové rozpětí a klíčová slova. Jakmile se zveřejní nabídka, která mu odpovídá, dostanete upozornění v portálu a e-mail, buď hned, nebo v denním souhrnu.',
      'Když nabídka, o které vás pes informoval, z trhu zmizí, dozvíte se to jednou. Hlídacích psů si můžete nastavit několik.',
    ],
  },
  {
    id: 'upozorneni',
    topic: 'WATCHDOGS',
    question: 'O čem mě portál upozorní?',
    answer: [
      'Upozorníme vás na schválení nebo zamítnutí vaší nabídky, na odemknutí vaší nabídky, na pozastavení či uzavření nabídky administrátorem (s důvodem), na novou nabídku pro vašeho hlídacího psa, na výsledek ověření, na přijatou platbu, na změnu hesla a na odstranění vašeho hodnocení.',
      'Upozornění najdete pod zvonkem v záhlaví portálu a všechna na stránce Oznámení; nepřečtená jsou spočítaná.',
    ],
  },
  {
    id: 'kontakty',
    topic: 'CRM',
    question: 'Jak si vedu kontakty a seznam hovorů?',
    answer: [
      'V kontaktech si vedete vlastní adresář: jméno, firmu, IČO, štítky, poznámku, až 10 e-mailů, 10 telefonů a 5 adres. Adresář pojme 20 000 kontaktů a můžete je naimportovat z jednoho souboru.',
      'Kontakty, kterým chcete volat, přidáte do seznamu hovorů a u každého si zapíšete výsledek. Kontakty nikdo jiný nevidí.',
    ],
  },
  {
    id: 'dokumenty',
    topic: 'CRM',
    question: 'Jaké soubory mohu nahrát?',
    answer: [
      'Fotografie ve formátu PNG, JPEG nebo WebP do 3 MB, nejvýše 30 k jedné nabídce; první je titulní. Dokumenty PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX, CSV a TXT do 20 MB.',
      'Fotografie, dokumenty nabídek a úložiště dokumentů se sčítají do vašeho místa v úložišti, které má 500 MB.',
    ],
  },
  {
    id: 'heslo',
    topic: 'ACCOUNT',
    question: 'Jak změním heslo?',
    answer: [
      'Heslo změníte v profilu. Nové heslo se musí lišit od původního a po změně vás odhlásíme ze všech zařízení. Zapomenuté heslo obnovíte odkazem z přihlašovací stránky.',
    ],
  },
  {
    id: 'osobni-udaje',
    topic: 'ACCOUNT',
    question: 'Jak nakládáte s mými údaji?',
    answer: [
      'Neveřejnou část nabídky (popis, přesnou adresu, dokumenty a vizitku) vidí jen majitel, administrátoři a ti, kdo si nabídku odemkli. Vaše kontakty a dokumenty nevidí nikdo jiný.',
      'Soubory cookie používáme jen s vaším souhlasem. Podrobnosti najdete v zásadách ochrany osobních údajů; s dotazem se můžete obrátit na nás přes formulář níže.',
    ],
  },
]

/** The answer's whole text as search sees it: the topic, the question and the paragraphs. */
function searchableText(article: HelpArticle): string {
  return [HELP_TOPIC_LABELS[article.topic], article.question, ...article.answer].join(' ')
}

/**
 * A query word as help search looks for it: a word of five letters or more without its last one, so the Czech case
 * ending does not decide ("faktura" finds "fakturu", "platba" finds "platbu").
 */
const stem = (word: string) => (word.length >= 5 ? word.slice(0, -1) : word)

/**
 * The answers that hold every word of the query, ignoring case and diacritics ("overeni" finds "ověření") and the
 * last letter of longer words (stem), questions that match first; an empty query answers all of them in their order.
 */
export function searchHelp(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = searchWords(query).map(stem)
  if (words.length === 0) return [...articles]
  const hits = articles.filter((a) => {
    const text = normalizeForSearch(searchableText(a))
    return words.every((w) => text.includes(w))
  })
  const inQuestion = (a: HelpArticle) => {
    const q = normalizeForSearch(a.question)
    return words.every((w) => q.includes(w)) ? 0 : 1
  }
  return hits.sort((a, b) => inQuestion(a) - inQuestion(b))
}
