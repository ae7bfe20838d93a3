import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconSprite } from './build-tools/icon-sprite';
import { lightEndpoints } from './build-tools/light-endpoints';
import { pureSchemas } from './build-tools/pure-schemas';
import { shellChunk } from './build-tools/shell-chunk';

export default defineConfig({
  plugins: [shellChunk(), tailwindcss(), iconSprite(), lightEndpoints(), pureSchemas(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Fewer, larger files: a phone pays a round trip per script. But Rollup merges a small
        // chunk into one that other pages load too, so those pages then carry code they never
        // run (at 3,000 bytes the product page loaded zod and the home page games code). Of 0,
        // 1,000, 1,500, 2,000 and 3,000, 1,000 made the three budgeted pages lightest for a few
        // more scripts (bench/README.md, "Page weight").
        experimentalMinChunkSize: 1_000,
      },
    },
  },
  // Development only: let Vite find every package the pages use before the first visit, instead
  // of discovering them while the first page loads and then reloading it.
  optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.{ts,tsx}', '!**/*.test.*'] },
});
