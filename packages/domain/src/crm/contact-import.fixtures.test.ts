import { describe, expect, it } from 'vitest'
import { type ContactImportPreview, parseContactFile } from './contact-import.ts'

/*
 * Realistic exports of each source the import reads (fixtures/README.md names where each structure comes from): the
 * numbers of contacts, e-mails, phones and addresses kept, and every value left out with its reason.
 */

declare global {
  interface ImportMeta {
    /** Vite's glob import (the domain has no Node and no Vite types). */
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>
  }
}

const FIXTURES = import.meta.glob('./fixtures/*.{csv,vcf}', { query: '?raw', import: 'default', eager: true })
const fixture = (name: string) => new TextEncoder().encode(FIXTURES[`./fixtures/${name}`] ?? '')
const read = (name: string) => parseContactFile(fixture(name), name)
const skipped = (p: ContactImportPreview) =>
  p.issues.filter((i) => i.skipped).map((i) => [i.line, i.field, i.value ?? null])

const utf16le = (text: string) => {
  const out = new Uint8Array(2 + text.length * 2)
  out.set([0xff, 0xfe])
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    out[2 + i * 2] = code & 0xff
    out[3 + i * 2] = code >> 8
  }
  return out
}
const utf16be = (text: string) => {
  const le = utf16le(text)
  const out = new Uint8Array(le.length)
  for (let i = 0; i < le.length; i += 2) [out[i], out[i + 1]] = [le[i + 1] as number, le[i] as number]
  return out
}
/** Windows-1250 for the Czech letters of the fixtures (TextEncoder only writes UTF-8). */
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
  Ř: 0xd8,
  Š: 0x8a,
  Ž: 0x8e,
  Ú: 0xda,
  Á: 0xc1,
  Í: 0xcd,
  É: 0xc9,
}
const cp1250 = (text: string) =>
  new Uint8Array([...text].map((ch) => CP1250[ch] ?? (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)))
const text = (name: string) => new TextDecoder().decode(fixture(name))

