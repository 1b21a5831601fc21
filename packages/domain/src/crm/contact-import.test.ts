import { describe, expect, it } from 'vitest'
import { contactsToCsv, contactsToVcard } from './contact-export.ts'
import {
  CONTACT_IMPORT_MAX_BYTES,
  type ContactImportRow,
  NOT_A_CONTACT_FILE_MESSAGE,
  parseContactFile,
  planContactImport,
} from './contact-import.ts'
import { contactPrimaries, resolveContactLists, storedAddress } from './contact-lists.ts'
import { CONTACT_IMPORT_MAX, type Contact, type ContactInput } from './crm.schema.ts'

/** A row's contact as one e-mail, phone and address (the primary ones), as the older tests state them. */
function flat(c: ContactInput | undefined) {
  if (!c) return c
  const { emails, phones, addresses, jobTitle, ...rest } = c
  const primaries = contactPrimaries(resolveContactLists({ emails, phones, addresses }))
  return {
    ...rest,
    ...(jobTitle ? { jobTitle } : {}),
    email: primaries.email,
    phone: primaries.phone,
    address: primaries.address,
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text)

/** Windows-1250 bytes of the Czech letters the tests use (TextEncoder only writes UTF-8). */
const CP1250: Record<string, number> = {
  á: 0xe1,
  č: 0xe8,
  ď: 0xef,
  é: 0xe9,
  ě: 0xec,
  í: 0xed,
  ň: 0xf2,
  ó: 0xf3,
  ř: 0xf8,
  š: 0x9a,
  ť: 0x9d,
  ú: 0xfa,
  ů: 0xf9,
  ý: 0xfd,
  ž: 0x9e,
  Č: 0xc8,
  Ú: 0xda,
  Ř: 0xd8,
  Š: 0x8a,
  Ž: 0x8e,
}
const cp1250 = (text: string) =>
  new Uint8Array([...text].map((ch) => CP1250[ch] ?? (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)))

/** What the schema makes of the fields a file leaves empty. */
const EMPTY = { email: null, phone: null, company: null, ico: null, address: null, tags: [], offerIds: [] }

const csv = (text: string, name = 'kontakty.csv') => parseContactFile(utf8(text), name)

describe('parseContactFile: CSV', () => {
  it('reads a Czech Excel file in Windows-1250 with semicolons, first and last name columns', () => {
    const preview = parseContactFile(
      cp1250(
        'Jméno;Příjmení;Firma;IČO;E-mail;Telefon;Ulice;Město;PSČ;Poznámka;Štítky\r\n' +
          'Jana;Dvořáková;Dvořák s.r.o.;270 82 440;Jana@Example.cz;+420 777 123 456;Údolní 5;Brno;602 00;Volat ráno;investor, Brno\r\n',
      ),
      'export.csv',
    )
    expect(preview.encoding).toBe('windows-1250')
    expect(preview.format).toBe('csv')
    expect(preview.errors).toEqual([])
    expect(preview.rows.map(({ line, contact }) => ({ line, contact: flat(contact) }))).toEqual([
      {
        line: 2,
        contact: {
          name: 'Jana Dvořáková',
          company: 'Dvořák s.r.o.',
          ico: '27082440',
          email: 'jana@example.cz',
          phone: '+420 777 123 456',
          address: 'Údolní 5, 602 00 Brno',
          note: 'Volat ráno',
          tags: ['investor', 'Brno'],
          offerIds: [],
        },
      },
    ])
  })

  it('reads UTF-8 with a BOM, quoted cells with "" and line breaks, and counts lines across them', () => {
    const preview = csv(
      '\uFEFFCelé jméno;Poznámka;E-mail\n' +
        '\n' +
        'Petr Novák;"řekl ""ano""\nzavolat v pondělí";petr@example.cz\n' +
        ';;\n' +
        'Eva Malá;;\n',
    )
    expect(preview.encoding).toBe('utf-8')
    expect(preview.rows.map((r) => [r.line, r.contact.name, r.contact.note])).toEqual([
      [3, 'Petr Novák', 'řekl "ano"\nzavolat v pondělí'],
      [6, 'Eva Malá', undefined],
    ])
  })

  it('reads an Outlook CSV (commas, English header, several phones, categories)', () => {
    const preview = csv(
      'First Name,Middle Name,Last Name,Company,E-mail Address,Business Phone,Mobile Phone,Notes,Categories\r\n' +
        'Karel,Jan,Svoboda,"Svoboda, a.s.",karel@example.cz,,777 000 111,"Řekl: ""příští týden""","Investoři;VIP"\r\n',
      'outlook.csv',
    )
    expect(flat(preview.rows[0]?.contact)).toMatchObject({
      name: 'Karel Jan Svoboda',
      company: 'Svoboda, a.s.',
      email: 'karel@example.cz',
      phone: '777 000 111',
      note: 'Řekl: "příští týden"',
      tags: ['Investoři', 'VIP'],
    })
  })

  it('reads a Czech Outlook CSV', () => {
    const preview = csv(
      'Křestní jméno;Příjmení;Společnost;E-mailová adresa;Telefon do zaměstnání;Mobilní telefon;Poznámky;Kategorie\n' +
        'Jiří;Černý;;jiri@example.cz;;+420 602 111 222;;Rodina\n',
    )
    expect(flat(preview.rows[0]?.contact)).toMatchObject({
      name: 'Jiří Černý',
      email: 'jiri@example.cz',
      phone: '+420 602 111 222',
      tags: ['Rodina'],
    })
  })

  it('reads a Google Contacts CSV and drops its system groups', () => {
    const preview = csv(
      'Name,Given Name,Family Name,Group Membership,E-mail 1 - Value,Phone 1 - Value,Organization 1 - Name,Notes\n' +
        'Marie Nová,Marie,Nová,* myContacts ::: Klienti ::: * starred,marie@example.cz,+420 603 000 000,Nová & spol.,\n',
    )
    expect(flat(preview.rows[0]?.contact)).toMatchObject({
      name: 'Marie Nová',
      tags: ['Klienti'],
      email: 'marie@example.cz',
      phone: '+420 603 000 000',
      company: 'Nová & spol.',
    })
  })

  it('reads tab-separated files; "Název" names the row when there is no name column; an address column wins', () => {
    const preview = csv('Název\tAdresa\tUlice\nStavby Brno\tLidická 1, Brno\tJiná 2\n')
    expect(flat(preview.rows[0]?.contact)).toMatchObject({ name: 'Stavby Brno', address: 'Lidická 1, Brno' })
  })

  it('reports invalid rows with their line and the Czech message of the schema', () => {
    const preview = csv(
      'Jméno;E-mail;IČO\n' +
        'Jana;jana@example.cz;\n' +
        ';bez@jmena.cz;\n' +
        'Petr;není-email;\n' +
        'Firma;;12345678\n' +
        'Krátký;\n' +
        'Dlouhý;a@b.cz;;navíc\n' +
        'Středník na konci;c@d.cz;;\n',
    )
    // one bad value leaves the contact in without it; only a row whose columns slipped is refused
    expect(
      preview.rows.map((r) => [
        r.line,
        r.contact.name,
        flat(r.contact)?.email ?? null,
        r.contact.ico ?? null,
      ]),
    ).toEqual([
      [2, 'Jana', 'jana@example.cz', null],
      [3, 'bez@jmena.cz', 'bez@jmena.cz', null],
      [4, 'Petr', null, null],
      [5, 'Firma', null, null],
      [6, 'Krátký', null, null],
      [8, 'Středník na konci', 'c@d.cz', null],
    ])
    expect(preview.issues.map((i) => [i.line, i.field, i.value, i.reason, i.skipped])).toEqual([
      [3, 'Jméno', 'bez@jmena.cz', 'Kontakt nemá jméno; použijeme ho z e-mailu.', false],
      [4, 'E-mail', 'není-email', 'Zadejte platný e-mail. Kontakt importujeme bez tohoto e-mailu.', true],
      [
        5,
        'IČO',
        '12345678',
        'IČO musí mít 8 číslic a platný kontrolní součet. Kontakt importujeme bez IČO.',
        true,
      ],
    ])
    expect(preview.summary).toEqual({ contacts: 6, emails: 3, phones: 0, addresses: 0, skipped: 2 })
    expect(preview.errors).toEqual([
      { line: 7, message: 'Řádek má 4 buňky, ale hlavička 3; údaje by se posunuly do jiných sloupců.' },
    ])
  })

  it('reads rows shorter than the header, uses the right plural and reports an unclosed quote', () => {
    expect(csv('Jméno;E-mail;Telefon\nJana\n').rows[0]?.contact.name).toBe('Jana')
    expect(csv('Jméno;E-mail;Telefon;Firma;Adresa\nJana;;;;;;\r\n').rows).toHaveLength(1)
    expect(csv('Jméno;Poznámka\nJana;"nezavřená\npoznámka\n').errors).toEqual([
      { line: 2, message: 'Uvozovky otevřené na tomto řádku se až do konce souboru nezavřely.' },
    ])
    const many = `Jméno\n${'x;'.repeat(5)}\n`
    expect(csv(many).errors[0]?.message).toBe(
      'Řádek má 6 buněk, ale hlavička 1; údaje by se posunuly do jiných sloupců.',
    )
  })

  it('handles CR-only line breaks and a header after empty lines', () => {
    const preview = csv('\r\n\r\nJméno,Telefon\r\rJana,777 111 222\rPetr,"1\r2"\r')
    expect(preview.rows.map((r) => [r.line, r.contact.name])).toEqual([
      [5, 'Jana'],
      [6, 'Petr'],
    ])
  })

  it('refuses a file without a recognisable header, an empty file and a header without rows', () => {
    expect(csv('foo;bar\n1;2\n').fileError).toBe(NOT_A_CONTACT_FILE_MESSAGE)
    expect(parseContactFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), 'foto.png').fileError).toBe(
      NOT_A_CONTACT_FILE_MESSAGE,
    )
    expect(csv('').fileError).toBe(NOT_A_CONTACT_FILE_MESSAGE)
    expect(csv('Jméno;E-mail\r\n').fileError).toBe('V souboru není žádný kontakt.')
    expect(parseContactFile(utf8('něco jiného'), 'kontakty.vcf')).toMatchObject({
      format: 'vcard',
      fileError: NOT_A_CONTACT_FILE_MESSAGE,
    })
  })

  it('refuses files over 25 MB and over the import limit', () => {
    const big = parseContactFile(new Uint8Array(CONTACT_IMPORT_MAX_BYTES + 1), 'velky.vcf')
    expect(big).toMatchObject({
      format: 'vcard',
      rows: [],
      fileError: expect.stringContaining('nejvýše 25 MB'),
    })
    const rows = Array.from({ length: CONTACT_IMPORT_MAX + 1 }, (_, i) => `Kontakt ${i}`).join('\n')
    const many = csv(`Jméno\n${rows}\n`)
    expect(many.rows).toEqual([])
    expect(many.fileError).toBe(
      'Soubor obsahuje 20\u00a0001 kontaktů, najednou lze importovat nejvýše 20\u00a0000. Rozdělte ho na menší části.',
    )
  })
})

