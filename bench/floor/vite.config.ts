import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The floor: the smallest page of the shop's stack (React 19, React Router 7 in framework mode,
// server-rendered and hydrated), built the way the shop is built, with nothing of the shop in it.
export default defineConfig({
  plugins: [reactRouter()],
  build: { rollupOptions: { output: { experimentalMinChunkSize: 3_000 } } },
});
