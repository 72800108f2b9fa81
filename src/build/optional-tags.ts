// Build step (astro.config.mjs, the last change to every page): leaves out the tags the HTML standard lets a
// document omit ("optional tags": `</p>`, `</li>`, `<head>`, `</body>` …; Google's HTML style guide recommends it).
// On a content page that is 50–90 B gzip of its first round trip, most of it the FAQ answers' paragraphs and list
// items, and what brought the Turkish FAQ within that round trip (bench/RESULTS.md, "Lighthouse").
import { minify } from 'html-minifier-next';
import { parse, serialize } from 'parse5';

/**
 * The page without its optional tags; everything else (attributes, whitespace, scripts, styles) as it was. Throws
 * when a browser would build a different document from it (parse5 parses as the HTML standard says browsers do):
 * the build stops rather than ship a page that differs from what was written.
 */
export async function omitOptionalTags(html: string): Promise<string> {
  // A boolean attribute as its bare name (`disabled`): the library would otherwise write `disabled="disabled"`.
  // caseSensitive: inline SVG keeps viewBox and its other camel-cased names.
  const shorter = await minify(html, {
    removeOptionalTags: true,
    collapseBooleanAttributes: true,
    caseSensitive: true,
  });
  const [written, built] = [serialize(parse(html)), serialize(parse(shorter))];
  if (built !== written) {
    let at = 0;
    while (written[at] === built[at]) at++;
    throw new Error(
      `Leaving out the optional tags would change the document at …${written.slice(at - 60, at + 40)}… into …${built.slice(at - 60, at + 40)}…`,
    );
  }
  return shorter;
}
