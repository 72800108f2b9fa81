// Build time and output size for the real content and for generated local landing pages (250, 500,
// 1,000 extra pages), each built cold from a temporary copy of content/ (never into content/ itself).
// Usage: npm run bench:build   (COUNTS=1000 to choose the sizes)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineEnv } from '../scripts/local-env.mjs';

const COUNTS = (process.env.COUNTS ?? '0,250,500,1000').split(',').map(Number);
const root = new URL('..', import.meta.url).pathname;

const CITIES = [
  'Aachen',
  'Bielefeld',
  'Bonn',
  'Chemnitz',
  'Darmstadt',
  'Erfurt',
  'Freiburg',
  'Gießen',
  'Halle',
  'Ingolstadt',
  'Jena',
  'Kassel',
  'Lübeck',
  'Mainz',
  'Oldenburg',
  'Potsdam',
  'Regensburg',
  'Siegen',
  'Trier',
  'Ulm',
];

function localPage(i) {
  const city = `${CITIES[i % CITIES.length]} ${Math.floor(i / CITIES.length) + 1}`;
  return {
    title: `Punktestand abfragen in ${city} | PunkteBrief`,
    metaDescription: `Generierte Testseite ${i} für ${city}: Auskunft aus dem Fahreignungsregister beantragen, Antrag ausfüllen lassen und per Post an das KBA senden.`,
    hero: {
      headline: `Punktestand in ${city}`,
      subline: `Testseite ${i} für den Build-Benchmark.`,
      ctaLabel: 'Jetzt Antrag starten',
      ctaHref: '/app',
    },
    sections: {
      about: {
        title: `Fahren in ${city}`,
        paragraphs: [`Absatz eins der Seite ${i}.`, `Absatz zwei über ${city}.`, `Absatz drei, Nummer ${i * 7}.`],
      },
      howto: {
        title: 'So bekommst du deinen Punktestand',
        steps: [1, 2, 3].map((n) => ({ title: `Schritt ${n}`, description: `Beschreibung ${n} für ${city}.` })),
      },
    },
  };
}

function dirSize(dir) {
  return readdirSync(dir, { recursive: true }).reduce((sum, f) => {
    const s = statSync(join(dir, String(f)));
    return s.isFile() ? sum + s.size : sum;
  }, 0);
}

function run(cmd, args, env) {
  const started = process.hrtime.bigint();
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

console.log('| extra generated pages | pages built | astro build | pagefind | total | output size |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const count of COUNTS) {
  const work = mkdtempSync(join(tmpdir(), 'build-scale-'));
  try {
    cpSync(join(root, 'content'), join(work, 'content'), { recursive: true });
    for (let i = 0; i < count; i++)
      writeFileSync(join(work, 'content/pages', `bench-${i}.json`), JSON.stringify(localPage(i)));
    const env = { ...offlineEnv, CONTENT_ROOT: join(work, 'content'), ASTRO_CACHE_DIR: join(work, 'cache') };
    const dist = join(work, 'dist');
    const astro = run('npx', ['astro', 'build', '--outDir', dist], env);
    const pagefind = run('npx', ['pagefind', '--site', dist, '--quiet'], env);
    const pages = readdirSync(dist, { recursive: true }).filter(
      (f) => String(f).endsWith('.html') && !String(f).startsWith('pagefind'),
    ).length;
    console.log(
      `| ${count} | ${pages} | ${astro.toFixed(1)} s | ${pagefind.toFixed(1)} s | ${(astro + pagefind).toFixed(1)} s | ${(dirSize(dist) / 1024 / 1024).toFixed(1)} MB |`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
