/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Every route becomes `/path.html`; `serve` and most CDNs map clean URLs to it.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
