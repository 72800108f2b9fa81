import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finalizeHeaders, inlineScripts, pagePath } from '../../scripts/finalize-headers.mjs';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const TEMPLATE = `/*
  Content-Security-Policy: script-src 'self' 'inline-script-hashes'; object-src 'none'
  X-Frame-Options: DENY

/admin
  ! Content-Security-Policy
  Content-Security-Policy: script-src 'self' 'admin-inline-script-hashes'
`;

describe('finalize-headers', () => {
  const pages = new Map([
    ['/', ['banner()', 'loader()']],
    ['/agb', ['banner()', 'loader()']],
    ['/app', ['banner()', 'loader()', 'wizardDialogs()']],
    ['/admin', ['adminOnly()']],
  ]);
  const result = finalizeHeaders(TEMPLATE, pages);

  it('allows site-wide only the inline scripts every page has', () => {
    const siteWide = result.split('\n')[1];
    expect(siteWide).toContain(hash('banner()'));
    expect(siteWide).toContain(hash('loader()'));
    expect(siteWide).not.toContain(hash('wizardDialogs()'));
    expect(siteWide).not.toContain(hash('adminOnly()'));
  });

  it('gives a page with scripts of its own a policy of its own that replaces the site-wide one', () => {
    const rule = result.slice(result.indexOf('\n/app\n'));
    expect(rule).toContain('! Content-Security-Policy');
    expect(rule).toContain(hash('wizardDialogs()'));
    expect(rule).toContain(hash('banner()'));
    expect(rule).toContain("object-src 'none'");
    expect(result).not.toContain('\n/agb\n');
  });

  it("fills the back office's policy with its own scripts only", () => {
    const admin = result.split('\n').find((line) => line.includes(hash('adminOnly()')));
    expect(admin).toBeDefined();
    expect(admin).not.toContain(hash('banner()'));
  });

  it('fails loudly when a placeholder is missing', () => {
    expect(() => finalizeHeaders('/*\n  X-Frame-Options: DENY\n', pages)).toThrow(/placeholder/);
  });

  it('reads executable inline scripts only and maps files to served paths', () => {
    expect(
      inlineScripts('<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>'),
    ).toEqual(['a()']);
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('standort/koeln.html')).toBe('/standort/koeln');
  });
});
