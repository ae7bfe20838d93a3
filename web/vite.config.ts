import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  // Development only: let Vite find every package the pages use before the first visit, instead
  // of discovering them while the first page loads and then reloading it.
  optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.{ts,tsx}', '!**/*.test.*'] },
});
