// The archive of legal texts (functions/legal/, written by `npm run legal:archive`): the texts in
// force are archived, every archived file is what its name says, a changed text gets a new version
// while the old one stays, and the Markdown of content/legal/ becomes plain text without leftovers (or
// fails loudly on a construct that has no plain-text form).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVED_LEGAL_VERSIONS, CURRENT_LEGAL_VERSIONS } from '../../functions/legal/archive';
import { legalVersionIdOf, parseLegalDocument, sectionOf, type LegalText } from '../../functions/legal/legal-document';
import { PRE_VERSIONING_LEGAL_VERSIONS, legalText } from '../../functions/legal/lookup';
import { WITHDRAWAL_FORM_HEADING, WITHDRAWAL_HEADING } from '../../functions/services/contract-confirmation/pdf';
import { archiveLegalTexts, currentLegalDocuments } from '../../scripts/legal-archive.mjs';
import { markdownToBlocks } from '../../scripts/legal-markdown';

const root = resolve(import.meta.dirname, '../..');
const versionsDir = join(root, 'functions/legal/versions');
const NOT_ARCHIVED =
  'The AGB, the Datenschutzerklärung, a {{token}} value or a confirmation label changed: run ' +
  '`npm run legal:archive` and commit functions/legal/ (new versions; never delete old ones).';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the archive of legal texts', () => {
  it('holds the texts in force now, and the Worker records those', async () => {
    const { current, added, indexChanged } = await archiveLegalTexts({ check: true });
    expect(added, NOT_ARCHIVED).toEqual([]);
    expect(indexChanged, NOT_ARCHIVED).toBe(false);
    expect(current).toEqual(CURRENT_LEGAL_VERSIONS);
  });

  // The archived versions are what customers accepted: the renderer must give the texts in force
  // exactly these blocks, so a change to the renderer never archives an unchanged text anew.
  it('renders the Markdown in force to exactly the blocks of the archived versions in force', async () => {
    const documents = await currentLegalDocuments();
    for (const kind of ['agb', 'privacy'] as const) {
      const id = CURRENT_LEGAL_VERSIONS[kind];
      expect(documents[kind], kind).toEqual(parseLegalDocument(ARCHIVED_LEGAL_VERSIONS[id], id));
    }
  });

  it('names every file by the hash of its content and bundles every file', async () => {
    const files = readdirSync(versionsDir).sort();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const id = file.replace(/\.json$/, '');
      const document = parseLegalDocument(JSON.parse(readFileSync(join(versionsDir, file), 'utf8')), id);
      expect(await legalVersionIdOf(document), `${file} was edited after archiving`).toBe(id);
    }
    expect(Object.keys(ARCHIVED_LEGAL_VERSIONS).sort()).toEqual(files.map((file) => file.replace(/\.json$/, '')));
  });

  it('keeps the versions that orders from before versioning fall back to', () => {
    expect(legalText(PRE_VERSIONING_LEGAL_VERSIONS.agb, 'agb').kind).toBe('agb');
    expect(legalText(PRE_VERSIONING_LEGAL_VERSIONS.privacy, 'privacy').kind).toBe('privacy');
    expect(ARCHIVED_LEGAL_VERSIONS[PRE_VERSIONING_LEGAL_VERSIONS.confirmations]).toBeDefined();
  });

  it('has the Widerrufsbelehrung and the Muster-Widerrufsformular in the AGB in force', () => {
    const agb = legalText(CURRENT_LEGAL_VERSIONS.agb, 'agb');
    const withdrawal = sectionOf(agb, WITHDRAWAL_HEADING)!.map((b) => b.text);
    expect(withdrawal).toContain('Widerrufsrecht');
    expect(withdrawal).toContain('Vorzeitiges Erlöschen des Widerrufsrechts');
    expect(withdrawal.join('\n')).toMatch(/binnen vierzehn Tagen ohne Angabe von Gründen/);
    const form = sectionOf(agb, WITHDRAWAL_FORM_HEADING)!.map((b) => b.text);
    expect(form.join('\n')).toMatch(/Hiermit widerrufe\(n\) ich\/wir \(\*\)/);
    expect(form.at(-1)).toBe('(*) Unzutreffendes streichen.');
  });

  it('archives plain text: no Markdown syntax, no unfilled tokens', () => {
    for (const id of Object.values(CURRENT_LEGAL_VERSIONS)) {
      const document = parseLegalDocument(ARCHIVED_LEGAL_VERSIONS[id], id);
      const text = document.kind === 'confirmations' ? Object.values(document.texts) : document.blocks;
      expect(JSON.stringify(text), id).not.toMatch(/\*\*|\]\(|\{\{|%7B|\\\\[*_()]|^#/);
    }
  });

  it('adds a version when the AGB change and leaves the old one as it was', async () => {
    const content = mkdtempSync(join(tmpdir(), 'legal-content-'));
    const archive = mkdtempSync(join(tmpdir(), 'legal-archive-'));
    temporary.push(content, archive);
    cpSync(join(root, 'content/legal'), join(content, 'legal'), { recursive: true });
    cpSync(join(root, 'content/site.json'), join(content, 'site.json'));

    const first = await archiveLegalTexts({ contentDir: content, archiveDir: archive });
    expect(first.added.sort()).toEqual(Object.values(CURRENT_LEGAL_VERSIONS).sort());
    const oldFile = join(archive, 'versions', `${first.current.agb}.json`);
    const oldBytes = readFileSync(oldFile, 'utf8');

    const agbFile = join(content, 'legal/agb.md');
    writeFileSync(
      agbFile,
      `${readFileSync(agbFile, 'utf8')}\n## 14. Neue Klausel\n\nDiese Klausel gilt erst ab morgen.\n`,
    );
    const second = await archiveLegalTexts({ contentDir: content, archiveDir: archive });
    expect(second.added).toEqual([second.current.agb]);
    expect(second.current.agb).not.toBe(first.current.agb);
    expect(second.current.privacy).toBe(first.current.privacy);
    expect(readFileSync(oldFile, 'utf8')).toBe(oldBytes);
    expect(readdirSync(join(archive, 'versions'))).toHaveLength(4);
    const index = readFileSync(join(archive, 'archive.ts'), 'utf8');
    // The old version stays listed (its key is quoted only when it starts with a digit).
    expect(index).toMatch(new RegExp(`'?${first.current.agb}'?: v${first.current.agb}`));
    expect(index).toContain(`agb: '${second.current.agb}'`);

    const newer = JSON.parse(
      readFileSync(join(archive, 'versions', `${second.current.agb}.json`), 'utf8'),
    ) as LegalText;
    expect(newer.blocks.at(-1)).toEqual({ type: 'paragraph', text: 'Diese Klausel gilt erst ab morgen.' });
    expect((await archiveLegalTexts({ contentDir: content, archiveDir: archive, check: true })).added).toEqual([]);
  });
});

describe('markdownToBlocks', () => {
  const origin = 'https://{{host}}';
  it.each([
    ['## 1. Geltung', [{ type: 'heading', level: 2, text: '1. Geltung' }]],
    ['### Widerrufsbelehrung', [{ type: 'heading', level: 3, text: 'Widerrufsbelehrung' }]],
    ['**Widerrufsrecht**', [{ type: 'heading', level: 4, text: 'Widerrufsrecht' }]],
    ['*Ende der Belehrung*', [{ type: 'paragraph', text: 'Ende der Belehrung' }]],
    ['eine\nZeile', [{ type: 'paragraph', text: 'eine Zeile' }]],
    ['Firma\\\nStraße 1', [{ type: 'paragraph', text: 'Firma\nStraße 1' }]],
    [
      '- **Basic – 39,90 €:** Versand\n- zweiter Punkt',
      [
        { type: 'item', text: 'Basic – 39,90 €: Versand' },
        { type: 'item', text: 'zweiter Punkt' },
      ],
    ],
    [
      '> (Formular)\n>\n> ich/wir (\\*) widerrufe(n)',
      [
        { type: 'quote', text: '(Formular)' },
        { type: 'quote', text: 'ich/wir (*) widerrufe(n)' },
      ],
    ],
    [
      'Absatz eins\n\nAbsatz zwei',
      [
        { type: 'paragraph', text: 'Absatz eins' },
        { type: 'paragraph', text: 'Absatz zwei' },
      ],
    ],
  ])('%j', (markdown, blocks) => {
    expect(markdownToBlocks(markdown, origin)).toEqual(blocks);
  });

  it.each([
    ['unter [/agb](/agb) abrufen', 'unter https://{{host}}/agb abrufen'],
    ['unserer [Datenschutzerklärung](/datenschutz).', 'unserer Datenschutzerklärung (https://{{host}}/datenschutz).'],
    ['an [{{email}}](mailto:{{email}})', 'an {{email}}'],
    ['Telefon: [0221 123](tel:+49221123)', 'Telefon: 0221 123'],
    ['[KBA](https://www.kba.de)', 'KBA (https://www.kba.de)'],
    ['siehe https://www.kba.de', 'siehe https://www.kba.de'],
    ['2 \\* 3 und *kursiv* und E-Mail_Adresse', '2 * 3 und kursiv und E-Mail_Adresse'],
    // Smart punctuation, as Astro renders the page.
    ['5--14 Tage...', '5–14 Tage…'],
  ])('inline %j', (markdown, text) => {
    expect(markdownToBlocks(markdown, origin)).toEqual([{ type: 'paragraph', text }]);
  });

  // Customers accept the archived text: a construct without a plain-text form must not vanish from it.
  it.each([
    ['a table', '| Paket | Preis |\n| --- | --- |\n| Basic | 39,90 € |', "'table'"],
    ['an image', 'Siehe ![Ausweis](/ausweis.png)', "'image'"],
    ['raw HTML', 'Text mit <u>HTML</u>', "'html'"],
    ['a code block', '```\ncode\n```', "'code'"],
    ['a numbered list', '1. erstens\n2. zweitens', "'list'"],
    ['a nested list', '- außen\n  - innen', "'list'"],
    ['strikethrough', 'Das ~~gilt nicht~~.', "'delete'"],
    ['a horizontal rule', 'oben\n\n---\n\nunten', "'thematicBreak'"],
  ])('fails loudly on %s', (_, markdown, construct) => {
    expect(() => markdownToBlocks(markdown, origin)).toThrow(construct);
  });
});
