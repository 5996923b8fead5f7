export declare const NGINX_CONF_DIR: string;
export declare function nginxBinary(): string;
export interface RunningNginx {
  origin: string;
  pid: number;
  dir: string;
  stop(): Promise<void>;
  log(): Promise<string>;
}
export declare function startNginx(options?: { site?: string; port?: number }): Promise<RunningNginx>;
