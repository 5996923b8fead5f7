import 'server-only';
import { execFileSync } from 'node:child_process';
import { parseIsoDate } from '@/lib/format/dates';
import type { PageSource } from './sitemap';

/**
 * When a page's content last changed, for the sitemap: the newest of its
 * records' own dates and the last commit that touched its content modules.
 * Without git history (a tarball), or with uncommitted edits to those files,
 * the build time stands in; SOURCE_DATE_EPOCH pins it, as for the datasheets.
 */

export function buildTime(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}

const git = (args: readonly string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const commitDates = new Map<string, Date | null>();

/** The committer date of the last commit touching any of `files`, or null (no git, no history, or edited since). */
export function lastCommitDate(files: readonly string[], cwd: string = process.cwd()): Date | null {
  const key = `${cwd}\n${files.join('\n')}`;
  if (!commitDates.has(key)) {
    let date: Date | null = null;
    try {
      if (git(['status', '--porcelain', '--', ...files], cwd) === '') {
        const iso = git(['log', '-1', '--format=%cI', '--', ...files], cwd);
        date = iso === '' ? null : new Date(iso);
      }
    } catch {
      date = null;
    }
    commitDates.set(key, date);
  }
  return commitDates.get(key) ?? null;
}

export function lastModified(source: PageSource, commitDate: (files: readonly string[]) => Date | null = lastCommitDate, now: () => Date = buildTime): Date {
  const candidates = [commitDate(source.files) ?? now(), ...source.dates.map(parseIsoDate)];
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}
