/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstPaintPage } from './first-paint';
import { canaryMessage, leftoverNextCode, missingMarkers, nextVersion } from './next-markers';

/*
 * The canary: a page of the real export, as Next wrote it (captured from
 * .next/server/app/_not-found.html and cut down to its head and scripts),
 * must carry every marker the rewriting finds, and come out of it running
 * none of Next's code the stock way. The fixture is named by the Next version
 * it came from, so upgrading Next fails here first, with the way to go on.
 */
const version = nextVersion();
const fixtureFile = path.join(__dirname, 'fixtures', `next-${version.installed}-not-found.html`);
const fixture = () => readFileSync(fixtureFile, 'utf8');

const sources = {
  stylesheet: () => '.x{color:red}',
  icon: () => '<svg xmlns="http://www.w3.org/2000/svg"/>',
  image: () => new Uint8Array(),
  chunk: () => null,
  chunkWords: () => new Set<string>(),
};

describe(`the canary over Next ${version.installed}'s exported HTML`, () => {
  it('runs on the Next version package.json pins', () => {
    expect(version.installed).toBe(version.pinned);
  });

  it('has a page of that version’s export to check', () => {
    const hint = `no fixture for Next ${version.installed}: run STOCK_NEXT_OUTPUT=1 npm run build, then copy .next/server/app/_not-found.html to ${path.relative(process.cwd(), fixtureFile)}, cut down to its <head> and its scripts, and delete the old version's fixture`;
    expect(existsSync(fixtureFile) ? null : hint).toBeNull();
  });

  it('finds every marker the rewriting relies on in that page', () => {
    expect(canaryMessage('the fixture', fixture(), version)).toBeNull();
  });

  it('leaves none of Next’s code in that page running the stock way once rewritten', () => {
    const done = firstPaintPage(fixture(), sources);
    expect(done.flight).not.toBeNull();
    expect(done.chunks).toBeGreaterThan(0);
    expect(canaryMessage('the fixture', done.html, version, true)).toBeNull();
  });

  it('names the version, the missing marker and the way out when Next writes a tag differently', () => {
    const moved = fixture().replaceAll(' async=""></script>', ' defer=""></script>');
    expect(missingMarkers(moved)).toEqual(['async chunk <script src="/_next/static/…">']);
    expect(canaryMessage('/404.html', moved, version)).toBe(
      `Next ${version.installed}'s exported HTML (/404.html) no longer has the async chunk <script src="/_next/static/…"> that build/post-export rewrites; ` +
        'run STOCK_NEXT_OUTPUT=1 npm run build to build without the rewriting, then update build/post-export/first-paint.ts and its fixture (build/post-export/fixtures/) to the new output',
    );
  });

  it('catches a chunk script the rewriting passes over, which would run before its payload is in', () => {
    const html = fixture();
    const first = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/.exec(html)![0];
    const done = firstPaintPage(html.replace(first, first.replace(' async=""', ' async="" crossOrigin=""')), sources);
    expect(leftoverNextCode(done.html)).toEqual([expect.stringMatching(/^chunk script left in place: <script src="\/_next\/static\/.+crossOrigin/)]);
    expect(canaryMessage('/404.html', done.html, version, true)).toMatch(/^the rewriting left Next \S+'s code in \/404\.html running as Next wrote it/);
  });

  it('catches a payload script left inline', () => {
    expect(leftoverNextCode('<script>self.__next_f.push([2,"x"])</script>')).toEqual(['payload script left inline: self.__next_f.push([2,"x"])']);
  });

  it('names a lacking favicon link alone', () => {
    expect(missingMarkers(fixture().replace('<link rel="icon" href="/icon.svg', '<link rel="Icon" href="/icon.svg'))).toEqual(['SVG favicon link']);
  });
});
