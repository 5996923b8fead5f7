/**
 * `npm run bench:interactions`: how long each interaction on a family
 * landing takes to show its result, with the CPU slowed four times as on a
 * mid-range phone. Each interaction is repeated; the figure is the Event
 * Timing API's duration (from the input to the next paint, what INP
 * counts), worst and median of the rounds. For filtering and sorting it
 * also prints the update's p95: how long the page takes to work out the
 * result set and rewrite the table and cards, from the first handler's
 * start to the last change to the table, cards and count (React's render
 * and commit, the deferred one included; the target: under 50 ms).
 * The rest of the duration is the browser's style, layout and paint.
 *
 *   npm run bench:interactions                       this build's out/
 *   npm run bench:interactions -- --baseline <dir>   beside another export (the site before the guide)
 *   npm run bench:interactions -- --out <dir>        another export (bench:scale --keep's 50x build)
 *   npm run bench:interactions -- --rounds 9
 *   BENCH_DEBUG=1 npm run bench:interactions          every round's figures too
 *
 * An interaction the page does not offer (a baseline without the guide) prints "—".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startStaticServer } from '../lib/static-server.mjs';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const OUT = path.resolve(option('--out') ?? 'out');
const BASELINE = option('--baseline') ?? null;
const ROUNDS = Number(option('--rounds') ?? '15');
const CPU_SLOWDOWN = 4;
/** The targets: every interaction's INP, and filtering or sorting at p95. */
const INP_TARGET_MS = 100;
const UPDATE_P95_TARGET_MS = 50;

if (!existsSync(path.join(OUT, 'deviser.html'))) {
  console.error(`bench:interactions: no export at ${OUT}; run npm run build first`);
  process.exit(1);
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

/**
 * The interactions, each a page and a step that performs one interaction
 * and undoes it when needed, so every round starts from the same view.
 * `offered` says whether the page has the control (the baseline may not).
 */
/** An interaction: where it happens and how to perform it; an `update` re-renders the result set. */
interface Interaction {
  name: string;
  page: string;
  kind?: 'update';
  prepare?: (page: Page) => Promise<void>;
  offered: (page: Page) => Promise<number>;
  act: (page: Page, round: number) => Promise<void>;
}

/** An Event Timing entry as the page keeps it. */
interface TimedEvent {
  duration: number;
  start: number;
  processed: number;
}

/** What observe() leaves on the page's window. */
declare global {
  interface Window {
    __events: TimedEvent[];
    __mutations: number[];
  }
}

const interactions: Interaction[] = [
  {
    name: 'tab switch (/deviser)',
    page: '/deviser',
    offered: (page) => page.getByRole('tab', { name: /Single Mode OTDR/ }).count(),
    act: async (page, round) => page.getByRole('tab', { name: round % 2 === 0 ? /Single Mode OTDR/ : /Deviser Product/ }).click(),
  },
  {
    name: 'compare toggle (/lumora-pon)',
    page: '/lumora-pon',
    offered: (page) => page.locator('[data-product="op-100p16g"]').getByRole('button', { name: /^Compare/ }).count(),
    act: async (page) => page.locator('[data-product="op-100p16g"]').getByRole('button', { name: /^Compare/ }).click(),
  },
  {
    name: 'filter: tick a value (/deviser)',
    page: '/deviser',
    kind: 'update',
    prepare: openFilters,
    offered: (page) => page.getByText('Filter models', { exact: true }).count(),
    act: async (page) => page.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: /^OTDR/ }).click(),
  },
  {
    name: 'filter: type a figure (/deviser)',
    page: '/deviser',
    kind: 'update',
    prepare: openFilters,
    offered: (page) => page.getByText('Filter models', { exact: true }).count(),
    act: async (page, round) => {
      const box = page.getByRole('group', { name: 'Dynamic range at 1310 nm' }).getByRole('spinbutton', { name: /At least/ });
      await box.focus();
      await page.keyboard.press(round % 2 === 0 ? '4' : 'Backspace');
    },
  },
  {
    name: 'sort by a column (/deviser)',
    page: '/deviser',
    kind: 'update',
    offered: (page) => page.getByRole('columnheader', { name: /^Weight/ }).count(),
    act: async (page) => page.getByRole('columnheader', { name: /^Weight/ }).getByRole('button').click(),
  },
  {
    name: 'clear filters (/deviser)',
    page: '/deviser?inService=1',
    kind: 'update',
    offered: (page) => page.getByRole('button', { name: 'Clear filters' }).count(),
    act: async (page, round) => {
      if (round % 2 === 0) await page.getByRole('button', { name: 'Clear filters' }).click();
      else await page.goBack();
    },
  },
];

