export declare const NGINX_CONF_DIR: string;
export declare function nginxBinary(): string;
/** The brotli_static module's path where installed, or null. */
export declare function brotliStaticModule(): string | null;
export interface RunningNginx {
  origin: string;
  pid: number;
  /** Whether it loaded the brotli_static module and serves the .br twins. */
  brotli: boolean;
  dir: string;
  stop(): Promise<void>;
  log(): Promise<string>;
}
export declare function startNginx(options?: {
  site?: string;
  port?: number;
  /** worker_processes: 1 (the default) or 'auto'. */
  workers?: number | 'auto';
  workerConnections?: number;
  /** The brotli_static module to load, or null for none (default: brotliStaticModule()). */
  brotli?: string | null;
}): Promise<RunningNginx>;
