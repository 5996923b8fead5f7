/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTime, lastCommitDate, lastModified } from './last-modified';

describe('lastModified', () => {
  const source = { files: ['content/site.ts'], dates: [] };

  it('takes the last commit date of the sources', () => {
    const commit = new Date('2026-03-01T10:00:00Z');
    expect(lastModified(source, () => commit, () => new Date('2030-01-01'))).toEqual(commit);
  });

  it('falls back to the build time when git has no answer', () => {
    const now = new Date('2026-05-05T00:00:00Z');
    expect(lastModified(source, () => null, () => now)).toEqual(now);
  });

  it('prefers a record date newer than the commit', () => {
    const commit = new Date('2026-03-01T10:00:00Z');
    expect(lastModified({ files: source.files, dates: ['2026-04-02', '2025-01-01'] }, () => commit)).toEqual(new Date('2026-04-02T00:00:00Z'));
  });
});

describe('buildTime', () => {
  it('follows SOURCE_DATE_EPOCH, so two builds of one commit agree', () => {
    expect(buildTime({ SOURCE_DATE_EPOCH: '1767225600' })).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('is now without it', () => {
    const before = Date.now();
    expect(buildTime({}).getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('lastCommitDate', () => {
  let repo: string;
  const commitAt = (file: string, text: string, iso: string) => {
    writeFileSync(path.join(repo, file), text);
    const env = { ...process.env, GIT_AUTHOR_DATE: iso, GIT_COMMITTER_DATE: iso };
    execFileSync('git', ['add', file], { cwd: repo, env });
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', file], { cwd: repo, env });
  };

  beforeAll(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'last-modified-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commitAt('a.ts', 'one', '2026-02-03T04:05:06Z');
    commitAt('b.ts', 'two', '2026-03-04T05:06:07Z');
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('is the date of the last commit touching any of the files', () => {
    expect(lastCommitDate(['a.ts'], repo)).toEqual(new Date('2026-02-03T04:05:06Z'));
    expect(lastCommitDate(['a.ts', 'b.ts'], repo)).toEqual(new Date('2026-03-04T05:06:07Z'));
  });

  it('answers null for a file git does not track, or one edited since its commit', () => {
    expect(lastCommitDate(['no-such-file.ts'], repo)).toBeNull();
    writeFileSync(path.join(repo, 'b.ts'), 'changed');
    expect(lastCommitDate(['b.ts', 'a.ts'], repo)).toBeNull();
  });
});