describe('parseContactFile: vCard', () => {
  it('reads vCard 3.0 with folding, escaping, groups, ADR, NOTE, CATEGORIES and X-ICO', () => {
    const preview = parseContactFile(
      utf8(
        [
          'BEGIN:VCARD',
          'VERSION:3.0',
          'FN:Jana Dvořáková',
          'N:Dvořáková;Jana;;;',
          'ORG:Dvořák\\; syn\\, s.r.o.;Obchod',
          'item1.EMAIL;TYPE=INTERNET:jana@example.cz',
          'EMAIL:druhy@example.cz',
          'TEL;TYPE=CELL:+420 777 123 456',
          'ADR;TYPE=WORK:;;Údolní 5;Brno;;602 00;Česko',
          'NOTE:První řádek\\nDruhý \\\\ řádek, který je dlouhý a proto je v souboru zalomený na ví',
          ' ce řádků',
          'CATEGORIES:investor,Brno',
          'CATEGORIES:VIP',
          'X-ICO:27082440',
          'PHOTO;ENCODING=b;TYPE=JPEG:AAAA',
          'nesmysl bez dvojtečky',
          'END:VCARD',
          'BEGIN:VCARD',
          'VERSION:3.0',
          'N:Novák;Petr;Jan;Ing.;',
          'END:VCARD',
          '',
        ].join('\r\n'),
      ),
      'kontakty.vcf',
    )
    expect(preview.format).toBe('vcard')
    expect(preview.errors).toEqual([])
    expect(preview.rows.map(({ line, contact }) => ({ line, contact: flat(contact) }))).toEqual([
      {
        line: 1,
        contact: {
          name: 'Jana Dvořáková',
          company: 'Dvořák; syn, s.r.o., Obchod',
          email: 'jana@example.cz',
          phone: '+420 777 123 456',
          ico: '27082440',
          address: 'Údolní 5, 602 00 Brno, Česko',
          note: 'První řádek\nDruhý \\ řádek, který je dlouhý a proto je v souboru zalomený na více řádků',
          tags: ['investor', 'Brno', 'VIP'],
          offerIds: [],
        },
      },
      { line: 18, contact: { ...EMPTY, name: 'Ing. Petr Jan Novák' } },
    ])
  })

  it('reads vCard 2.1 quoted-printable UTF-8 from a phone, and vCard 4.0 URIs', () => {
    const preview = parseContactFile(
      utf8(
        [
          'BEGIN:VCARD',
          'VERSION:2.1',
          'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Dvo=C5=99=C3=A1kov=C3=A1;Jana;;;',
          'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Jana Dvo=C5=99=C3=A1kov=C3=A1',
          'TEL;CELL:777123456',
          'NOTE;CHARSET=UTF-8;QUOTED-PRINTABLE:=C5=BDlu=C5=A5ou=C4=8Dk=C3=BD k=C5=AF=C5=88=',
          ' a dal=C5=A1=C3=AD',
          'NOTE;CHARSET=X-UNKNOWN;ENCODING=QUOTED-PRINTABLE:nepou=C5=BEito',
          'END:VCARD',
          'BEGIN:VCARD',
          'VERSION:4.0',
          'FN:Eva Malá',
          'EMAIL:mailto:eva@example.cz',
          'TEL;VALUE=uri;TYPE="voice,cell":tel:+420-603-000-000',
          'END:VCARD',
        ].join('\n'),
      ),
      'telefon.vcf',
    )
    expect(preview.errors).toEqual([])
    expect(preview.rows.map((r) => flat(r.contact))).toEqual([
      { ...EMPTY, name: 'Jana Dvořáková', phone: '777123456', note: 'Žluťoučký kůň a další\n\nnepoužito' },
      { ...EMPTY, name: 'Eva Malá', email: 'eva@example.cz', phone: '+420-603-000-000' },
    ])
  })

  it('decodes an unknown quoted-printable charset as UTF-8 and names a card without a name after its e-mail', () => {
    const preview = parseContactFile(
      utf8(
        'BEGIN:VCARD\nN;CHARSET=X-NEZNAMA;ENCODING=QUOTED-PRINTABLE:;=C5=BDofie\nEND:VCARD\n' +
          'BEGIN:VCARD\nEMAIL:bez@jmena.cz\nEND:VCARD\nBEGIN:VCARD\nFN:Neukončená\nBEGIN:VCARD\nFN:Poslední\n',
      ),
      'a.vcf',
    )
    expect(preview.rows.map((r) => [r.line, r.contact.name])).toEqual([
      [1, 'Žofie'],
      [4, 'bez@jmena.cz'],
      [7, 'Neukončená'],
      [9, 'Poslední'],
    ])
    expect(preview.rows.map((r) => [r.line, r.contact.name])).toHaveLength(4)
    expect(preview.errors).toEqual([])
  })
})

