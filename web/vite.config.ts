import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconSprite } from './build-tools/icon-sprite';
import { buildLocale, languageBuild } from './build-tools/language-build';
import { lightEndpoints } from './build-tools/light-endpoints';
import { pureSchemas } from './build-tools/pure-schemas';
import { shellChunk } from './build-tools/shell-chunk';

export default defineConfig({
  plugins: [
    languageBuild(buildLocale()),
    shellChunk(),
    tailwindcss(),
    iconSprite(),
    lightEndpoints(),
    pureSchemas(),
    reactRouter(),
  ],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Rollup's merging of small files is off: it merged a small file into one that other pages
        // load too, so those pages ran code they never needed (a product page's file carried the
        // cake picture it loads only on demand, and the listing's "more" footer). The pages whose
        // weight counts get fewer files from the groups of build-tools/page-groups.ts instead.
        experimentalMinChunkSize: 0,
      },
    },
  },
  // Development only: let Vite find every package the pages use before the first visit, instead
  // of discovering them while the first page loads and then reloading it.
  optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.{ts,tsx}', '!**/*.test.*'] },
});
