import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    // None in production: they would publish the app's sources (issue 18, item 11). `npm run dev` has its own.
    sourcemap: false,
    rollupOptions: {
      output: {
        // Everything the first page needs in one chunk, as a static bundle had it: src/main.tsx pauses its
        // evaluation twice (top-level awaits), and without this group the bundler cuts the modules around those
        // pauses into dozens of small chunks (more requests, ~10 KiB more to load).
        // (index.html's own module and src/main.tsx stay the entry chunk, which the build manifest names.)
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id) }] },
      },
    },
  },
  server: {
    proxy: {
      // The API runs beside Vite in `npm run dev` (see server/cli/dev.ts).
      '/internal': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/media': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
