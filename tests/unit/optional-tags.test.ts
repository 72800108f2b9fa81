import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { omitOptionalTags } from '../../src/build/optional-tags';

// The shapes our pages are made of: a head with inline CSS and a <noscript> stylesheet, inline SVG, FAQ answers
// (paragraphs and lists in <details>), a legal page's table, text after a paragraph, scripts at the end.
const PAGE =
  '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>T</title><style>p{margin:0}</style>' +
  '<noscript><link rel="stylesheet" href="/a.css"></noscript></head>' +
  '<body class="flex"><header><svg viewBox="0 0 36 36" width="36"><rect x="1" y="5"></rect></svg>' +
  '<nav><ul><li><a href="/">A</a></li><li><a href="/b">B</a></li></ul></nav></header>' +
  '<main><p>Intro <a href="/hilfe">Hilfe</a>.</p><aside><p><strong>Gut zu wissen:</strong> Text.</p></aside>' +
  '<details class="faq-item"><summary>Frage?</summary><div><p>Eins.</p><ul>\n<li><strong>a:</strong> b</li>' +
  '<li>c</li></ul><p>Zwei.</p></div></details>' +
  '<div><p>Absatz</p>Text danach <a href="/x">Link</a></div>' +
  '<table><thead><tr><th>Frist</th><th>Dauer</th></tr></thead><tbody><tr><td>A</td><td>6 Jahre</td></tr></tbody></table>' +
  '<select><option value="1">Eins</option><option value="2">Zwei</option></select>' +
  '</main><footer><p>© 2026</p></footer>' +
  '<script type="application/ld+json">{"a":"b"}</script><script data-x="1">if(a<b&&c)d()</script></body></html>';

const dom = (html: string) => serialize(parse(html));

describe('omitOptionalTags', () => {
  it('leaves out the tags the standard lets a page omit, and the browser builds the same document', async () => {
    const shorter = await omitOptionalTags(PAGE);
    expect(shorter.length).toBeLessThan(PAGE.length);
    for (const tag of ['<head>', '</head>', '</li>', '</body>', '</html>', '</option>', '</td>'])
      expect(shorter, tag).not.toContain(tag);
    expect(dom(shorter)).toBe(dom(PAGE));
  });

  it('keeps what a parser needs: a paragraph followed by text keeps its end tag, SVG its camel case', async () => {
    const shorter = await omitOptionalTags(PAGE);
    expect(shorter).toContain('<p>Absatz</p>Text danach');
    expect(shorter).toContain('viewBox="0 0 36 36"');
    expect(shorter).toContain('<script data-x="1">if(a<b&&c)d()</script>');
  });

  it('refuses a page whose document would change: a line break would move into the paragraph', async () => {
    await expect(omitOptionalTags('<div><p>Zwei.</p>\n</div>')).rejects.toThrow(/would change the document/);
  });
});
