import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './build/form-validators-plugin.ts';

// The browser app. `npm run dev` proxies the API and the socket to the server on :3000;
// `npm run dev:mock` (mode "mock") answers them in the page instead (mocks/browser.ts, src/app/main.tsx).
const serverTarget = process.env.PORTSIDE_SERVER ?? 'http://127.0.0.1:3000';

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: which packages and source files each
 * chunk holds. tests/browser/login-bundle.test.ts reads it to prove what /login downloads (no
 * react-admin UI, no form engine, no screens); a minified chunk cannot say so by itself.
 */
function chunkModules(): Plugin {
  const nameOf = (moduleId: string) => {
    const id = moduleId.replace(/^\0/, '').replace(/\?.*$/, '');
    if (id.startsWith('virtual:')) return id;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    if (pkg) return pkg[1];
    const at = id.search(/\/(src|common)\//);
    return at >= 0 ? id.slice(at + 1) : id.replace(/^.*\//, '');
  };
  return {
    name: 'portside-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const used = Object.entries(item.modules).filter(([, module]) => module.renderedLength > 0);
        chunks[item.fileName] = [...new Set(used.map(([id]) => nameOf(id)))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), formValidators(), chunkModules()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Routes are code-split (docs/architecture.md); the manifest tells tests and bench/ which chunk is which.
    manifest: true,
    chunkSizeWarningLimit: 1000,
  },
  server: {
    port: 5173,
    // The offline demo answers /api in the page (mocks/browser.ts): nothing may reach a server.
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api': { target: serverTarget, ws: true, changeOrigin: false },
            '/websocket': { target: serverTarget, ws: true },
          },
  },
}));
