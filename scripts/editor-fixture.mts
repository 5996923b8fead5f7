/**
 * `npm run test:editor`: the editor's fixture (issue 40). In a temporary copy
 * of the repository it adds each product of tests/editor/fixtures.ts as
 * docs/content.md tells an editor to, `npm run new:product` and then the
 * product's own file, and the Careers page exactly as docs/content.md shows
 * it (its record and its route file), and changes nothing else. Then it runs
 * on the copy what an editor and CI run on the records: the content checks,
 * the type check, and every unit test that depends on a file the fixture
 * changed (Jest's --findRelatedTests). All must pass. A test that fails here
 * fails for every editor who adds a correct product or page: it pins today's
 * catalogue where it should check a rule computed from the records.
 *
 *   npm run test:editor              # the copy is removed afterwards, kept on a failure
 *   npm run test:editor -- --keep    # keep it either way, to look around
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFixtures, productFixtures } from '../tests/editor/fixtures';
import { productKeyFor } from './lib/new-product';

const root = process.cwd();
const keep = process.argv.includes('--keep');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

class StepFailed extends Error {}

/** Runs a command in the copy with its output shown; throws naming the step when it fails. */
function run(cwd: string, step: string, command: string, args: readonly string[]): void {
  const started = performance.now();
  console.log(`\ntest:editor: ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new StepFailed(step);
  console.log(`test:editor: ${step} passed (${seconds(started)})`);
}

/**
 * The repository as git sees it, working tree included (tracked and
 * untracked files, not the ignored ones), with node_modules linked, not
 * copied. The type checker's incremental state is copied where there is
 * one, so it checks again only what the fixture touches.
 */
function copyRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'lumora-editor-fixture-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`test:editor: git ls-files failed: ${listed.stderr}`);
  const files = [...listed.stdout.split('\0').filter(Boolean), 'tsconfig.tsbuildinfo', 'tsconfig.scripts.tsbuildinfo'];
  for (const file of files) {
    // A file deleted in the working tree is still listed; the copy has it deleted too.
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Adds each product as an editor does; returns the files that changed, relative to the copy. */
function addProducts(copy: string): string[] {
  const changed = new Set<string>();
  for (const fixture of productFixtures) {
    const key = productKeyFor(fixture.model);
    const dir = `content/catalogue/${fixture.family}`;
    run(copy, `new:product ${fixture.model}`, 'npm', ['run', '--silent', 'new:product', '--', fixture.family, fixture.model, '--like', fixture.like]);
    writeFileSync(path.join(copy, dir, `${key}.ts`), readFileSync(path.join(root, fixture.file), 'utf8'));
    for (const file of ['content/catalogue/keys.ts', `${dir}/index.ts`, `${dir}/${key}.ts`, ...(fixture.family === 'fiber' ? [`${dir}/shared.ts`] : [])]) changed.add(file);
  }
  return [...changed];
}

function main(): number {
  const started = performance.now();
  const copy = copyRepository();
  const added = [...productFixtures.map((f) => f.model), ...pageFixtures.map((f) => f.name)].join(', ');
  console.log(`test:editor: a copy of the repository in ${copy}; adding ${added}`);
  let passed = false;
  try {
    const changed = [...addProducts(copy), ...pageFixtures.flatMap((page) => page.add(copy))];
    run(copy, 'content checks', 'npm', ['run', '--silent', 'check:content']);
    run(copy, 'type check', 'npm', ['run', '--silent', 'typecheck']);
    // The fixture is about what the tests demand of the records, not their speed: a loaded machine gets more time.
    run(copy, 'unit tests', path.join(copy, 'node_modules', '.bin', 'jest'), ['--ci', '--testTimeout=30000', '--findRelatedTests', ...changed]);
    passed = true;
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    console.error(
      [
        `\ntest:editor: the ${error.message} failed on a copy of the records with ${added} added as an editor adds them (${copy}).`,
        'A test that fails here fails for every editor who adds a correct product or page: make it check a rule computed from the records',
        '(every OTDR the planner proposes meets the range, every page has its route), or hold the spec’s fixed facts for the products the spec',
        'names only. A budget that fails grows with the catalogue: see its message. If a fixture itself is wrong, fix it in tests/editor/.',
      ].join('\n'),
    );
    return 1;
  } finally {
    if (passed && !keep) rmSync(copy, { recursive: true, force: true });
  }
  console.log(`\ntest:editor: ${added} added with no test edited; checks, type check and related unit tests pass (${seconds(started)})`);
  return 0;
}

process.exitCode = main();
