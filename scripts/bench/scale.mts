/**
 * `npm run bench:scale -- --factor 10` (or 50): what the build and search
 * cost as the catalogue grows. Copies the project into a temp folder, patches
 * that copy's content/catalogue/index.ts to serve the catalogue `factor`
 * times over (scripts/lib/scale-catalogue.ts: the real records cloned under
 * new keys, routes and model numbers; content/ here is never touched), runs
 * the full `npm run build` there from cold (drawings, share pictures,
 * datasheets and all), and measures the export.
 *
 * Each factor's figures are kept in .cache/bench-scale.json with the commit
 * they were built from; the table shows every factor measured at this commit,
 * and a 1x run is made first when there is none, because every page's HTML is
 * compared with its 1x size: no page may grow with the catalogue but its own
 * family's landing. Options: --factor n (default 10), --keep (leave the temp
 * copy for a look).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getFamilies } from '@/content/catalogue';
import { paths } from '@/content/paths';
import { createSearchEngine, createSuggestEngine } from '@/lib/search/engine';
import { treeRss } from '../lib/process-memory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(root, '.cache', 'bench-scale.json');
/** Left out of the copy: dependencies (linked instead), build output, caches and everything a build writes. */
const NOT_COPIED = new Set(['node_modules', '.next', 'out', '.git', '.cache', 'test-results', 'playwright-report', 'coverage', 'public/og', 'public/illustrations']);
/** A page "grows with the catalogue" when its gzipped HTML gains more than this over its 1x size. */
const GROWTH_TOLERANCE = 512;
/** Targets at 50x, from issue 17. */
const FIRST_KEYSTROKE_BUDGET = 80 * 1024;
const P95_QUERY_MS = 5;

const args = process.argv.slice(2);
const flag = (name: string) => args.indexOf(name);
const factor = flag('--factor') >= 0 ? Number(args[flag('--factor') + 1]) : 10;
const keep = args.includes('--keep');
if (!Number.isInteger(factor) || factor < 1) {
  console.error('bench:scale: --factor takes a whole number of at least 1');
  process.exit(1);
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const median = (values: readonly number[]) => quantile(values, 0.5);
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
const revision = dirty ? `${commit}+changes` : commit;

/** Copies the project into a temp folder and makes its catalogue `n` times as large. */
async function scaledCopy(n: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `lumora-scale-${n}x-`));
  await cp(root, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(root, source).split(path.sep).join('/')),
  });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The copy's node_modules links back into this project, outside the copy: Turbopack follows links only within its root.
  const configFile = path.join(dir, 'next.config.mjs');
  const config = await readFile(configFile, 'utf8');
  if (!config.includes('export default nextConfig;')) throw new Error('next.config.mjs no longer ends in `export default nextConfig;`; update scripts/bench/scale.mts');
  await writeFile(configFile, config.replace('export default nextConfig;', "nextConfig.turbopack = { ...nextConfig.turbopack, root: '/' };\nexport default nextConfig;"));
  // The export's host limits (the CloudFront Function's 10 KB, redirect and header rule counts) fail the
  // real build; in the copy they are printed instead, so a catalogue that outgrows them is still measured,
  // and the table's verdicts carry what was missed.
  const hostingFile = path.join(dir, 'scripts', 'postbuild', '20-hosting.mts');
  const hosting = await readFile(hostingFile, 'utf8');
  const enforce = "if (problems.length > 0) throw new Error(problems.join('\\n'));";
  if (!hosting.includes(enforce)) throw new Error('scripts/postbuild/20-hosting.mts no longer throws on `problems` in one statement; update scripts/bench/scale.mts');
  await writeFile(hostingFile, hosting.replace(enforce, "for (const problem of problems) console.log(`host limit missed: ${problem}`);"));
  // The content checks stop a real build on an editor's mistake. The clones repeat the real records'
  // sentences and are not in content/catalogue/keys.ts by design, so in the copy the checks run and
  // their problems are counted, not enforced.
  const contentFile = path.join(dir, 'scripts', 'steps', '00-content.mts');
  const contentStep = await readFile(contentFile, 'utf8');
  const stop = "process.stderr.write((error as { stderr?: Buffer | string }).stderr?.toString() ?? '');\n    throw new Error('content checks failed: the lines above say what to fix');";
  if (!contentStep.includes(stop)) throw new Error('scripts/steps/00-content.mts no longer fails in two statements; update scripts/bench/scale.mts');
  await writeFile(
    contentFile,
    contentStep.replace(stop, "return `synthetic catalogue: ${((error as { stderr?: Buffer | string }).stderr?.toString() ?? '').split('\\n').filter(Boolean).length} problem lines not enforced`;"),
  );
  const indexFile = path.join(dir, 'content', 'catalogue', 'index.ts');
  const source = await readFile(indexFile, 'utf8');
  const line = /const products: readonly Product\[\] = (familyOrder\.flatMap\([^;]+\));/;
  if (!line.test(source)) throw new Error('content/catalogue/index.ts no longer builds `products` in one statement; update scripts/bench/scale.mts');
  await writeFile(
    indexFile,
    `import { scaleProducts } from '@/scripts/lib/scale-catalogue';\n` +
      source.replace(line, (_, expr: string) => `const products: readonly Product[] = scaleProducts(${expr}, ${n});`),
  );
  return dir;
}