async function openFilters(page: Page): Promise<void> {
  await page.getByText('Filter models', { exact: true }).click();
  await page.getByRole('group', { name: 'Type' }).waitFor();
}

/**
 * Event Timing entries of the page's interactions since it loaded, and the
 * time of each change to the catalogue's table, cards and count: the
 * controls answer in the interaction's own frame and the result set may
 * follow in a later render, so the update ends at the last change, not
 * with the handlers.
 */
async function observe(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__events = [];
    window.__mutations = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (e.interactionId) window.__events.push({ duration: e.duration, start: e.processingStart, processed: e.processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    const root = document.querySelector('[data-eager]');
    if (root) new MutationObserver(() => window.__mutations.push(performance.now())).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

interface Measured {
  durations: number[];
  updates: number[];
}

async function measure(browser: Browser, origin: string, interaction: Interaction): Promise<Measured | null> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.route((url) => url.origin !== origin, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${origin}${interaction.page}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForFunction(() => !document.querySelector('[data-eager]:not([data-island="live"])'));
  if ((await interaction.offered(page)) === 0) {
    await context.close();
    return null;
  }
  if (interaction.prepare) await interaction.prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await observe(page);
  const durations: number[] = [];
  const updates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = await page.evaluate(() => [window.__events.length, window.__mutations.length]);
    await interaction.act(page, round);
    // Let the interaction and any deferred render paint, and their entries arrive.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    const { events, mutations } = await page.evaluate(([e, m]) => ({ events: window.__events.slice(e), mutations: window.__mutations.slice(m) }), before);
    // An interaction under the 16 ms threshold leaves no entry: it counts as 16.
    durations.push(Math.max(16, ...events.map((e) => e.duration)));
    if (events.length > 0) {
      const start = Math.min(...events.map((e) => e.start));
      updates.push(Math.max(...events.map((e) => e.processed), ...mutations) - start);
    }
  }
  await context.close();
  if (process.env.BENCH_DEBUG) console.error(interaction.name, durations.map(Math.round).join(' '), '|', updates.map(Math.round).join(' '));
  return { durations, updates };
}

async function run(dir: string, browser: Browser): Promise<Map<string, Measured | null>> {
  const server = await startStaticServer(dir);
  const results = new Map<string, Measured | null>();
  try {
    for (const interaction of interactions) results.set(interaction.name, await measure(browser, server.origin, interaction));
  } finally {
    server.stop();
  }
  return results;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
let current = new Map<string, Measured | null>();
let baseline: Map<string, Measured | null> | null = null;
try {
  current = await run(OUT, browser);
  if (BASELINE) baseline = await run(path.resolve(BASELINE), browser);
} finally {
  await browser.close();
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
const header = ['interaction', 'worst', 'median', 'p95', 'update p95', ...(baseline ? ['baseline worst', 'baseline median'] : [])];
const rows = interactions.map((i) => {
  const d = current.get(i.name)?.durations;
  const u = current.get(i.name)?.updates;
  const b = baseline?.get(i.name)?.durations;
  const update = i.kind === 'update' && d;
  return [
    i.name,
    ms(d ? Math.max(...d) : NaN),
    ms(d ? quantile(d, 0.5) : NaN),
    update ? ms(quantile(d, 0.95)) : '',
    update && u ? ms(quantile(u, 0.95)) : '',
    ...(baseline ? [ms(b ? Math.max(...b) : NaN), ms(b ? quantile(b, 0.5) : NaN)] : []),
  ];
});
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
const line = (cells: readonly string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
console.log(`bench:interactions: ${OUT}, CPU slowed ${CPU_SLOWDOWN}x, ${ROUNDS} rounds each`);
console.log('worst, median, p95: Event Timing duration, input to next paint (what INP counts); update p95: from the first handler to the last change to the table, cards and count');
console.log(line(header));
for (const r of rows) console.log(line(r));
const inpOver = interactions.filter((i) => Math.max(...(current.get(i.name)?.durations ?? [])) > INP_TARGET_MS);
const updateOver = interactions.filter((i) => i.kind === 'update' && quantile(current.get(i.name)?.updates ?? [], 0.95) > UPDATE_P95_TARGET_MS);
console.log(
  inpOver.length === 0 ? `INP: every interaction within ${INP_TARGET_MS} ms` : `INP over ${INP_TARGET_MS} ms: ${inpOver.map((i) => i.name).join(', ')}`,
);
console.log(
  updateOver.length === 0
    ? `update: filtering and sorting within ${UPDATE_P95_TARGET_MS} ms at p95`
    : `update over ${UPDATE_P95_TARGET_MS} ms at p95: ${updateOver.map((i) => i.name).join(', ')}`,
);
