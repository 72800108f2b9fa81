// The layers (docs/architecture.md, 'Layers'), as eslint.config.js enforces them: src/domain
// imports only its small pure libraries and other domain modules (import-x/no-restricted-paths,
// no-restricted-imports), functions imports nothing from src but src/domain, within functions db/ imports
// no services, routes or jobs, routes/ no db/ and services/ no routes or jobs, src never imports functions,
// and no import cycles (import-x/no-cycle). Each rule is fed a forbidden import through
// ESLint's API, so a rule that stops matching (a moved folder, a resolver change) fails here instead of
// going quiet. Cycles ESLint does not see are tests/unit/import-rules.test.ts.
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { DOMAIN_PACKAGES } from '../../eslint.config.js';

const root = resolve(import.meta.dirname, '../..');

describe('the layer rules in eslint.config.js', () => {
  const eslint = new ESLint({ cwd: root });
  const LAYER_RULES = [
    'import-x/no-restricted-paths',
    'no-restricted-imports',
    'no-restricted-syntax',
    'import-x/no-cycle',
  ];

  /** The layer rules' messages for `code` as if it were the file `path` (which need not exist). */
  async function layerMessages(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    return result!.messages.filter((m) => LAYER_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
  }

  const DOMAIN = 'src/domain is pure and shared by browser and Worker';
  const DOMAIN_PACKAGE = 'src/domain imports only valibot';
  const WORKER = 'The Worker imports nothing from src/ but src/domain.';
  const SITE = 'The site never imports the Worker (functions/)';
  const DB = 'functions/db is all SQL and typed rows';
  const SERVICES = 'functions/services hold the rules';
  const ROUTES = 'functions/routes speak HTTP only';
  const STAND_IN = 'nothing deployed imports them';
  const OWN_CODE = 'never from our own code';

  it.each([
    ['src/domain/probe.ts', "import { site } from '../build/site';", DOMAIN],
    ['src/domain/probe.ts', "import type { Site } from '../build/site';", DOMAIN],
    ['src/domain/probe.ts', "export { site } from '../build/site';", DOMAIN],
    ['src/domain/probe.ts', "import { Hono } from 'hono';", DOMAIN_PACKAGE],
    ['src/domain/probe.ts', "import { readFileSync } from 'node:fs';", DOMAIN_PACKAGE],
    ['src/domain/probe.ts', "import { parsePhoneNumber } from 'libphonenumber-js';", DOMAIN_PACKAGE],
    ['src/domain/probe.ts', "export const load = () => import('valibot');", 'src/domain imports statically'],
    ['functions/probe.ts', "import { site } from '../src/build/site';", WORKER],
    ['functions/lib/probe.ts', "export const load = () => import('../../src/build/site');", WORKER],
    ['functions/db/probe.ts', "import { drainJobs } from '../services/orders/jobs';", DB],
    ['functions/db/probe.ts', "import { orders } from '../routes/orders';", DB],
    ['functions/db/probe.ts', "import { runScheduled } from '../jobs/scheduled';", DB],
    ['functions/routes/probe.ts', "import { findOrder } from '../db/orders';", ROUTES],
    ['functions/routes/admin/probe.ts', "import type { Order } from '../../db/orders';", ROUTES],
    ['functions/services/orders/probe.ts', "import { orders } from '../../routes/orders';", SERVICES],
    ['functions/services/orders/probe.ts', "import { runScheduled } from '../../jobs/scheduled';", SERVICES],
    ['src/build/probe.ts', "import type { LegalBlock } from '../../functions/legal/legal-document';", SITE],
    [
      'src/components/Probe.astro',
      "---\nimport { legalText } from '../../functions/legal/lookup';\n---\n<p>{legalText}</p>",
      SITE,
    ],
    [
      'src/components/Probe.astro',
      "<p>x</p>\n<script>\nimport { encrypt } from '../../functions/lib/crypto';\nconsole.log(encrypt);\n</script>",
      SITE,
    ],
    [
      'functions/services/dispatch/probe.ts',
      "import { printServiceStandIn } from '../../../stand-ins/print-service';",
      STAND_IN,
    ],
    ['src/lib/probe.ts', "import { mailStandIn } from '../../stand-ins/mail';", STAND_IN],
    ['stand-ins/probe.ts', "import { letterBody } from '../functions/services/dispatch/pingen';", OWN_CODE],
    ['stand-ins/probe.ts', "import { MESSAGES } from '../src/domain/messages';", OWN_CODE],
    // pricing.ts imports catalog.ts, so catalog.ts importing pricing.ts closes a loop.
    ['src/domain/catalog.ts', "import { priceOf } from './pricing';\nexport const p = priceOf;", 'Dependency cycle'],
  ])('%s: %s', async (path, code, message) => {
    expect(await layerMessages(path, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['src/domain/probe.ts', [...DOMAIN_PACKAGES, './money'].map((m) => `import '${m}';`).join('\n')],
    ['functions/probe.ts', "import { PLANS } from '../src/domain/catalog';\nexport const p = PLANS;"],
    [
      'functions/routes/probe.ts',
      "import { orderByStatusToken } from '../services/access/proofs';\nexport const f = orderByStatusToken;",
    ],
    ['src/lib/probe.ts', "import { PLANS } from '../domain/catalog';\nexport const p = PLANS;"],
  ])('%s may import what the layers allow', async (path, code) => {
    expect(await layerMessages(path, code)).toEqual([]);
  });
});
