/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentFiles, contentModules } from './content-modules';
import { contentStrings } from './content-strings';
import { notationProblems } from './notation';

/** A project root in a temporary folder, with the content files given; removed after each test. */
let root = '';
function project(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'content-modules-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('content modules', () => {
  it('find a module nobody has listed anywhere, and check its words', () => {
    const at = project({
      'content/careers.ts': "export const careers = { lead: 'Splice G.652D fibre and test it with a 10mW locator.' };\n",
    });
    expect(contentFiles(at)).toEqual(['content/careers.ts']);
    const problems = notationProblems(contentStrings(contentModules(at)));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/careers\.ts › careers\.lead: "G\.652D" in .*: write "G\.652\.D"/),
      expect.stringMatching(/^content\/careers\.ts › careers\.lead: "10mW" in .*: write "10 mW"/),
    ]);
  });

  it('leave tests, test data and type declarations out', () => {
    const at = project({
      'content/careers.ts': 'export const careers = {};\n',
      'content/careers.test.ts': '',
      'content/careers.fixture.ts': '',
      'content/types.d.ts': '',
      'content/test-data/jobs.ts': '',
      'content/jobs/openings.ts': 'export const openings = [];\n',
    });
    expect(contentFiles(at)).toEqual(['content/careers.ts', 'content/jobs/openings.ts']);
  });

  it('read every product’s own file with the rest of the site’s modules', () => {
    const files = contentFiles();
    expect(files).toEqual(expect.arrayContaining(['content/site.ts', 'content/catalogue/deviser/index.ts', 'content/catalogue/deviser/vf10.ts']));
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });
});
