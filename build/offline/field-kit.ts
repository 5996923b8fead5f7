/**
 * The field kit's list (out/field-kit.json, FieldKitManifest) from the
 * exported files: each group of lib/offline/groups.ts with its pages, what
 * each page loads after its HTML (pageAssets), its datasheets and data, and
 * for the tutorials the videos and posters the pages play. Each file is
 * listed once with its size and a hash of its content; the version hashes
 * them all with the groups. Reading out/ is the caller's (`ExportReader`),
 * so fixtures can stand in for it.
 */
import { createHash } from 'node:crypto';
import { isTwin } from '@/lib/hosting/precompress';
import type { FieldKitPlan, KitEntry, KitGroupPlan } from '@/lib/offline/groups';
import type { FieldKitManifest, KitFile, KitGroup } from '@/lib/offline/kit';
import { pageAssets, pageFile } from './page-assets';
import { countOf } from '@/content/count';

/** The export as the manifest reads it; paths are out/'s own ('devisor/AE1001.html'). */
export interface ExportReader {
  /** The file's size and revision, or null when the export has no such file. */
  file(outPath: string): KitFile | null;
  /** A file's text (a page, a chunk, a payload), or null when the export has no such file. */
  text(outPath: string): string | null;
}

/** Characters of the hex SHA-256 a revision keeps: a change is what matters, not collisions across a few hundred files. */
const REVISION_LENGTH = 12;

/** A short content hash: a saved file whose revision differs from the manifest's is out of date. */
export function revisionOf(content: Uint8Array | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, REVISION_LENGTH);
}

/** The videos and posters a page plays: a <video>'s poster and src, a <source>'s src, under /media/video/. */
const VIDEO_ATTRIBUTE = /\s(?:src|poster)="(\/media\/video\/[^"?#]+)"/g;

export function pageMedia(html: string): string[] {
  return [...new Set([...html.matchAll(VIDEO_ATTRIBUTE)].map((m) => m[1]!))];
}

/** The file in out/ behind a URL path: a page's HTML under its clean URL, anything else under its own name. */
function outPath(urlPath: string, kind: KitEntry['kind'] | 'asset'): string {
  return kind === 'page' ? pageFile(urlPath) : decodeURIComponent(urlPath.slice(1));
}

/** A URL the page names, as the kit keys it: its path alone (the worker matches the kit ignoring the query). */
const pathOnly = (url: string) => url.replace(/[?#].*$/, '');

export class FieldKitError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`field-kit.json: ${countOf(problems.length, { one: 'broken reference', other: 'broken references' })}\n${problems.join('\n')}`);
    this.name = 'FieldKitError';
  }
}

export function fieldKitManifest(plan: FieldKitPlan, reader: ExportReader, builtAt: string): FieldKitManifest {
  const files = new Map<string, KitFile>();
  const problems: string[] = [];

  /** Lists the file, or notes the problem; true when it exists. */
  const take = (urlPath: string, kind: KitEntry['kind'] | 'asset', problem: (file: string) => string): boolean => {
    if (files.has(urlPath)) return true;
    const file = outPath(urlPath, kind);
    const found = isTwin(file) ? null : reader.file(file);
    if (!found) {
      problems.push(problem(file));
      return false;
    }
    files.set(urlPath, found);
    return true;
  };

  const groupFiles = (group: KitGroupPlan): string[] => {
    const listed = new Set<string>();
    for (const entry of group.entries) {
      if (!take(entry.path, entry.kind, (file) => `${entry.owner}: ${entry.path} is not in out/ (no ${file})`)) continue;
      listed.add(entry.path);
      if (entry.kind !== 'page') continue;
      const html = reader.text(pageFile(entry.path)) ?? '';
      const loads = [...pageAssets(html, (href) => reader.text(decodeURIComponent(href.slice(1)))), ...(group.media ? pageMedia(html) : [])].map(pathOnly);
      for (const asset of loads) {
        if (take(asset, 'asset', (file) => `${entry.owner}: ${entry.path} loads ${asset}, which is not in out/ (no ${file})`)) listed.add(asset);
      }
    }
    return [...listed];
  };

  const groups: KitGroup[] = plan.groups.map((group) => ({ key: group.key, label: group.label, summary: group.summary, files: groupFiles(group) }));
  if (problems.length > 0) throw new FieldKitError([...new Set(problems)]);

  const everything: KitGroup = { ...plan.everything, files: [...new Set(groups.flatMap((g) => g.files))] };
  const sorted = Object.fromEntries([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const allGroups = [everything, ...groups];
  return { version: kitVersion(sorted, allGroups), builtAt, files: sorted, groups: allGroups };
}

/** Changes when any file's content, any group's list of files, or the set of groups changes; not for a reworded label. */
export function kitVersion(files: Readonly<Record<string, KitFile>>, groups: readonly KitGroup[]): string {
  const lines = [
    ...Object.entries(files).map(([path, file]) => `${path} ${file.revision}`),
    ...groups.map((g) => `${g.key}: ${g.files.join(' ')}`),
  ];
  return revisionOf(lines.join('\n'));
}

/** Each group's size, every file counted once within it, and the whole kit's, for the build's report. */
export function kitSizes(manifest: FieldKitManifest): { key: string; label: string; bytes: number; files: number }[] {
  return manifest.groups.map((g) => ({
    key: g.key,
    label: g.label,
    bytes: g.files.reduce((sum, f) => sum + manifest.files[f]!.bytes, 0),
    files: g.files.length,
  }));
}
