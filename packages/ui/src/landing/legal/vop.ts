/*
 * K PRÁVNÍ KONTROLE: tento text připravil vývojový tým jako úplný návrh. Před zveřejněním ho musí zkontrolovat
 * a schválit právník provozovatele (viz docs/decisions/0300-landing-legal-texts.md). Uživatelům se žádná poznámka
 * o čekající kontrole nezobrazuje. Údaje o provozovateli jsou zástupné symboly ({provozovatel}, {ico}, {sidlo},
 * {rejstrik}, {email}, {telefon}, {web}), které LegalScreen doplní z konfigurace webu.
 *
 * Ceny a počty kreditů se zde nepíší ručně: berou se z cenové konfigurace v @rg/domain.
 */
import { UNLOCK_PRICE, WELCOME_BONUS } from '@rg/domain/credits'
import { formatCredits, pluralCs } from '@rg/domain/czech-format'
import { YEARLY_PRICE_MONTHS } from '@rg/domain/tiers'
import type { LegalDocument } from './legal-document.ts'

const unlock = formatCredits(UNLOCK_PRICE)
const welcome = formatCredits(WELCOME_BONUS)
const yearly = `${YEARLY_PRICE_MONTHS} ${pluralCs(YEARLY_PRICE_MONTHS, ['měsíční předplatné', 'měsíční předplatná', 'měsíčních předplatných'])}`