interface BuildRun {
  seconds: number;
  peakBytes: number;
  /** Seconds by step, 'prebuild 10-images' and the like. */
  steps: Record<string, number>;
  hostProblems: string[];
}

/** Runs `npm run build` in `dir`; returns seconds, peak memory of the whole process tree, and the build's step timings. */
function build(dir: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SOURCE_DATE_EPOCH: process.env.SOURCE_DATE_EPOCH ?? '1767225600' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    let peak = 0;
    const sampler = setInterval(() => {
      if (child.pid !== undefined) treeRss(child.pid).then((bytes) => (peak = Math.max(peak, bytes)), () => {});
    }, 500);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`build in ${dir} failed (${code}):\n${output.split('\n').slice(-30).join('\n')}`));
      const hostProblems = [...output.matchAll(/^host limit missed: (.*)$/gm)].map((m) => m[1] ?? '');
      const steps: Record<string, number> = {};
      for (const m of output.matchAll(/^(prebuild|postbuild) (\S+?)(?:\.m[jt]s)?: .*\((\d+) ms\)$/gm)) steps[`${m[1]} ${m[2]}`] = Number(m[3]) / 1000;
      resolve({ seconds, peakBytes: peak, steps, hostProblems });
    });
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out;
}

const QUERIES = ['op100p16g', 'OP-100P16G', '100p16', 'FC-8R', '82C+', 'AE3100', 'otdr', 'G.652D', 'splicer', 'ribbon fusion splicer', 'gpon olt', 'dual input edfa', 'cleavr', 'o', 'op', 'neo 12f', 'single mode otdr 1625 nm', 'kolkata', 'zzqx'];

/**
 * Search figures over the copy's export, stage by stage as the site loads them:
 * - the first keystroke loads the suggestion stage, /search-suggest.json, which
 *   the header box fetches on focus (the JS chunk not counted); the browser then
 *   indexes it, timed here as "suggest setup";
 * - a full results query on /search runs over /search-index.json and returns
 *   what the page lists (the count of all, the best RESULTS_SHOWN highlighted
 *   with excerpts): its median and p95 are the query times; the suggestions'
 *   own p95 is shown beside them.
 */