describe('contact import of real-world exports', () => {
  it('Google Contacts CSV: " ::: " cells, every numbered column, a card without a name', () => {
    const p = read('google-contacts.csv')
    expect(p.summary).toEqual({ contacts: 4, emails: 6, phones: 11, addresses: 3, skipped: 4 })
    const [jana, petr, info, marie] = p.rows.map((r) => r.card)
    expect(jana).toMatchObject({
      name: 'Ing. Jana Dvořáková, Ph.D.',
      company: 'Dvořák Invest s.r.o.',
      jobTitle: 'jednatelka',
      tags: ['Investoři'],
      note: 'Volat ráno,\nne v pátek.',
    })
    expect(jana?.phones.map((x) => [x.type, x.value, x.primary])).toEqual([
      ['mobile', '+420 777 123 456', true],
      ['mobile', '+420 608 111 222', false],
      ['work', '+420 541 000 111', false],
      ['other', '+420 541 000 112', false],
    ])
    expect(jana?.addresses).toEqual([
      {
        type: 'work',
        street: 'Údolní 5',
        city: 'Brno',
        postcode: '602 00',
        region: null,
        country: 'CZ',
        primary: true,
      },
      {
        type: 'home',
        street: 'Na Kopci 12',
        city: 'Kuřim',
        postcode: '664 34',
        region: null,
        country: 'CZ',
        primary: false,
      },
    ])
    expect(petr?.emails.map((e) => e.value)).toEqual([
      'petr.svoboda@gmail.com',
      'p.svoboda@firma.cz',
      'petr.svoboda@firma.cz',
    ])
    expect(info?.name).toBe('info@stavby-novak.cz')
    expect(marie?.phones).toHaveLength(6)
    // a formatted address alone is read into its parts
    expect(marie?.addresses[0]).toMatchObject({ street: 'Vodičkova 20', postcode: '110 00', city: 'Praha 1' })
    expect(skipped(p)).toEqual([
      [2, 'Birthday', '1980-03-14'],
      [2, 'Photo', null],
      [2, 'Website 1 - Value', 'https://dvorak-invest.cz'],
      [6, 'E-mail 1 - Value', 'petr@svoboda'],
    ])
    expect(p.issues.find((i) => !i.skipped)).toMatchObject({
      line: 7,
      reason: 'Kontakt nemá jméno; použijeme ho z e-mailu.',
    })
  })

  it('Outlook CSV in English: every phone, e-mail and address column; "Primary Phone" marks the primary', () => {
    const p = read('outlook-en.csv')
    expect(p.summary).toEqual({ contacts: 2, emails: 3, phones: 8, addresses: 2, skipped: 2 })
    const tomas = p.rows[0]?.card
    expect(tomas?.phones.find((x) => x.primary)).toEqual({
      type: 'mobile',
      value: '+420 602 333 444',
      primary: true,
    })
    expect(tomas?.addresses[0]?.street).toBe('Na Příkopě 15\n3. patro')
    expect(tomas?.tags).toEqual(['Investoři', 'VIP'])
    expect(skipped(p)).toEqual([
      [2, 'Birthday', '1975-06-01'],
      [3, 'E-mail 2 Address', 'lucie.mala@@seznam.cz'],
    ])
  })

  it('the same Outlook export saved as UTF-16 with a BOM (Outlook\'s "Unicode") and UTF-16 BE', () => {
    for (const bytes of [utf16le(text('outlook-en.csv')), utf16be(text('outlook-en.csv'))]) {
      const p = parseContactFile(bytes, 'outlook.csv')
      expect(p.encoding).toMatch(/^utf-16/)
      expect(p.summary).toEqual(read('outlook-en.csv').summary)
    }
  })

  it('Outlook CSV with Czech headers in Windows-1250, semicolons', () => {
    const p = parseContactFile(cp1250(text('outlook-cs.csv')), 'kontakty.csv')
    expect(p.encoding).toBe('windows-1250')
    expect(p.summary).toEqual({ contacts: 2, emails: 3, phones: 7, addresses: 2, skipped: 0 })
    expect(p.rows[0]?.card).toMatchObject({ name: 'Mgr. Eva Horáková', jobTitle: 'asistentka' })
    expect(p.rows[0]?.card.addresses[0]).toMatchObject({
      region: 'Olomoucký kraj',
      country: 'Česká republika',
    })
    expect(p.rows[0]?.card.phones.map((x) => x.type)).toEqual([
      'work',
      'work',
      'other',
      'work',
      'home',
      'mobile',
    ])
  })

  it('Thunderbird CSV: "Primary Email", "Work Phone", "Mobile Number", "Organization", "Work Address2"', () => {
    const p = read('thunderbird.csv')
    expect(p.summary).toEqual({ contacts: 2, emails: 3, phones: 4, addresses: 2, skipped: 4 })
    expect(p.rows[0]?.card).toMatchObject({
      company: 'Království a.s., Prodej',
      jobTitle: 'obchodní ředitel',
    })
    expect(p.rows[0]?.card.addresses[1]?.street).toBe('Průmyslová 12\nhala B')
    expect(p.rows[1]?.card.name).toBe('Recepce Království')
  })

  it('the Thunderbird export as tab-separated UTF-8 with a BOM', () => {
    const tabbed = `\uFEFF${text('thunderbird.csv').replace(/,/g, '\t')}`
    expect(parseContactFile(new TextEncoder().encode(tabbed), 'tb.tsv').summary).toEqual(
      read('thunderbird.csv').summary,
    )
  })

  it('CSV without a header row: columns told by their content', () => {
    const p = read('headerless.csv')
    expect(p.rows.map((r) => [r.line, r.card.name, r.card.emails.length, r.card.phones.length])).toEqual([
      [1, 'Jan Beneš', 1, 1],
      [2, 'Alena Veselá', 1, 1],
    ])
    expect(p.issues.map((i) => [i.line, i.field, i.skipped])).toEqual([
      [1, 'Hlavička', false],
      [1, 'Sloupec 5', true],
    ])
  })

  it('Apple/iOS vCard 3.0: grouped properties with X-ABLabel, a card without a name, a photo', () => {
    const p = read('apple-ios.vcf')
    expect(p.summary).toEqual({ contacts: 2, emails: 3, phones: 5, addresses: 2, skipped: 3 })
    const klara = p.rows[0]?.card
    expect(klara?.phones.map((x) => [x.type, x.primary])).toEqual([
      ['mobile', true],
      ['work', false],
      ['mobile', false], // iPhone
      ['other', false], // work fax
    ])
    expect(klara?.addresses[1]?.street).toBe('Korunovační 22\nbyt 5')
    expect(klara?.note).toBe('Objednávky jen přes sestru; volat po 14. hodině.')
    expect(skipped(p).map((s) => s[1])).toEqual(['Webová stránka (URL)', 'Narozeniny (BDAY)', 'PHOTO'])
    expect(p.rows[1]?.card.name).toBe('objednavky@pekarna-kopecek.cz')
  })

  it('Android vCard 2.1: quoted-printable UTF-8, bare parameters, an invalid e-mail left out, a photo', () => {
    const p = read('android-21.vcf')
    expect(p.summary).toEqual({ contacts: 2, emails: 2, phones: 5, addresses: 1, skipped: 4 })
    expect(p.rows[0]?.card).toMatchObject({
      name: 'Oldřich Šimek',
      company: 'Vinařství Šimek',
      note: 'Odběr vína; platba převodem.\r\nDruhý řádek.',
    })
    expect(p.rows[0]?.card.addresses[0]).toMatchObject({ street: 'Vinohradská 3', country: 'Česko' })
    expect(skipped(p).map((s) => s[1])).toEqual([
      'Údaj z Androidu (X-ANDROID-CUSTOM)',
      'Narozeniny (BDAY)',
      'PHOTO',
      'EMAIL',
    ])
    // a card with a phone only is named after it
    expect(p.rows[1]?.card.name).toBe('+420 608 999 000')
  })

  it('vCard 2.1 in Windows-1250 declared by CHARSET', () => {
    const card =
      'BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=WINDOWS-1250:Šimek;Oldřich\r\nTEL;CELL:777555444\r\nEND:VCARD\r\n'
    const p = parseContactFile(cp1250(card), 'a.vcf')
    expect([p.encoding, p.rows[0]?.card.name]).toEqual(['windows-1250', 'Oldřich Šimek'])
  })

  it('vCard 4.0 (RFC 6350): tel: URIs with an extension, PREF=1, a colon inside a quoted LABEL', () => {
    const p = read('rfc6350.vcf')
    expect(p.summary).toEqual({ contacts: 2, emails: 2, phones: 2, addresses: 2, skipped: 9 })
    expect(p.rows[0]?.card.phones).toEqual([
      { type: 'work', value: '+1-418-656-9254 ext. 102', primary: true },
      { type: 'mobile', value: '+1-418-262-6501', primary: false },
    ])
    expect(p.rows[1]?.card.addresses).toEqual([
      {
        type: 'other',
        street: '123 Main Street',
        city: 'Any Town',
        postcode: '91921-1234',
        region: 'CA',
        country: 'U.S.A.',
        primary: true,
      },
    ])
    expect(p.rows[1]?.card.note).toBe('Mail Drop: TNE QB; ask for the front desk, please')
  })

  it('Gmail vCard 3.0 with LF line ends', () => {
    expect(read('gmail-list.vcf').summary).toEqual({
      contacts: 3,
      emails: 3,
      phones: 0,
      addresses: 0,
      skipped: 0,
    })
  })
})
