import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = process.env.ZENG_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': api, '/media': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
