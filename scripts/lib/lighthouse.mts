/**
 * Lighthouse from npm, driving Debian's Chromium: `runLighthouse(url, options)`
 * starts a headless Chromium on a free loopback port, audits one URL and
 * returns the Lighthouse result (LHR). Benchmarks build on it:
 * `npm run bench:seo` runs the SEO category; a performance benchmark passes
 * other categories and the form factor.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from './chromium.mjs';
import { freePort } from './ports.mjs';

/** How Chromium runs for an audit: headless, and quiet on the network beyond the page under test. */
export const LIGHTHOUSE_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** A headless Chromium with its DevTools port open; `close()` ends that process and removes its profile. */
export interface LighthouseChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts a LighthouseChromium. */
export async function launchChromium({ binary = chromiumPath(), flags = LIGHTHOUSE_CHROMIUM_FLAGS }: { binary?: string; flags?: readonly string[] } = {}): Promise<LighthouseChromium> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(binary, [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await Promise.race([exited, delay(5000)]);
    }
    await rm(profile, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, close };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await delay(100);
  }
  await close();
  throw new Error(`Chromium (${binary}) did not open its DevTools port`);
}

/**
 * Audits `url` and returns the LHR. Options: `categories` (Lighthouse category
 * ids, default all), `formFactor` ('mobile', Lighthouse's default throttled
 * phone, or 'desktop'), `chromium` (an object from launchChromium to reuse
 * across runs; one is started and closed otherwise).
 */
export interface LighthouseOptions {
  categories?: string[];
  formFactor?: 'mobile' | 'desktop';
  chromium?: LighthouseChromium;
}

export async function runLighthouse(url: string, { categories, formFactor = 'mobile', chromium }: LighthouseOptions = {}): Promise<Result> {
  const browser = chromium ?? (await launchChromium());
  try {
    const flags: Flags = { port: browser.port, logLevel: 'error', output: 'json', ...(categories ? { onlyCategories: categories } : {}) };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    if (!chromium) await browser.close();
  }
}

/** A category's score as Lighthouse shows it, 0–100, or null when it could not be scored. */
export function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** Audits of a category that did not pass: id, title and Lighthouse's explanation. */
export function failedAudits(lhr: Result, id: string): { id: string; title: string; explanation: string }[] {
  return (lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Result['audits'][string] => audit !== undefined && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, explanation: audit.explanation ?? '' }));
}
