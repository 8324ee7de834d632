import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lightColorSchemeOnly } from './scripts/lightColorSchemeOnly.ts';
import { mantineComponentStyles } from './scripts/mantineComponentStyles.ts';
import { mantineCssVariables } from './scripts/mantineCssVariables.ts';
import { mantineScrollAreaRefs } from './scripts/mantineScrollAreaRefs.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), mantineScrollAreaRefs(), mantineComponentStyles(), mantineCssVariables(), precompress()],
  css: { postcss: { plugins: [lightColorSchemeOnly()] } },
  build: {
    outDir: 'dist',
    // None in production: they would publish the app's sources (issue 18, item 11). `npm run dev` has its own.
    sourcemap: false,
    // The server reads it to name each route's files in the page it sends (server/pagePreloads.ts).
    manifest: true,
    // Every browser the product supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Everything the first page needs in one chunk (one request, and the modules shared with lazy chunks are not
        // cut into small chunks of their own).
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
