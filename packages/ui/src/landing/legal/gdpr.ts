/*
 * K PRÁVNÍ KONTROLE: tento text připravil vývojový tým jako úplný návrh. Před zveřejněním ho musí zkontrolovat
 * a schválit právník provozovatele (viz docs/decisions/0300-landing-legal-texts.md), zejména doby uchování,
 * seznam zpracovatelů a analytické nástroje, které provozovatel skutečně nasadí. Uživatelům se žádná poznámka
 * o čekající kontrole nezobrazuje. Údaje o provozovateli jsou zástupné symboly ({provozovatel}, {ico}, {sidlo},
 * {rejstrik}, {email}, {telefon}, {web}), které LegalScreen doplní z konfigurace webu.
 */
import { COOKIE_STORAGE_KEY } from '@rg/domain/cookie-consent'
import type { LegalDocument } from './legal-document.ts'

/** Zásady zpracování osobních údajů (/legal/gdpr). */
export const GDPR_DOCUMENT: LegalDocument = {
  title: 'Zásady zpracování osobních údajů',
  shortTitle: 'Ochrana osobních údajů',
  effectiveDate: '2026-11-24',
  version: '1.0',
  intro: [
    'V těchto zásadách vysvětlujeme, jaké osobní údaje při provozu tržiště neveřejných investičních příležitostí na adrese {web} zpracováváme, proč a jak dlouho, komu je předáváme a jaká máte práva. Řídíme se nařízením Evropského parlamentu a Rady (EU) 2016/679 (obecné nařízení o ochraně osobních údajů, dále jen „GDPR“) a zákonem č. 110/2019 Sb., o zpracování osobních údajů.',
  ],
  sections: [
    {
      id: 'spravce',
      heading: 'Kdo vaše údaje zpracovává',
      blocks: [
        {
          kind: 'p',
          text: 'Správcem osobních údajů je společnost {provozovatel}, IČO {ico}, se sídlem {sidlo}, {rejstrik} (dále jen „my“ nebo „provozovatel“).',
        },
        {
          kind: 'p',
          text: 'Ve všech otázkách ochrany osobních údajů nás můžete kontaktovat e-mailem na {email}, telefonicky na {telefon} nebo dopisem na adresu sídla.',
        },
        {
          kind: 'p',
          text: 'Pověřence pro ochranu osobních údajů jsme nejmenovali, protože nám tato povinnost podle čl. 37 GDPR nevzniká.',
        },
        {
          kind: 'p',
          text: 'Údaje, které si jako uživatel vkládáte do svého adresáře kontaktů, poznámek a seznamu hovorů, zpracováváme jen pro vás jako zpracovatel; správcem těchto údajů jste vy (viz obchodní podmínky). Tyto zásady se na ně vztahují jen v části o zabezpečení.',
        },
      ],
    },
    {
      id: 'jake-udaje',
      heading: 'Jaké údaje zpracováváme',
      blocks: [
        { kind: 'p', text: 'Podle toho, jak tržiště používáte, zpracováváme tyto kategorie osobních údajů:' },
        {
          kind: 'list',
          items: [
            'identifikační a kontaktní údaje: jméno a příjmení, e-mail, telefon, obec, případně název firmy, IČO a adresa;',
            'údaje o účtu: přihlašovací e-mail, otisk hesla (heslo samotné neznáme), role, stav ověření, profilová fotografie, nastavení a informace o tom, které nápovědy jste již viděli;',
            'vaše preference: kritéria hlídacího psa a investiční preference (výše investice, horizont, ochota riskovat, kategorie a kraje);',
            'obsah, který vkládáte: nabídky a služby včetně fotografií a dokumentů, hodnocení a dokumenty uložené v portálu;',
            'údaje o objednávkách a kreditech: objednávky, variabilní symboly, přijaté platby včetně čísla účtu plátce, pohyby kreditů, předplatné, odemčené nabídky;',
            'údaje z formulářů: tipy z programu Tipař a zprávy z kontaktního formuláře, včetně informací o třetích osobách, které v nich uvedete;',
            'technické údaje: IP adresa, údaje o prohlížeči a zařízení, čas a druh požadavků na server, přihlašovací relace, vaše volba ohledně cookies.',
          ],
        },
        {
          kind: 'p',
          text: 'Zvláštní kategorie osobních údajů (například o zdravotním stavu) ani údaje o trestné činnosti nevyžadujeme. Prosíme, neuvádějte je ani v nabídkách, tipech a zprávách.',
        },
      ],
    },
    {
      id: 'ucely-a-zaklady',
      heading: 'Proč údaje zpracováváme, na jakém základě a jak dlouho',
      blocks: [
        {
          kind: 'p',
          text: 'Každé zpracování má účel a právní základ podle čl. 6 odst. 1 GDPR. Po uplynutí uvedené doby údaje vymažeme nebo anonymizujeme.',
        },
      ],
      subsections: [
        {
          heading: 'Uživatelský účet a služby tržiště',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'registrace a správa účtu, ověření profilu, zobrazování a odemykání nabídek, zveřejňování vašich nabídek a služeb, hlídací pes, doporučené nabídky, oznámení a e-maily o událostech na účtu.',
                },
                { term: 'Právní základ', text: 'plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR.' },
                {
                  term: 'Doba uchování',
                  text: 'po dobu trvání účtu. Po jeho zrušení údaje vymažeme do 30 dnů, s výjimkou údajů, které musíme nebo smíme uchovat z důvodů uvedených níže.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Vizitka nabízejícího',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'zpřístupnění jména, firmy, telefonu, e-mailu a profilové fotografie nabízejícího uživatelům, kteří si jeho nabídku odemkli, a všem přihlášeným uživatelům u služeb, aby s ním mohli jednat.',
                },
                { term: 'Právní základ', text: 'plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR.' },
                {
                  term: 'Doba uchování',
                  text: 'po dobu zveřejnění nabídky nebo služby; uživatelům, kteří si nabídku odemkli, zůstává vizitka přístupná i po jejím uzavření, dokud trvá váš účet.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Objednávky, platby a účetnictví',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'vyřízení objednávky kreditů nebo předplatného, párování plateb, vystavení daňových dokladů a vedení účetnictví.',
                },
                {
                  term: 'Právní základ',
                  text: 'plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR, a plnění právní povinnosti, čl. 6 odst. 1 písm. c) GDPR (zákon č. 563/1991 Sb., o účetnictví, a zákon č. 235/2004 Sb., o dani z přidané hodnoty).',
                },
                {
                  term: 'Doba uchování',
                  text: 'účetní záznamy a daňové doklady 10 let od konce roku, v němž byla platba přijata; historie kreditů po dobu trvání účtu a poté v rozsahu účetních záznamů.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Schvalování obsahu a bezpečnost tržiště',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'kontrola nabídek a služeb před zveřejněním, vedení jejich historie (kdo, kdy a co změnil, důvod zamítnutí), vyřizování oznámení o protiprávním obsahu, ochrana před zneužitím, omezení počtu odeslání formulářů, zabezpečení serveru.',
                },
                {
                  term: 'Právní základ',
                  text: 'oprávněný zájem na bezpečném a důvěryhodném provozu tržiště, čl. 6 odst. 1 písm. f) GDPR, a plnění právních povinností poskytovatele hostingových služeb, čl. 6 odst. 1 písm. c) GDPR.',
                },
                {
                  term: 'Doba uchování',
                  text: 'historie nabídky po dobu trvání účtu nabízejícího; technické záznamy serveru (IP adresy, požadavky) nejdéle 90 dnů, ledaže jsou potřeba k prošetření konkrétního incidentu.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Program Tipař',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'prověření tipu, kontakt s tipařem a případné sjednání a vyplacení odměny.',
                },
                {
                  term: 'Právní základ',
                  text: 'váš souhlas udělený ve formuláři, čl. 6 odst. 1 písm. a) GDPR; pokud s vámi sjednáme odměnu, plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR.',
                },
                {
                  term: 'Doba uchování',
                  text: '3 roky od přijetí tipu, nebo do odvolání souhlasu, je-li dříve; vede-li tip k obchodu, do vyplacení odměny a poté ještě 4 roky (obecná promlčecí lhůta 3 roky a 1 rok na doručení případné žaloby).',
                },
              ],
            },
            {
              kind: 'p',
              text: 'Tip může obsahovat údaje o třetích osobách, typicky o vlastníkovi nemovitosti. Ty zpracováváme na základě oprávněného zájmu na prověření obchodní příležitosti, čl. 6 odst. 1 písm. f) GDPR, jen v nezbytném rozsahu. Pokud takovou osobu kontaktujeme, informujeme ji o zpracování podle čl. 14 GDPR. Pokud se obchod neuskuteční, údaje vymažeme nejpozději po 3 letech.',
            },
          ],
        },
        {
          heading: 'Kontaktní formulář a e-mailová komunikace',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'vyřízení vašeho dotazu nebo požadavku a následná komunikace.',
                },
                {
                  term: 'Právní základ',
                  text: 'váš souhlas udělený ve formuláři, čl. 6 odst. 1 písm. a) GDPR; týká-li se dotaz smlouvy nebo jejího uzavření, plnění smlouvy, čl. 6 odst. 1 písm. b) GDPR.',
                },
                {
                  term: 'Doba uchování',
                  text: '1 rok od vyřízení dotazu, nebo do odvolání souhlasu, je-li dříve.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Ochrana právních nároků',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'uplatnění, výkon a obhajoba právních nároků, například při sporu o platbu nebo o obsah nabídky.',
                },
                { term: 'Právní základ', text: 'oprávněný zájem, čl. 6 odst. 1 písm. f) GDPR.' },
                {
                  term: 'Doba uchování',
                  text: 'po dobu obecné promlčecí lhůty 3 let podle občanského zákoníku od ukončení smluvního vztahu a 1 rok poté; probíhá-li řízení, do jeho skončení.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Měření návštěvnosti (analytické cookies)',
          blocks: [
            {
              kind: 'terms',
              items: [
                {
                  term: 'Účel',
                  text: 'zjištění, jak je tržiště používáno, abychom ho mohli zlepšovat.',
                },
                {
                  term: 'Právní základ',
                  text: 'váš souhlas udělený v liště cookies, čl. 6 odst. 1 písm. a) GDPR ve spojení s § 89 odst. 3 zákona č. 127/2005 Sb., o elektronických komunikacích.',
                },
                {
                  term: 'Doba uchování',
                  text: 'nejdéle 13 měsíců od získání údajů, nebo do odvolání souhlasu.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'prijemci',
      heading: 'Komu údaje předáváme',
      blocks: [
        {
          kind: 'p',
          text: 'Vaše údaje neprodáváme. Předáváme je jen v nezbytném rozsahu těmto příjemcům:',
        },
        {
          kind: 'list',
          items: [
            'poskytovateli hostingu a databáze, na jehož serverech tržiště běží a jsou uloženy údaje, fotografie a dokumenty;',
            'poskytovateli e-mailových služeb, přes kterého odesíláme oznámení, potvrzení registrace a odpovědi;',
            'bance, u níž vedeme účet, na který přijímáme platby;',
            'externí účetní nebo daňovému poradci, pokud nám vede účetnictví;',
            'poskytovateli analytického nástroje, jen pokud jste souhlasili s analytickými cookies;',
            'orgánům veřejné moci, pokud nám to ukládá právní předpis (například soudům, policii nebo finanční správě).',
          ],
        },
        {
          kind: 'p',
          text: 'Zpracovatelé s námi mají uzavřenou smlouvu o zpracování osobních údajů podle čl. 28 GDPR a smějí údaje použít jen pro nás. Aktuální seznam zpracovatelů vám na požádání sdělíme.',
        },
        {
          kind: 'p',
          text: 'Ostatní uživatelé vidí veřejnou část vašich nabídek a služeb. Neveřejnou část nabídky včetně vaší vizitky vidí jen uživatelé, kteří si nabídku odemkli; u služeb vidí vizitku všichni přihlášení uživatelé. Jako nabízející se dozvíte počet zobrazení a odemčení své nabídky.',
        },
        {
          kind: 'p',
          text: 'Údaje zpracováváme v Evropské unii a Evropském hospodářském prostoru. Pokud by některý zpracovatel údaje předával mimo ně, stane se tak jen se zárukami podle kapitoly V GDPR, zejména na základě rozhodnutí Evropské komise o odpovídající ochraně nebo standardních smluvních doložek; kopii záruk vám na požádání poskytneme.',
        },
      ],
    },
    {
      id: 'vase-prava',
      heading: 'Vaše práva a jak je uplatnit',
      blocks: [
        { kind: 'p', text: 'V souvislosti se zpracováním osobních údajů máte tato práva:' },
        {
          kind: 'list',
          items: [
            'právo na přístup: můžete zjistit, jaké údaje o vás zpracováváme, a získat jejich kopii (čl. 15 GDPR);',
            'právo na opravu nepřesných nebo doplnění neúplných údajů (čl. 16 GDPR);',
            'právo na výmaz, pokud údaje již nepotřebujeme, odvoláte souhlas nebo oprávněně vznesete námitku (čl. 17 GDPR);',
            'právo na omezení zpracování, například po dobu ověřování přesnosti údajů (čl. 18 GDPR);',
            'právo na přenositelnost údajů, které jste nám poskytli a které zpracováváme automatizovaně na základě smlouvy nebo souhlasu (čl. 20 GDPR);',
            'právo vznést námitku proti zpracování na základě oprávněného zájmu (čl. 21 GDPR);',
            'právo kdykoli odvolat souhlas; odvolání se nedotýká zpracování provedeného před ním (čl. 7 odst. 3 GDPR);',
            'právo podat stížnost u dozorového úřadu (čl. 77 GDPR).',
          ],
        },
        {
          kind: 'p',
          text: 'Většinu práv uplatníte přímo v portálu: v profilu údaje opravíte, stáhnete si export všech údajů, které o vás tržiště vede (ve formátu JSON), nebo účet zrušíte. Jinak nám napište na {email} nebo dopisem na adresu sídla. Souhlas se zpracováním údajů z formuláře odvoláte e-mailem, souhlas s cookies změnou volby (článek o cookies).',
        },
        {
          kind: 'p',
          text: 'Na žádost odpovíme bez zbytečného odkladu, nejpozději do jednoho měsíce; ve složitých případech můžeme lhůtu prodloužit o další dva měsíce, o čemž vás budeme informovat. Vyřízení je bezplatné. Budeme-li mít pochybnosti o vaší totožnosti, můžeme vás požádat o její ověření.',
        },
        {
          kind: 'p',
          text: 'Stížnost můžete podat u Úřadu pro ochranu osobních údajů, Pplk. Sochora 727/27, 170 00 Praha 7, www.uoou.gov.cz. Budeme rádi, když se s případnými výhradami obrátíte nejprve na nás.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies a místní úložiště',
      blocks: [
        {
          kind: 'p',
          text: 'Cookies jsou malé soubory, které si web ukládá do vašeho prohlížeče; podobně funguje místní úložiště prohlížeče (local storage). Používáme je ve dvou skupinách:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Nezbytné',
              text: `přihlašovací relace (cookie s přístupovým tokenem, platná nejdéle 400 dní nebo do odhlášení) a záznam vaší volby o cookies v místním úložišti pod klíčem „${COOKIE_STORAGE_KEY}“. Bez nich tržiště nefunguje, proto k nim souhlas nepotřebujeme (§ 89 odst. 3 zákona o elektronických komunikacích).`,
            },
            {
              term: 'Analytické',
              text: 'měří návštěvnost a používání tržiště. Nastavíme je až poté, co s nimi v liště cookies vyslovíte souhlas.',
            },
          ],
        },
        {
          kind: 'p',
          text: `Při první návštěvě se zobrazí lišta, ve které analytické cookies přijmete, nebo odmítnete; obě volby jsou stejně snadné. Lišta se zobrazuje, dokud nerozhodnete. Vaši volbu uložíme v prohlížeči pod klíčem „${COOKIE_STORAGE_KEY}“ (hodnota 1 znamená souhlas, 2 odmítnutí) a u přihlášeného uživatele ji zaznamenáme také na serveru, abychom mohli doložit, že souhlas byl udělen.`,
        },
        {
          kind: 'p',
          text: 'Volbu můžete kdykoli změnit: smažte uložená data tohoto webu v nastavení prohlížeče a lišta se znovu zobrazí. Cookies můžete také zablokovat přímo v prohlížeči; bez nezbytných cookies se však nebudete moci přihlásit.',
        },
      ],
    },
    {
      id: 'zabezpeceni',
      heading: 'Zabezpečení',
      blocks: [
        {
          kind: 'p',
          text: 'Komunikace s tržištěm je šifrovaná (HTTPS). Hesla ukládáme pouze jako kryptografický otisk. Přístup k údajům je omezen oprávněními: neveřejné části nabídek, dokumenty, adresář kontaktů a poznámky dostane z databáze jen ten, kdo k nim má právo, a administrátoři mají přístup jen k tomu, co potřebují ke správě tržiště.',
        },
        {
          kind: 'p',
          text: 'Dojde-li k porušení zabezpečení, které by pro vás mohlo představovat vysoké riziko, bez zbytečného odkladu vás informujeme a incident ohlásíme Úřadu pro ochranu osobních údajů.',
        },
      ],
    },
    {
      id: 'automatizovane-rozhodovani',
      heading: 'Automatizované rozhodování',
      blocks: [
        {
          kind: 'p',
          text: 'Nerozhodujeme o vás výhradně automatizovaně a nevytváříme profily s právními účinky. Doporučené nabídky a upozornění hlídacího psa se řídí jen kritérii, která sami nastavíte; o schválení nabídek a ověření profilu rozhoduje vždy člověk.',
        },
      ],
    },
    {
      id: 'zmeny',
      heading: 'Změny těchto zásad',
      blocks: [
        {
          kind: 'p',
          text: 'Zásady aktualizujeme, když se změní způsob zpracování nebo právní předpisy. O podstatných změnách vás předem informujeme e-mailem nebo na tržišti. Aktuální znění je vždy zveřejněno na této stránce s datem účinnosti.',
        },
      ],
    },
  ],
}