describe('export and import round-trip', () => {
  const base = {
    offerIds: [],
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
  }
  const contacts: Contact[] = [
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ing. Jana Dvořáková, Ph.D.',
      jobTitle: 'Ředitelka',
      emails: [
        { type: 'work', value: 'jana@example.cz', primary: false },
        { type: 'home', value: 'jana@doma.example.cz', primary: true },
      ],
      phones: [
        { type: 'mobile', value: '+420 777 123 456', primary: true },
        { type: 'work', value: '+420 222 333 444', primary: false },
        { type: 'home', value: '+420 555 666 777', primary: false },
      ],
      addresses: [
        {
          type: 'work',
          street: 'Údolní 5',
          city: 'Brno',
          postcode: '602 00',
          region: null,
          country: 'Česko',
          primary: true,
        },
        {
          type: 'home',
          street: 'Dlouhá 1\n2. patro',
          city: 'Praha',
          postcode: '110 00',
          region: null,
          country: null,
          primary: false,
        },
      ],
      email: 'jana@doma.example.cz',
      phone: '+420 777 123 456',
      address: 'Údolní 5, 602 00 Brno, Česko',
      company: 'Dvořák; syn & spol., s.r.o.',
      ico: '27082440',
      note: 'Volat ráno.\nMá zájem o "byty"; pozor na = na začátku',
      tags: ['investor', 'Brno'],
    },
    {
      ...base,
      id: '00000000-0000-4000-8000-000000000002',
      name: '=Notář',
      jobTitle: null,
      emails: [],
      phones: [],
      addresses: [],
      email: null,
      phone: null,
      address: null,
      company: null,
      ico: null,
      note: '',
      tags: [],
    },
  ]
  const expected = contacts.map((c) => ({
    name: c.name,
    jobTitle: c.jobTitle,
    company: c.company,
    ico: c.ico,
    emails: c.emails,
    phones: c.phones,
    addresses: c.addresses,
    tags: c.tags,
    note: c.note,
  }))
  const imported = (rows: ContactImportRow[]) =>
    rows.map(({ contact }) => ({
      name: contact.name,
      jobTitle: contact.jobTitle ?? null,
      company: contact.company ?? null,
      ico: contact.ico ?? null,
      emails: contact.emails,
      phones: contact.phones,
      addresses: (contact.addresses ?? []).map(storedAddress),
      tags: contact.tags ?? [],
      note: contact.note ?? '',
    }))

  it('reads its own CSV back, every e-mail, phone and address with its kind and primary', () => {
    const preview = parseContactFile(utf8(contactsToCsv(contacts)), 'kontakty.csv')
    expect(preview.errors).toEqual([])
    expect(imported(preview.rows)).toEqual(expected)
  })

  it('reads its own vCard back', () => {
    const preview = parseContactFile(utf8(contactsToVcard(contacts)), 'kontakty.vcf')
    expect(preview.errors).toEqual([])
    expect(imported(preview.rows)).toEqual(expected)
  })
})