async function searchFigures(out: string, n: number) {
  const suggestRaw = await readFile(path.join(out, 'search-suggest.json'));
  const fullRaw = await readFile(path.join(out, 'search-index.json'));
  const suggestFile = JSON.parse(suggestRaw.toString('utf8')) as Parameters<typeof createSuggestEngine>[0];
  const setupStart = performance.now();
  const suggester = createSuggestEngine(suggestFile);
  const suggestSetupMs = performance.now() - setupStart;
  const engine = createSearchEngine(JSON.parse(fullRaw.toString('utf8')) as Parameters<typeof createSearchEngine>[0]);
  const queries = [...QUERIES, ...(n > 1 ? [`S1V-X${n}`, `op-100p16g-x${Math.ceil(n / 2)}`, `fc8r x${n}`] : [])];
  for (const q of queries) {
    engine.searchTop(q);
    suggester.suggest(q);
  }
  const times: number[] = [];
  const suggestTimes: number[] = [];
  for (let r = 0; r < 10; r += 1) {
    for (const q of queries) {
      const t0 = performance.now();
      engine.searchTop(q);
      const t1 = performance.now();
      suggester.suggest(q);
      times.push(t1 - t0);
      suggestTimes.push(performance.now() - t1);
    }
  }
  return {
    firstKeystrokeBytes: gz(suggestRaw),
    fullIndexBytes: gz(fullRaw),
    suggestSetupMs,
    queryMedianMs: median(times),
    queryP95Ms: quantile(times, 0.95),
    suggestP95Ms: quantile(suggestTimes, 0.95),
  };
}

/** One factor's figures, as .cache/bench-scale.json keeps them. */
interface ScaleResult extends Awaited<ReturnType<typeof searchFigures>> {
  factor: number;
  revision: string;
  products: number;
  pages: number;
  datasheets: number;
  seconds: number;
  steps: Record<string, number>;
  hostProblems: string[];
  peakBytes: number;
  outBytes: number;
  /** Gzipped bytes of each page's HTML, by path. */
  htmlSizes: Record<string, number>;
  loadAverage: number;
}

