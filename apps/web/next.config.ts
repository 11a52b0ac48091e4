import path from 'node:path';
import type { NextConfig } from 'next';

// The app imports schemas/, runtime/ and blocks/ from the repository root.
const repositoryRoot = path.resolve(process.cwd());

const nextConfig: NextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // PGlite ships WebAssembly and data files it finds next to itself at run time. nodemailer runs only in the
  // server's lead delivery worker: loaded from node_modules as it ships, like the database drivers, not rebundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  // `npm test` type-checks the whole repository once with tsc; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // `SOURCE_MAPS=1 npm run build` publishes the browser code's source maps, which `npm run bench:main-thread` reads; never for a deployment.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  // forbidden(): the editor answers another dealer's site with a real 403 page, not a 200 that says no.
  // The proxy reads every request's body, and a picture upload is the largest there is: MEDIA_UPLOAD_BODY_MAX_BYTES
  // (runtime/server/media/media-limits.ts), written out because Next loads this file on its own; tests/upload-limits.test.ts holds them equal.
  experimental: { authInterrupts: true, proxyClientMaxBodySize: 10_064_000 },
};

export default nextConfig;