describe('planContactImport', () => {
  const row = (line: number, email?: string, phone?: string, name = `Kontakt ${line}`): ContactImportRow => ({
    line,
    contact: { name, email, phone },
    card: {
      name,
      company: null,
      jobTitle: null,
      ico: null,
      note: '',
      tags: [],
      emails: email ? [{ type: 'other', value: email.toLowerCase(), primary: true }] : [],
      phones: phone ? [{ type: 'other', value: phone, primary: true }] : [],
      addresses: [],
    },
    issues: [],
  })

  it('skips rows already in the address book or earlier in the file', () => {
    const plan = planContactImport(
      [
        { name: 'Jana', emails: [{ value: 'jana@example.cz' }], phones: [] },
        { name: 'Ústředna Brno', emails: [], phones: [{ value: '+420 777 123 456' }] },
      ],
      [
        row(2, 'JANA@example.cz'),
        row(3, undefined, '00420777123456', 'Ústředna  Brno'),
        row(4, 'novy@example.cz', '603 000 000'),
        row(5, 'jiny@example.cz', '+420603000000', 'Kontakt 4'),
        row(6, 'novy@example.cz'),
        row(7),
        // the same phone with another name is another person (a shared switchboard)
        row(8, undefined, '+420 777 123 456', 'Petr z ústředny'),
      ],
    )
    expect(plan.toCreate.map((r) => r.line)).toEqual([4, 7, 8])
    expect(plan.duplicates.map((d) => [d.line, d.reason])).toEqual([
      [2, 'Stejný e-mail už v kontaktech je.'],
      [3, 'Kontakt se stejným jménem a telefonem už v kontaktech je.'],
      [5, 'Opakuje se v souboru (řádek 4).'],
      [6, 'Opakuje se v souboru (řádek 4).'],
    ])
    // each duplicate names what it repeats: the contact of the book, or the earlier row
    expect(
      plan.duplicates.map((d) => ('existing' in d.match ? d.match.existing.name : d.match.line)),
    ).toEqual(['Jana', 'Ústředna Brno', 4, 4])
  })
})
