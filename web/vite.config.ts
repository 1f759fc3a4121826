import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.SPECGATE_URL ?? 'http://127.0.0.1:8080';

// The portal and the admin app: one single-page app, served by the service from dist/web.
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    // The app imports the closed lists (permission flags, exposures, column types) from ../src/contracts.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: Object.fromEntries(['/api', '/auth', '/admin/api', '/admin/auth'].map((p) => [p, backend])),
  },
});