/** Všeobecné obchodní podmínky tržiště (/legal/vop). */
export const VOP_DOCUMENT: LegalDocument = {
  title: 'Všeobecné obchodní podmínky',
  shortTitle: 'Obchodní podmínky',
  effectiveDate: '2026-11-24',
  version: '1.0',
  intro: [
    'Tyto všeobecné obchodní podmínky upravují práva a povinnosti při používání internetového tržiště neveřejných investičních příležitostí provozovaného na adrese {web}. Prosíme, přečtěte si je pozorně: registrací účtu s nimi vyjadřujete souhlas.',
  ],
  sections: [
    {
      id: 'uvodni-ustanoveni',
      heading: 'Úvodní ustanovení a provozovatel',
      blocks: [
        {
          kind: 'p',
          text: 'Provozovatelem tržiště je společnost {provozovatel}, IČO {ico}, se sídlem {sidlo}, {rejstrik} (dále jen „provozovatel“).',
        },
        {
          kind: 'p',
          text: 'Provozovatele lze kontaktovat e-mailem na adrese {email} nebo telefonicky na čísle {telefon}. Adresou pro doručování písemností je sídlo provozovatele.',
        },
        {
          kind: 'p',
          text: 'Tyto všeobecné obchodní podmínky (dále jen „podmínky“) upravují v souladu se zákonem č. 89/2012 Sb., občanský zákoník, ve znění pozdějších předpisů (dále jen „občanský zákoník“), smluvní vztah mezi provozovatelem a každým, kdo tržiště používá. Součástí podmínek je ceník zveřejněný na stránce Ceník.',
        },
        {
          kind: 'p',
          text: 'Zpracování osobních údajů upravují samostatné Zásady zpracování osobních údajů zveřejněné na tržišti.',
        },
      ],
    },
    {
      id: 'pojmy',
      heading: 'Vymezení pojmů',
      blocks: [
        { kind: 'note', text: 'Pro účely těchto podmínek se rozumí:' },
        {
          kind: 'terms',
          items: [
            {
              term: 'Tržiště',
              text: 'webová aplikace provozovatele na adrese {web}, včetně veřejných stránek a uživatelského portálu.',
            },
            { term: 'Návštěvník', text: 'kdokoli, kdo si prohlíží veřejné stránky tržiště bez přihlášení.' },
            {
              term: 'Uživatel',
              text: 'fyzická nebo právnická osoba, která si na tržišti zaregistrovala uživatelský účet a potvrdila svou e-mailovou adresu.',
            },
            {
              term: 'Ověřený uživatel',
              text: 'uživatel, jehož profil provozovatel ověřil a který může vkládat vlastní nabídky a služby.',
            },
            {
              term: 'Spotřebitel',
              text: 'uživatel, který je fyzickou osobou a tržiště používá mimo rámec své podnikatelské činnosti nebo samostatného výkonu svého povolání.',
            },
            {
              term: 'Nabídka',
              text: 'inzerát investiční příležitosti (např. nemovitost, developerský projekt, finanční smlouva či pohledávka, podíl ve firmě), který na tržiště vložil ověřený uživatel.',
            },
            {
              term: 'Služba',
              text: 'inzerát služby určené investorům (např. právní, znalecké, finanční, daňové, realitní služby nebo správa nemovitostí).',
            },
            {
              term: 'Veřejná část nabídky',
              text: 'název, podtitul, klíčová slova, kategorie, obec a kraj, veřejný popis, cena a fotografie nabídky.',
            },
            {
              term: 'Neveřejná část nabídky',
              text: 'podrobný popis, přesná adresa (ulice a PSČ), přiložené dokumenty a vizitka nabízejícího.',
            },
            {
              term: 'Kredit',
              text: 'zúčtovací jednotka tržiště, kterou uživatel získává nákupem, v rámci předplatného nebo jako bonus a kterou platí za odemčení nabídek.',
            },
            {
              term: 'Odemčení',
              text: 'zpřístupnění neveřejné části konkrétní nabídky uživateli výměnou za kredity.',
            },
            {
              term: 'Předplatné',
              text: 'placený tarif, v jehož rámci uživatel získává každý měsíc stanovený počet kreditů.',
            },
            {
              term: 'Tipař',
              text: 'osoba, která provozovateli prostřednictvím formuláře na tržišti sdělí tip na investiční příležitost.',
            },
          ],
        },
      ],
    },
    {
      id: 'povaha-trziste',
      heading: 'Povaha tržiště a role provozovatele',
      blocks: [
        {
          kind: 'p',
          text: 'Tržiště je inzertní prostor. Provozovatel umožňuje uživatelům zveřejňovat nabídky a služby a jiným uživatelům se s nimi seznamovat. Provozovatel není smluvní stranou žádné transakce, která mezi uživateli na základě nabídky vznikne, a za její uzavření, obsah ani splnění neodpovídá.',
        },
        {
          kind: 'p',
          text: 'Provozovatel neposkytuje investiční poradenství, investiční služby ani jiné služby podle zákona č. 256/2004 Sb., o podnikání na kapitálovém trhu, a nehodnotí vhodnost nabídek pro konkrétního uživatele. Žádný obsah tržiště není doporučením k investici ani nabídkou investičního nástroje provozovatelem.',
        },
        {
          kind: 'p',
          text: 'Při provozu tržiště provozovatel nevystupuje jako realitní zprostředkovatel ve smyslu zákona č. 39/2020 Sb., o realitním zprostředkování, ledaže se s uživatelem výslovně písemně dohodne jinak.',
        },
        {
          kind: 'p',
          text: 'Investice jsou spojeny s rizikem, včetně rizika ztráty celé investované částky. Uživatel nese plnou odpovědnost za své investiční rozhodnutí a před jeho přijetím by měl nabídku sám prověřit, případně se poradit s odborníkem (právníkem, daňovým poradcem, znalcem nebo investičním poradcem).',
        },
      ],
    },
    {
      id: 'ucet',
      heading: 'Registrace a uživatelský účet',
      blocks: [
        {
          kind: 'p',
          text: 'Účet si může zřídit fyzická osoba starší 18 let, která je plně svéprávná, nebo právnická osoba jednající prostřednictvím oprávněné osoby. Registrace je bezplatná.',
        },
        {
          kind: 'p',
          text: 'Uživatel je povinen uvádět pravdivé, úplné a aktuální údaje a bez zbytečného odkladu je aktualizovat. Každá osoba smí mít na tržišti jen jeden účet, nedohodne-li se s provozovatelem jinak.',
        },
        {
          kind: 'p',
          text: 'Přístup k účtu je chráněn heslem. Uživatel je povinen zachovávat mlčenlivost o přístupových údajích a neprodleně oznámit provozovateli jejich možné zneužití. Za jednání učiněná prostřednictvím svého účtu odpovídá uživatel, ledaže prokáže, že k nim došlo bez jeho zavinění.',
        },
        { kind: 'p', text: 'Na tržišti existují tyto role:' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'uživatel: prochází nabídky a služby, odemyká nabídky, nakupuje kredity a předplatné, vede si adresář kontaktů, poznámky a seznam hovorů a může požádat o ověření;',
            'ověřený uživatel: má všechna oprávnění uživatele a navíc může vkládat vlastní nabídky a služby a ukládat dokumenty;',
            'administrátor: osoba pověřená provozovatelem, která schvaluje nabídky a služby, ověřuje uživatele, potvrzuje platby a spravuje tržiště.',
          ],
        },
        {
          kind: 'p',
          text: 'O ověření uživatel žádá ve svém profilu po vyplnění požadovaných údajů. Provozovatel může ověření odmítnout, zejména vzbudí-li údaje pochybnost o totožnosti nebo důvěryhodnosti uživatele; důvod odmítnutí uživateli sdělí. Na ověření není právní nárok.',
        },
        {
          kind: 'p',
          text: 'Ověření potvrzuje pouze to, že provozovatel zkontroloval údaje uvedené v profilu. Není zárukou bonity, odbornosti ani poctivosti uživatele.',
        },
      ],
    },
    {
      id: 'kredity-a-platby',
      heading: 'Kredity, předplatné a platby',
      blocks: [
        {
          kind: 'p',
          text: 'Ceny kreditů a předplatného stanoví ceník platný v okamžiku objednávky. Ceny jsou uvedeny v korunách českých; je-li provozovatel plátcem daně z přidané hodnoty, jsou uvedeny včetně této daně.',
        },
        {
          kind: 'p',
          text: `Nový uživatel může jednorázově získat uvítací bonus ve výši ${welcome}. Na bonus není právní nárok a jeho hodnotu nelze vyplatit.`,
        },
        {
          kind: 'p',
          text: 'Kredity lze koupit v balíčcích podle ceníku. Předplatné se sjednává na měsíc nebo na rok; v rámci předplatného se uživateli připisuje každý měsíc počet kreditů uvedený v ceníku, a to i při roční platbě. Předplatné pro firmy se sjednává individuálně.',
        },
        {
          kind: 'p',
          text: `Roční předplatné stojí tolik jako ${yearly}. Měsíční předplatné trvá do stejného dne následujícího měsíce, roční do stejného dne téhož měsíce následujícího roku; neexistuje-li takový den, končí předplatné posledním dnem měsíce. Předplatné se automaticky neprodlužuje: o další období uživatel požádá novou objednávkou.`,
        },
        {
          kind: 'p',
          text: 'Objednávkou kreditů nebo předplatného uživatel činí závazný návrh na uzavření smlouvy. Smlouva je uzavřena okamžikem, kdy tržiště objednávku potvrdí a zobrazí platební údaje.',
        },
        {
          kind: 'p',
          text: 'Platí se bezhotovostním převodem na bankovní účet provozovatele. U objednávky tržiště zobrazí číslo účtu, částku, variabilní symbol a QR kód ve formátu QR Platba, který lze načíst v bankovní aplikaci. Platba je uhrazena připsáním částky se správným variabilním symbolem na účet provozovatele.',
        },
        {
          kind: 'p',
          text: 'Kredity nebo předplatné připíše provozovatel na účet uživatele bez zbytečného odkladu po přijetí platby. Nebude-li platba připsána do 14 dnů od objednávky, může provozovatel objednávku zrušit. Daňový doklad provozovatel zašle uživateli elektronicky.',
        },
        {
          kind: 'p',
          text: 'Kredity nepropadají. Zůstávají na účtu uživatele po celou dobu jeho trvání, a to i po skončení předplatného. Kredity nejsou peněžními prostředky ani elektronickými penězi, nelze je převést na jiný účet ani vyměnit za peníze, ledaže tyto podmínky nebo právní předpis stanoví jinak.',
        },
        {
          kind: 'p',
          text: 'Pohyby kreditů (nákup, připsání z předplatného, bonus, odemčení, oprava provedená administrátorem) se zaznamenávají a uživatel je vidí ve svém účtu. Zjevnou chybu v připsání kreditů může provozovatel opravit; uživatele o tom informuje.',
        },
      ],
    },
    {
      id: 'odemceni',
      heading: 'Odemčení nabídek',
      blocks: [
        {
          kind: 'p',
          text: 'Veřejnou část nabídek a služeb si může zdarma prohlédnout každý. Neveřejnou část nabídky zpřístupní uživateli její odemčení.',
        },
        {
          kind: 'p',
          text: `Odemčení jedné nabídky stojí ${unlock}. Před odemčením tržiště uživateli cenu zobrazí a vyžádá si potvrzení. Nemá-li uživatel dostatek kreditů, odemčení neproběhne.`,
        },
        {
          kind: 'p',
          text: 'Odemčená nabídka zůstává uživateli přístupná trvale, i když ji nabízející později upraví, pozastaví nebo uzavře. Opakované odemčení téže nabídky se neúčtuje. Služby se neodemykají; jejich celý obsah je přístupný všem přihlášeným uživatelům.',
        },
        {
          kind: 'p',
          text: 'Odemčením uživatel výslovně žádá o okamžité zpřístupnění neveřejné části nabídky. Jakmile se neveřejná část zobrazí, je plnění poskytnuto a kredity za odemčení se nevracejí. Je-li uživatel spotřebitelem, bere na vědomí, že tím ve vztahu k odemčení ztrácí právo na odstoupení od smlouvy podle § 1837 občanského zákoníku.',
        },
        {
          kind: 'p',
          text: 'Nezobrazí-li se neveřejná část nabídky v důsledku technické chyby na straně provozovatele, provozovatel kredity za odemčení vrátí.',
        },
        {
          kind: 'p',
          text: 'Provozovatel nezaručuje, že nabídka je pravdivá, úplná a stále dostupná, ani že nabízející s uživatelem uzavře obchod. Zjistí-li uživatel, že neveřejná část nabídky je zjevně nepravdivá nebo v rozporu s její veřejnou částí, může to provozovateli oznámit; provozovatel nabídku prověří a podle výsledku může kredity uživateli vrátit a proti nabízejícímu zakročit.',
        },
        {
          kind: 'p',
          text: 'Nabízející se dozví, kolik uživatelů jeho nabídku zobrazilo a odemklo. Údaje z neveřejné části nabídky, včetně vizitky nabízejícího, smí uživatel použít jen za účelem posouzení nabídky a jednání o ní s nabízejícím; nesmí je dále šířit ani zveřejňovat.',
        },
      ],
    },
    {
      id: 'obsah-uzivatelu',
      heading: 'Obsah vkládaný uživateli a jeho schvalování',
      blocks: [
        {
          kind: 'p',
          text: 'Nabídky a služby mohou vkládat pouze ověření uživatelé. Vložení a zveřejnění nabídky je bezplatné.',
        },
        {
          kind: 'p',
          text: 'Každá nová nebo upravená nabídka či služba prochází před zveřejněním schválením administrátorem. Administrátor nabídku schválí, nebo ji s uvedením důvodu zamítne. Zamítnutou nabídku může nabízející upravit a znovu odeslat ke schválení. Úprava již zveřejněné nabídky ji do opětovného schválení skryje.',
        },
        {
          kind: 'p',
          text: 'Schválení nabídky neznamená, že provozovatel ověřil pravdivost jejího obsahu, právní stav nabízeného majetku nebo oprávnění nabízejícího s ním nakládat.',
        },
        { kind: 'p', text: 'Nabízející odpovídá za to, že jeho nabídka či služba:' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'je pravdivá, úplná a nezavádějící a týká se skutečné příležitosti, s níž je oprávněn nakládat nebo ji nabízet;',
            'neporušuje práva třetích osob, zejména autorská práva k fotografiím a dokumentům, obchodní tajemství a ochranu osobních údajů;',
            'splňuje povinnosti, které pro ni stanoví právní předpisy, zejména předpisy o kapitálovém trhu, o investičních společnostech a investičních fondech, o realitním zprostředkování a o ochraně spotřebitele;',
            'neobsahuje klamavou reklamu, sliby garantovaného výnosu bez právního podkladu ani obsah, který je protiprávní nebo v rozporu s dobrými mravy.',
          ],
        },
        {
          kind: 'p',
          text: 'Vložením obsahu uděluje nabízející provozovateli bezúplatnou, nevýhradní a územně neomezenou licenci k jeho užití v rozsahu nezbytném pro provoz tržiště, zejména k jeho zobrazení, úpravě formátu a velikosti fotografií a k uložení, a to na dobu, po kterou je obsah na tržišti.',
        },
        {
          kind: 'p',
          text: 'Provozovatel může nabídku nebo službu, která odporuje těmto podmínkám nebo právním předpisům, skrýt nebo odstranit, a to i bez předchozího upozornění; nabízejícímu sdělí důvod. Každá změna stavu nabídky a každá úprava se zaznamenává do její historie.',
        },
        {
          kind: 'p',
          text: 'Provozovatel je ve vztahu k obsahu uživatelů poskytovatelem hostingových služeb podle zákona č. 480/2004 Sb., o některých službách informační společnosti, a nařízení (EU) 2022/2065 o digitálních službách. Obsah, který považujete za protiprávní, nám oznamte na adrese {email}; oznámení vyřídíme bez zbytečného odkladu.',
        },
        {
          kind: 'p',
          text: 'Uživatel může hodnotit zveřejněnou službu a nabídku, kterou si odemkl, jedním až pěti body a textem. Hodnocení musí vycházet z vlastní zkušenosti a nesmí být urážlivé. Administrátor může hodnocení, které tomu neodpovídá, odstranit.',
        },
        {
          kind: 'p',
          text: 'Údaje, které si uživatel vkládá do svého adresáře kontaktů, poznámek a seznamu hovorů, vidí jen on sám. Ve vztahu k osobním údajům v nich obsaženým je uživatel správcem a provozovatel je zpracovává pouze jako zpracovatel na jeho pokyn, za účelem jejich uložení a zobrazení uživateli, po dobu trvání účtu; provozovatel zajišťuje jejich zabezpečení a mlčenlivost osob, které s nimi mohou přijít do styku, a po zrušení účtu je vymaže.',
        },
      ],
    },
    {
      id: 'tipar',
      heading: 'Program Tipař',
      blocks: [
        {
          kind: 'p',
          text: 'Kdokoli může provozovateli formulářem na stránce Tipař sdělit tip na investiční příležitost, která není veřejně nabízena. Tip je bezplatný a nezakládá žádný závazek provozovatele.',
        },
        {
          kind: 'p',
          text: 'Povede-li tip k uzavření obchodu, provozovatel tipaři vyplatí odměnu. Výši odměny a podmínky jejího vyplacení si provozovatel s tipařem písemně dohodne poté, co tip prověří; bez takové dohody nárok na odměnu nevzniká. Tip, který provozovatel již znal z jiného zdroje, nárok na odměnu nezakládá.',
        },
        {
          kind: 'p',
          text: 'Tipař odpovídá za to, že informace v tipu získal oprávněně a jejich sdělením neporušuje povinnost mlčenlivosti ani práva třetích osob. Osobní údaje třetích osob smí sdělit jen v rozsahu nezbytném k popisu příležitosti.',
        },
      ],
    },
    {
      id: 'odpovednost',
      heading: 'Odpovědnost',
      blocks: [
        {
          kind: 'p',
          text: 'Za obsah nabídek, služeb, hodnocení a dalších příspěvků odpovídá uživatel, který je vložil. Provozovatel neodpovídá za škodu vzniklou v souvislosti s obchodem mezi uživateli ani v důsledku investičního rozhodnutí učiněného na základě obsahu tržiště.',
        },
        {
          kind: 'p',
          text: 'Provozovatel usiluje o nepřetržitou dostupnost tržiště, nezaručuje ji však. Tržiště může být dočasně nedostupné zejména z důvodu údržby, aktualizace nebo výpadku na straně poskytovatelů infrastruktury. Plánovanou odstávku delší než několik hodin provozovatel oznámí předem, je-li to možné.',
        },
        {
          kind: 'p',
          text: 'Uživatel odpovídá provozovateli za škodu, kterou mu způsobí porušením těchto podmínek, zejména vložením protiprávního obsahu.',
        },
        {
          kind: 'p',
          text: 'Ujednání tohoto článku neomezují odpovědnost provozovatele v rozsahu, v němž ji nelze podle právních předpisů omezit nebo vyloučit, zejména za škodu způsobenou úmyslně nebo z hrubé nedbalosti a za újmu na přirozených právech člověka, ani práva spotřebitele z vadného plnění.',
        },
      ],
    },
    {
      id: 'zakazane-jednani',
      heading: 'Zakázané jednání',
      blocks: [
        { kind: 'p', text: 'Uživatel ani návštěvník nesmí zejména:' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'vkládat nepravdivé, klamavé nebo protiprávní nabídky, služby či hodnocení;',
            'získávat obsah tržiště hromadně automatizovanými prostředky nebo obcházet odemykání nabídek;',
            'zpřístupňovat neveřejné části nabídek třetím osobám nebo je dále zveřejňovat;',
            'zasahovat do technického fungování tržiště, zkoušet jeho zabezpečení nebo zatěžovat jeho infrastrukturu;',
            'používat tržiště k rozesílání nevyžádaných obchodních sdělení nebo k jinému obtěžování ostatních uživatelů.',
          ],
        },
      ],
    },
    {
      id: 'ukonceni',
      heading: 'Trvání a ukončení smlouvy',
      blocks: [
        {
          kind: 'p',
          text: 'Smlouva o užívání tržiště se uzavírá registrací na dobu neurčitou.',
        },
        {
          kind: 'p',
          text: 'Uživatel může smlouvu kdykoli ukončit zrušením účtu v nastavení profilu nebo žádostí zaslanou na {email}. Zrušením účtu se skryjí nabídky a služby uživatele a zaniká přístup k odemčeným nabídkám.',
        },
        {
          kind: 'p',
          text: 'Provozovatel může smlouvu vypovědět s výpovědní dobou jednoho měsíce, která začíná běžet dnem odeslání výpovědi na e-mail uživatele. Poruší-li uživatel tyto podmínky podstatným způsobem, může provozovatel jeho účet zablokovat nebo smlouvu vypovědět s okamžitou účinností.',
        },
        {
          kind: 'p',
          text: 'Kredity, které uživatel nevyčerpal, se při zrušení účtu z jeho vlastního rozhodnutí nevracejí, s výjimkou kreditů zakoupených v posledních 14 dnech, které dosud nepoužil. Ukončí-li smlouvu provozovatel, aniž by uživatel porušil tyto podmínky, vrátí mu cenu zakoupených a dosud nevyčerpaných kreditů a poměrnou část ceny předplatného za nevyčerpané období. Bonusové kredity se nevracejí v žádném případě.',
        },
      ],
    },
    {
      id: 'odstoupeni-spotrebitel',
      heading: 'Odstoupení od smlouvy spotřebitelem',
      blocks: [
        {
          kind: 'p',
          text: 'Spotřebitel může od smlouvy uzavřené prostřednictvím tržiště odstoupit bez udání důvodu do 14 dnů od jejího uzavření, a to oznámením zaslaným na {email} nebo na adresu sídla provozovatele.',
        },
        {
          kind: 'p',
          text: 'Odstoupí-li spotřebitel od koupě kreditů, vrátí mu provozovatel do 14 dnů cenu kreditů, které dosud nepoužil; kredity použité k odemčení nabídek se nevracejí (článek Odemčení nabídek). Odstoupí-li od předplatného, které na jeho žádost začalo běžet před uplynutím lhůty pro odstoupení, uhradí poměrnou část ceny za dobu do odstoupení a připsané kredity mu budou odečteny.',
        },
        {
          kind: 'p',
          text: 'Peníze vrací provozovatel bezhotovostně na účet, ze kterého byla platba přijata, nedohodne-li se se spotřebitelem jinak.',
        },
      ],
    },
    {
      id: 'reklamace-a-spory',
      heading: 'Reklamace, stížnosti a řešení sporů',
      blocks: [
        {
          kind: 'p',
          text: 'Vady plnění, zejména chybné připsání kreditů nebo nefunkčnost odemčené nabídky, může uživatel reklamovat e-mailem na {email}. Provozovatel reklamaci vyřídí bez zbytečného odkladu, nejpozději do 30 dnů od jejího obdržení, a o výsledku uživatele informuje e-mailem.',
        },
        {
          kind: 'p',
          text: 'K mimosoudnímu řešení spotřebitelských sporů ze smlouvy je příslušná Česká obchodní inspekce (www.coi.cz), na kterou se spotřebitel může obrátit podle zákona č. 634/1992 Sb., o ochraně spotřebitele. Dozor nad dodržováním povinností provozovatele v oblasti ochrany spotřebitele vykonává Česká obchodní inspekce, v oblasti osobních údajů Úřad pro ochranu osobních údajů.',
        },
      ],
    },
    {
      id: 'zaverecna-ustanoveni',
      heading: 'Závěrečná ustanovení',
      blocks: [
        {
          kind: 'p',
          text: 'Právní vztahy neupravené těmito podmínkami se řídí právním řádem České republiky, zejména občanským zákoníkem. Volbou práva není spotřebitel zbaven ochrany, kterou mu poskytují kogentní ustanovení práva státu jeho obvyklého bydliště.',
        },
        {
          kind: 'p',
          text: 'Je-li uživatel podnikatelem, nepoužijí se ustanovení § 1799 a § 1800 občanského zákoníku o smlouvách uzavíraných adhezním způsobem a ustanovení těchto podmínek o ochraně spotřebitele.',
        },
        {
          kind: 'p',
          text: 'Provozovatel může tyto podmínky z důležitého důvodu přiměřeně změnit, zejména při změně právních předpisů, rozsahu služeb tržiště nebo ceníku. Změnu oznámí uživatelům e-mailem a na tržišti nejméně 14 dnů před její účinností. Nesouhlasí-li uživatel se změnou, může smlouvu do dne účinnosti změny vypovědět zrušením účtu; práva získaná před změnou, zejména zakoupené kredity a odemčené nabídky, změna nedotýká.',
        },
        {
          kind: 'p',
          text: 'Smlouva se uzavírá v českém jazyce. Provozovatel smlouvu, tedy tyto podmínky ve znění účinném v den registrace a údaje o objednávkách, archivuje v elektronické podobě; uživateli je na požádání zpřístupní.',
        },
        { kind: 'p', text: 'Tyto podmínky nabývají účinnosti dnem uvedeným v jejich záhlaví.' },
      ],
    },
  ],
}
