export declare const OUT_DIR: string;
/** A precompressed twin ('/index.html.br'), as lib/hosting/precompress.ts's isTwin knows it. */
export declare const TWIN_FILE: RegExp;
export declare function exportFiles(options?: { dir?: string; twins?: boolean }): Promise<string[]>;
