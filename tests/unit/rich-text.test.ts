import { describe, expect, it } from 'vitest';
import { sentenceWithLinks } from '../../src/build/rich-text';
import { MESSAGES } from '../../src/domain/messages';

describe('a sentence with links', () => {
  it('keeps the sentence whole and turns each tag into its link', () => {
    expect(
      sentenceWithLinks(
        'Auf der <help>Hilfe-Seite</help> oder unter <mail>{email}</mail>.',
        { help: { href: '/hilfe' }, mail: { href: 'mailto:a@b.de' } },
        { email: 'a@b.de' },
      ),
    ).toBe(
      'Auf der <a href="/hilfe" class="link">Hilfe-Seite</a> oder unter <a href="mailto:a@b.de" class="link">a@b.de</a>.',
    );
  });

  it('escapes texts, values and addresses', () => {
    expect(
      sentenceWithLinks('{a} & <x>"{b}"</x>', { x: { href: '/?q="x"&y', rel: 'noopener' } }, { a: '<i>', b: '&' }),
    ).toBe('&lt;i&gt; &amp; <a href="/?q=&quot;x&quot;&amp;y" class="link" rel="noopener">&quot;&amp;&quot;</a>');
  });

  it('refuses a tag the page gives no link for, and a link the sentence lacks', () => {
    expect(() => sentenceWithLinks('<help>x</help>', {})).toThrow(/no link for <help>/);
    expect(() => sentenceWithLinks('no link', { help: { href: '/' } })).toThrow(/has no <help>/);
  });

  it('renders the catalogue’s sentences in each language with the same links', () => {
    for (const messages of Object.values(MESSAGES)) {
      const html = sentenceWithLinks(
        messages['pages.faq.intro'],
        { help: { href: '/hilfe' }, mail: { href: 'mailto:s@x.de' } },
        { email: 's@x.de' },
      );
      expect(html).toContain('<a href="/hilfe" class="link">');
      expect(html).toContain('>s@x.de</a>');
    }
  });
});
