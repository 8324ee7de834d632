import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    proxy: {
      // The API runs beside Vite in `npm run dev` (see server/cli/dev.ts).
      '/internal': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
      '/media': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
});
