import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries of docs/ARCHITECTURE.md are Biome rules (decision 023). This lints small probe files,
// laid out as in the project, with the project's own biome.json, and checks which rules speak.
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
let probeRoot = '';

function writeProbe(file: string, text: string) {
  const target = path.join(probeRoot, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

type Diagnostic = { category: string; location: { path: string } };
let findings: Diagnostic[] = [];
const rulesOn = (file: string) =>
  findings.filter((finding) => finding.location.path === file).map((finding) => finding.category);

beforeAll(() => {
  probeRoot = mkdtempSync(path.join(tmpdir(), 'levera-lint-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(probeRoot, 'biome.json'), JSON.stringify(config));

  writeProbe(
    'apps/web/app/features/admin-offers/components/other-feature.ts',
    "import { a } from '../../admin-vendors/hooks/use-a.ts';\nexport const b = a;\n",
  );
  writeProbe(
    'apps/web/app/features/admin-offers/other-feature-via-app.ts',
    "import { a } from '../../features/vendor-promotions/a.ts';\nexport const b = a;\n",
  );
  writeProbe(
    'apps/web/app/features/admin-offers/components/allowed.ts',
    [
      "import { a } from '../hooks/use-a.ts';",
      "import { b } from './b.ts';",
      "import { c } from '../../../lib/c.ts';",
      "import { d } from '../../../entities/promotion/d.ts';",
      'export const e = [a, b, c, d];',
      '',
    ].join('\n'),
  );
  writeProbe(
    'apps/web/app/entities/promotion/feature-from-entity.ts',
    "import { a } from '../../features/vendor-promotions/a.ts';\nexport const b = a;\n",
  );
  writeProbe(
    'apps/web/app/features/contact/components/island-registry.ts',
    "import { loadIsland } from '../../../islands/registry.ts';\nexport const b = loadIsland;\n",
  );
  writeProbe(
    'apps/web/app/features/contact/island-wrapper.tsx',
    "import { Island } from '../../islands/island.tsx';\nexport const b = Island;\n",
  );
  writeProbe(
    'apps/web/app/lib/island-from-lib.ts',
    "import { Island } from '../islands/island.tsx';\nexport const b = Island;\n",
  );
  writeProbe(
    'apps/web/app/islands/island.tsx',
    "import { a } from '../features/contact/a.ts';\nexport const b = a;\n",
  );
  writeProbe('apps/api/src/modules/offers/reads-env.ts', 'export const port = process.env.PORT;\n');
  writeProbe('apps/api/src/env.ts', 'export const port = process.env.PORT;\n');
  writeProbe('apps/web/app/ui/ChoiceCards.tsx', 'export const a = 1;\n');

  // Biome exits 1 when it finds something; the JSON report is on stdout either way.
  let report = '';
  try {
    report = execFileSync(biome, ['lint', '--reporter=json', '.'], {
      cwd: probeRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    report = (error as { stdout: string }).stdout;
  }
  findings = JSON.parse(report).diagnostics;
}, 60_000);

afterAll(() => rmSync(probeRoot, { recursive: true, force: true }));

describe('lint boundaries', () => {
  it('refuses a feature importing another feature, by either path', () => {
    expect(rulesOn('apps/web/app/features/admin-offers/components/other-feature.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
    expect(rulesOn('apps/web/app/features/admin-offers/other-feature-via-app.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('lets a feature import its own files and the layers below it', () => {
    expect(rulesOn('apps/web/app/features/admin-offers/components/allowed.ts')).toEqual([]);
  });

  it('refuses a shared layer importing a feature', () => {
    expect(rulesOn('apps/web/app/entities/promotion/feature-from-entity.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
  });

  it('lets a feature import the <Island> wrapper and nothing else of app/islands (decision 075)', () => {
    expect(rulesOn('apps/web/app/features/contact/components/island-registry.ts')).toEqual([
      'lint/style/noRestrictedImports',
    ]);
    expect(rulesOn('apps/web/app/features/contact/island-wrapper.tsx')).toEqual([]);
  });

  it('refuses a shared layer importing app/islands, and the wrapper importing a feature', () => {
    expect(rulesOn('apps/web/app/lib/island-from-lib.ts')).toEqual(['lint/style/noRestrictedImports']);
    expect(rulesOn('apps/web/app/islands/island.tsx')).toEqual(['lint/style/noRestrictedImports']);
  });

  it('refuses process.env outside apps/api/src/env.ts', () => {
    expect(rulesOn('apps/api/src/modules/offers/reads-env.ts')).toEqual(['lint/style/noProcessEnv']);
    expect(rulesOn('apps/api/src/env.ts')).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', () => {
    expect(rulesOn('apps/web/app/ui/ChoiceCards.tsx')).toEqual(['lint/style/useFilenamingConvention']);
  });
});
