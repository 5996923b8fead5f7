/**
 * What the hosts accept. A generated file over a limit fails the build; the
 * host would otherwise drop rules silently.
 */
export const HOST_LIMITS = {
  /** Cloudflare Pages: static (no splat or placeholder) redirects per project. */
  staticRedirects: 2000,
  /** Cloudflare Pages: characters in one redirect line. */
  redirectLineLength: 1000,
  /** Cloudflare Pages: rules in a _headers file. */
  headerRules: 100,
  /** Cloudflare Pages: characters in one _headers line. */
  headerLineLength: 2000,
  /** CloudFront Functions: bytes of function code. */
  cloudFrontFunctionBytes: 10_240,
} as const;

/**
 * Characters a route may use to appear verbatim in every host's rule syntax
 * (whitespace splits _redirects lines; `:`, `*`, `(`, `+` and `?` are
 * patterns to serve and Cloudflare).
 */
export const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*$/;

export function assertPlainPath(path: string): void {
  if (!PLAIN_PATH.test(path)) throw new Error(`path ${path} has characters the host rule formats would read as patterns`);
}
