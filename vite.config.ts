import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server
 * sends compressed files without compressing on each request (serveStatic `precompressed`).
 */

const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kidventure-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's renderer (dist/server) is read from disk by Node, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The page's first script (boot.ts) is fetched at low priority: a page the server rendered is
 * painted first (decision 029), and its stylesheet and images come before any script.
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'kidventure-low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The server's renderer needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), lowPriorityEntry(), precompress()],
  // The server's renderer carries its own production React and libraries: `npm start` runs
  // without NODE_ENV, which would load React's slower development build from node_modules.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    // Common chunks under 4 KB (an icon, a query's keys) are copied into the chunks that use
    // them instead of being files of their own: an activity's page loaded 95 scripts, and each
    // one is a request, a compile and a module to link on the phone's main thread (decision 067).
    // Rolldown keeps one state per module across the copies.
    ...(!isSsrBuild && {
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4 * 1024 } } },
      },
    }),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/map-tiles': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
}));
