// Runs a real `astro build` in a child process (tests/build, its own vitest project).
// The real build refuses a malformed content file and names the file and every broken field.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const astroCli = join(root, 'node_modules/astro/bin/astro.mjs');
const work = mkdtempSync(join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('astro build fails on a malformed SEO page, naming the file and the fields', { timeout: 120_000 }, () => {
  cpSync(join(root, 'content'), join(work, 'content'), { recursive: true });
  cpSync(join(root, 'tests/fixtures/content/seo-malformed.md'), join(work, 'content/seo/ratgeber/kaputt.md'));
  // astro's CLI run with this Node (no npx, no shell: the same on every OS)
  const result = spawnSync(process.execPath, [astroCli, 'build', '--outDir', join(work, 'dist')], {
    cwd: root,
    env: {
      ...process.env,
      CONTENT_ROOT: join(work, 'content'),
      ASTRO_CACHE_DIR: join(work, 'cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status).not.toBe(0);
  expect(output).toContain('content/seo/ratgeber/kaputt.md');
  expect(output).toMatch(/order.*number/);
  expect(output).toContain('hero.ctaText');
});
