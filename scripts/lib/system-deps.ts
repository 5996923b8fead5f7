/**
 * What `npm test` needs from the machine besides npm packages: Debian's
 * Chromium (Playwright drives it; it never downloads a browser) and Debian's
 * nginx with its brotli_static module (the hosting tests serve out/ through
 * it). The preflight (scripts/preflight.mts) checks them before five minutes
 * of typecheck, lint, unit tests and build, not after.
 *
 * Pure logic here; the probe of the file system and the install are the
 * CLI's.
 */

export interface Requirement {
  /** What the user reads: 'Chromium'. */
  name: string;
  /** The files that satisfy it; the first that exists wins. */
  candidates: readonly string[];
  /** Debian packages that provide it. */
  packages: readonly string[];
  /** The variable that names another copy, offered when apt-get is not an option. */
  variable: string;
  /** Set when the variable chose the file: then apt-get cannot help, only the variable can. */
  chosen?: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The machine's requirements, honouring the variables the test tools read (scripts/lib/chromium.mjs, scripts/lib/nginx.mjs). */
export function requirements(env: Env): Requirement[] {
  const list: Requirement[] = [
    {
      name: 'Chromium',
      candidates: env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : ['/usr/bin/chromium'],
      packages: ['chromium', 'fonts-dejavu-core'],
      variable: 'CHROMIUM_PATH',
      chosen: env.CHROMIUM_PATH || undefined,
    },
    {
      name: 'nginx',
      candidates: env.NGINX_PATH ? [env.NGINX_PATH] : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'],
      packages: ['nginx'],
      variable: 'NGINX_PATH',
      chosen: env.NGINX_PATH || undefined,
    },
  ];
  // The Brotli module is Debian's; an nginx named by NGINX_PATH, or NGINX_BROTLI_MODULE set (empty runs without), is the user's choice.
  if (!env.NGINX_PATH && env.NGINX_BROTLI_MODULE === undefined) {
    list.push({
      name: "nginx's brotli_static module",
      candidates: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
      packages: ['libnginx-mod-http-brotli-static'],
      variable: 'NGINX_BROTLI_MODULE',
    });
  }
  return list;
}

export interface Machine {
  exists: (file: string) => boolean;
  isRoot: boolean;
  /** Debian (or a derivative) with apt-get on the path. */
  hasApt: boolean;
}

export type Verdict =
  | { action: 'ready' }
  | { action: 'install'; missing: string[]; packages: string[] }
  | { action: 'stop'; missing: string[]; message: string };

/** Ready, install (root on Debian, as .ci/run's machine is), or stop at once with the one command to run. */
export function preflight(reqs: readonly Requirement[], machine: Machine): Verdict {
  const absent = reqs.filter((req) => !req.candidates.some(machine.exists));
  if (absent.length === 0) return { action: 'ready' };
  const missing = absent.map((req) => req.name);
  const misnamed = absent.filter((req) => req.chosen);
  if (misnamed.length > 0) {
    const message = misnamed.map((req) => `${req.variable}=${req.chosen} names no file: point it at ${req.name}, or unset it to use Debian's.`);
    return { action: 'stop', missing, message: message.join('\n') };
  }
  const packages = [...new Set(absent.flatMap((req) => req.packages))];
  if (machine.hasApt && machine.isRoot) return { action: 'install', missing, packages };
  const lines = [`npm test needs ${listOf(missing)}, which this machine lacks.`];
  if (machine.hasApt) lines.push(`Run: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`);
  else {
    const variables = absent.map((req) => `${req.variable}=<path>`).join(' ');
    lines.push(`Install ${listOf(missing)}, then run: ${variables} npm test`);
  }
  return { action: 'stop', missing, message: lines.join('\n') };
}

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
