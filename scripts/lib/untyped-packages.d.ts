/**
 * Types for the packages the scripts use that ship none: serve-handler and
 * compression (`npm start`, scripts/serve.mts) and autocannon
 * (bench:origin). Only what the scripts call is declared.
 */
declare module 'serve-handler' {
  import type { Stats } from 'node:fs';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** deploy/serve.json as written by the build (lib/hosting/serve-config.ts), plus the folder to serve. */
  export type ServeConfig = Record<string, unknown> & { public?: string; etag?: boolean };

  export interface ServeMethods {
    lstat?(path: string): Promise<Stats>;
  }

  export default function handler(request: IncomingMessage, response: ServerResponse, config?: ServeConfig, methods?: ServeMethods): Promise<void>;
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Express-style middleware that compresses what the response writes next. */
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}

declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
  }

  /** The figures bench:origin reads; latencies in milliseconds. */
  export interface AutocannonResult {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void): unknown;
}
