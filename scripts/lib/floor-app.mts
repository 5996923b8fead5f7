/**
 * The floor for `npm run bench:lighthouse`: the smallest Next.js static
 * export there is (one page of text), built with the site's own Next, React
 * and React DOM. Nothing of it is kept in the repository but this writer: it
 * goes into a temp folder whose node_modules links to the project's, so the
 * versions are the site's and nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The three files of the floor app: config, root layout, one page. */
export const FLOOR_FILES: Readonly<Record<string, string>> = {
  // The temp folder sits outside the project, and its node_modules links back
  // into it: Turbopack only follows links within its root, so the root is '/'.
  'next.config.mjs': `export default { output: 'export', turbopack: { root: '/' } };\n`,
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'The smallest Next.js static export.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>One page of text: what every statically exported Next.js page costs before it holds anything of its own.</p>
    </main>
  );
}
`,
};

function run(command: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/**
 * Writes the floor app into a new temp folder and builds it. Returns the
 * export folder, the Next version and `remove()`, which deletes the folder.
 */
export interface FloorApp {
  out: string;
  nextVersion: string;
  remove(): Promise<void>;
}

export async function buildFloorApp(): Promise<FloorApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'next-floor-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'next-floor', private: true }) + '\n');
    for (const [name, text] of Object.entries(FLOOR_FILES)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    await run(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], dir);
    const { version } = JSON.parse(await readFile(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string };
    return { out: path.join(dir, 'out'), nextVersion: version, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