async function measure(n: number): Promise<ScaleResult> {
  console.log(`bench:scale ${n}x: copying the project and building it (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}) …`);
  const dir = await scaledCopy(n);
  try {
    const run = await build(dir);
    const out = path.join(dir, 'out');
    const files = await filesUnder(out);
    const htmlSizes: Record<string, number> = {};
    let outBytes = 0;
    for (const file of files) {
      outBytes += (await stat(file)).size;
      if (file.endsWith('.html')) htmlSizes[`/${path.relative(out, file).replace(/\.html$/, '')}`] = gz(await readFile(file));
    }
    const search = await searchFigures(out, n);
    const datasheets = files.filter((f) => f.endsWith('.pdf')).length;
    const result: ScaleResult = {
      factor: n,
      revision,
      products: Number((await readFile(path.join(out, 'search-index.json'), 'utf8')).match(/"kind":"product"/g)?.length ?? 0),
      pages: Object.keys(htmlSizes).length,
      datasheets,
      seconds: run.seconds,
      steps: run.steps,
      hostProblems: run.hostProblems,
      peakBytes: run.peakBytes,
      outBytes,
      ...search,
      htmlSizes,
      loadAverage: os.loadavg()[0] ?? 0,
    };
    console.log(`bench:scale ${n}x: ${result.pages} pages in ${run.seconds.toFixed(0)} s`);
    return result;
  } finally {
    if (keep) console.log(`bench:scale: the ${n}x copy stays in ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

async function loadResults(): Promise<Record<string, ScaleResult>> {
  try {
    return JSON.parse(await readFile(RESULTS, 'utf8')) as Record<string, ScaleResult>;
  } catch {
    return {};
  }
}

const results = Object.fromEntries(Object.entries(await loadResults()).filter(([, r]) => r.revision === revision));
for (const n of [...new Set([1, factor])]) {
  if (n === factor || !results[n]) results[n] = await measure(n);
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, JSON.stringify(results, null, 1));
}

const landings = new Set<string>(getFamilies().map((f) => paths[f.page]));
const base = results[1];
const top = results[factor];
if (base === undefined || top === undefined) throw new Error('bench:scale: a measured factor is missing from the results');

/** Pages whose gzipped HTML grew over its 1x size, landings apart. */
function growth(r: ScaleResult, base: ScaleResult) {
  let worst = { path: '—', bytes: 0 };
  let landingMax = 0;
  for (const [page, size] of Object.entries(base.htmlSizes)) {
    const now = r.htmlSizes[page];
    if (now === undefined) continue;
    const grown = now - size;
    if (landings.has(page)) landingMax = Math.max(landingMax, grown);
    else if (grown > worst.bytes) worst = { path: page, bytes: grown };
  }
  return { worst, landingMax };
}

const rows = Object.values(results).sort((a, b) => a.factor - b.factor);
const table = [
  ['factor', 'products', 'pages', 'build s', 'pages/s', 'out/', '1st key gz (suggest stage)', 'suggest setup', 'suggest p95', 'full index gz (/search)', 'query median', 'query p95', 'peak memory', 'largest HTML growth (not a landing)', 'landing growth'],
  ...rows.map((r) => {
    const g = growth(r, base);
    return [
      `${r.factor}x`,
      String(r.products),
      String(r.pages),
      r.seconds.toFixed(0),
      (r.pages / r.seconds).toFixed(1),
      mb(r.outBytes),
      kb(r.firstKeystrokeBytes),
      `${r.suggestSetupMs.toFixed(0)} ms`,
      `${r.suggestP95Ms.toFixed(2)} ms`,
      kb(r.fullIndexBytes),
      `${r.queryMedianMs.toFixed(2)} ms`,
      `${r.queryP95Ms.toFixed(2)} ms`,
      mb(r.peakBytes),
      r.factor === 1 ? '—' : `${g.worst.bytes > 0 ? `+${g.worst.bytes} B ${g.worst.path}` : 'none'}`,
      r.factor === 1 ? '—' : `+${kb(g.landingMax)}`,
    ];
  }),
];
const head = table[0] ?? [];
const widths = head.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]) => `| ${cells.map((c, i) => (i === 0 || i === 13 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
console.log(`\nbench:scale at ${revision} (${os.cpus().length} cores; full cold npm run build per factor)`);
console.log(line(head));
console.log(`|${widths.map((w, i) => (i === 0 || i === 13 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of table.slice(1)) console.log(line(row));

const stepNames = [...new Set(rows.flatMap((r) => Object.keys(r.steps)))];
console.log('\nwhere the build time goes (s): ' + rows.map((r) => `${r.factor}x ` + stepNames.map((s) => `${s.replace(/^(pre|post)build \d+-/, '')} ${r.steps[s]?.toFixed(1) ?? '—'}`).join(', ') + `, next build and the rest ${(r.seconds - Object.values(r.steps).reduce((a, b) => a + b, 0)).toFixed(1)}`).join('\n  '));

const verdicts: [text: string, ok: boolean][] = [];
if (factor > 1) {
  const perPage1 = base.seconds / base.pages;
  const perPageN = top.seconds / top.pages;
  verdicts.push([`build time at most linear (${(perPageN * 1000).toFixed(0)} ms a page at ${factor}x, ${(perPage1 * 1000).toFixed(0)} at 1x)`, perPageN <= perPage1 * 1.1]);
  const g = growth(top, base);
  verdicts.push([`no page's HTML grows but its family's landing (largest: ${g.worst.bytes} B gz, ${g.worst.path})`, g.worst.bytes <= GROWTH_TOLERANCE]);
}
verdicts.push([`first search keystroke loads <= ${kb(FIRST_KEYSTROKE_BUDGET)} gz (${kb(top.firstKeystrokeBytes)}, /search-suggest.json)`, top.firstKeystrokeBytes <= FIRST_KEYSTROKE_BUDGET]);
verdicts.push([`the export fits its hosts${top.hostProblems.length ? ` (${top.hostProblems.join('; ')})` : ''}`, top.hostProblems.length === 0]);
verdicts.push([`p95 query < ${P95_QUERY_MS} ms (full results ${top.queryP95Ms.toFixed(2)} ms, suggestions ${top.suggestP95Ms.toFixed(2)} ms)`, top.queryP95Ms < P95_QUERY_MS && top.suggestP95Ms < P95_QUERY_MS]);
console.log(`\nat ${factor}x:`);
for (const [text, ok] of verdicts) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
if (!existsSync(RESULTS)) process.exit(1);
process.exit(verdicts.every(([, ok]) => ok) ? 0 : 1);
