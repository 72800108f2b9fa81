// Runs a real `astro build` of the real content in a child process (tests/build, its own vitest project) and
// reads the pages it wrote: the accessibility statement in both languages and a link to it in every footer,
// the privacy policy naming the mail provider and its transfer basis, the second person's privacy information,
// the support promise with its service hours, the help page's notice that the KBA answers for free, and the
// FAQ entry that explains the KBA's statement.
import { localeOfPath, pathIn } from '../../src/i18n/locales';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const astroCli = join(root, 'node_modules/astro/bin/astro.mjs');
const work = mkdtempSync(join(tmpdir(), 'legal-pages-build-'));
const dist = join(work, 'dist');
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => {
  // astro's CLI run with this Node (no npx, no shell: the same on every OS)
  const result = spawnSync(process.execPath, [astroCli, 'build', '--outDir', dist], {
    cwd: root,
    env: { ...process.env, ASTRO_CACHE_DIR: join(work, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`);
}, 600_000);

const page = (file: string) => readFileSync(join(dist, file), 'utf8');
/** The text of a page's HTML, tags dropped and entities that matter here decoded. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? null;

describe('the accessibility statement', () => {
  it('exists in German and as an English courtesy translation that names the binding German text', () => {
    const german = page('barrierefreiheit.html');
    const english = page('en/accessibility.html');
    expect(german).toMatch(/<h1[^>]*>Erklärung zur Barrierefreiheit<\/h1>/);
    expect(english).toMatch(/<h1[^>]*>Accessibility statement<\/h1>/);
    // Searchable like the other legal pages, and each names its twin.
    for (const html of [german, english]) expect(html).toContain('data-pagefind-body');
    expect(german).toMatch(/<link rel="alternate" hreflang="en" href="https:\/\/[^"]+\/en\/accessibility"/);
    expect(english).toMatch(/data-binding-notice[\s\S]*?href="\/barrierefreiheit"/);

    const body = text(german);
    for (const part of [
      'teilweise barrierefrei',
      'WCAG',
      // The known gaps and their alternatives, honestly.
      'Unterschrift als Foto hochladen',
      'keine getaggten PDFs',
      'internes Werkzeug',
      // How it was assessed, the feedback route, enforcement and conciliation, and the date.
      'axe',
      'Tastatur',
      'support@punktebrief.de',
      'innerhalb von 24 Stunden in unseren Servicezeiten',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
      'Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes',
      '28. November 2026',
    ])
      expect(body).toContain(part);
    expect(text(english)).toContain('Upload a photo of your signature');
  });

  it('is linked from the footer of every page, in the page’s language', () => {
    const files = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'));
    const withFooter = files.filter((file) => footerOf(page(file)) !== null);
    // Not vacuous: every page of the site has the footer, the back office aside.
    expect(withFooter.length).toBeGreaterThan(50);
    expect(files.filter((file) => !withFooter.includes(file))).toEqual(['admin.html']);
    for (const file of withFooter) {
      const href = pathIn('/barrierefreiheit', localeOfPath(`/${file}`));
      expect(footerOf(page(file)), file).toContain(`href="${href}"`);
    }
  });

  it('is in the sitemap in both languages', () => {
    const sitemap = page('sitemap-0.xml');
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/barrierefreiheit<\/loc>/);
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/en\/accessibility<\/loc>/);
  });
});

describe('the privacy policy', () => {
  it('names the mail API provider as processor and the basis of its transfer to the USA', () => {
    const german = text(page('datenschutz.html'));
    expect(german).toContain('E-Mail-Versand: Resend, Inc., USA');
    expect(german).toContain('Auftragsverarbeitung nach Art. 28 DSGVO');
    expect(german).toMatch(/Resend, Inc\. haben ihren Sitz in den USA/);
    expect(german).toContain('EU-US Data Privacy Framework zertifiziert sind (Art. 45 DSGVO)');
    expect(german).toContain('Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO)');
    // The SMS provider and the print service, with theirs.
    expect(german).toContain('seven.io (sms77 io GmbH, Kiel, Deutschland)');
    expect(german).toContain(
      'Pingen AG hat ihren Sitz in der Schweiz. Für die Schweiz besteht ein Angemessenheitsbeschluss',
    );
    const english = text(page('en/privacy.html'));
    expect(english).toContain('Email delivery: Resend, Inc., USA');
    expect(english).toContain('standard contractual clauses of the EU Commission (Art. 46(2)(c) GDPR)');
  });

  it('is what the second person’s page points them to, with the Art. 14 information', () => {
    const html = page('zweite-person.html');
    expect(text(html)).toContain('Datenschutzhinweise für die zweite Person (Art. 14 DSGVO)');
    expect(text(html)).toContain('haben wir von der Person, die bestellt hat');
    expect(html).toMatch(/<a href="\/datenschutz"/);
  });
});

describe('what the pages promise', () => {
  it('says the 24 hours count in the service hours, in every German and English footer', () => {
    expect(text(page('index.html'))).toContain(
      'Antwort innerhalb von 24 Stunden in unseren Servicezeiten (Mo–Fr 9–18 Uhr, Sa 10–16 Uhr)',
    );
    expect(text(page('en.html'))).toContain(
      'Reply within 24 hours during our service hours (Mon–Fri 9:00–18:00, Sat 10:00–16:00)',
    );
    expect(text(page('hilfe.html'))).toContain('Wir antworten innerhalb von 24 Stunden in unseren Servicezeiten.');
  });

  it('tells both help pages’ readers that the KBA answers for free', () => {
    expect(text(page('hilfe.html'))).toMatch(/Wichtig zu wissen: .*beim KBA auch selbst kostenlos beantragen/);
    expect(text(page('en/help.html'))).toMatch(
      /Good to know: .*apply to the KBA yourself for the statement .* free of charge/,
    );
  });

  it('explains the KBA’s statement in the FAQ, linked from both landing pages', () => {
    expect(text(page('faq.html'))).toContain('Was steht in der Auskunft des KBA?');
    expect(text(page('en/faq.html'))).toContain('What does the KBA’s statement say?');
    expect(page('index.html')).toContain('href="/faq#dokumente"');
    expect(page('en.html')).toContain('href="/en/faq#dokumente"');
  });

  it('says what the form checks automatically instead of a review of the details', () => {
    const landing = text(page('index.html'));
    expect(landing).not.toContain('Wir prüfen deine Angaben');
    expect(landing).toContain('Das Formular prüft automatisch');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });
});
