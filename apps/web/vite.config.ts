import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const api = process.env.ZENG_API ?? 'http://localhost:8080';

// The app is written against React's API and types, and runs on preact/compat: about 10 KB gzipped where
// React and React DOM take 69 (docs/decisions/0010-preact-compat-runtime.md, which says how to go back).
// JSX compiles as tsconfig says ("react-jsx") to react/jsx-runtime, mapped here too; there is no
// @vitejs/plugin-react, whose Fast Refresh needs React (an edit reloads the page in development).
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim for React before 18 would call compat's own hook anyway: skip its CommonJS copy.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

// React Router's package exports name only its development build (remix-run/react-router#14102):
// builds take the production build it ships beside it, without development warnings. Tests take the
// development build's ES modules: its CommonJS files would require React past the aliases.
const reactRouter = (build: 'production' | 'development') => [
  { find: /^react-router$/, replacement: join(packageDir('react-router'), 'dist', build, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(packageDir('react-router'), 'dist', build, 'dom-export.mjs') },
];

/** The libraries that import React, as the tests' aliases must reach them. */
const REACT_LIBRARIES = [
  '@testing-library/react',
  'react-router',
  'react-i18next',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'react-swipeable',
];

export default defineConfig(({ command }) => {
  // A build is always the production one, whatever NODE_ENV the caller runs with (`NODE_ENV=development
  // npm start` serves it): Vite reads NODE_ENV after this config, for `process.env.NODE_ENV` and
  // import.meta.env.PROD in the bundle.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    resolve: { alias: command === 'build' ? [...preactCompat, ...reactRouter('production')] : preactCompat },
    server: { port: 5173, proxy: { '/api': api, '/media': api, '/uploads': api } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        onwarn(warning, warn) {
          // Libraries mark their client components "use client", which a browser-only bundle need not keep.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
          // React Router looks for React 19's `use` and `useOptimistic`, which preact/compat lacks, and does
          // without them (the first only serves server components).
          if (warning.code === 'IMPORT_IS_UNDEFINED' && /\/react-router\//.test(warning.id ?? '')) return;
          warn(warning);
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Tests run on the runtime the app ships: every library that imports React goes through Vite, so
      // the aliases reach it, and as an ES module, since a CommonJS file would require React itself.
      alias: [
        ...reactRouter('development'),
        {
          find: /^@testing-library\/react$/,
          replacement: join(packageDir('@testing-library/react'), 'dist/@testing-library/react.esm.js'),
        },
        { find: /^react-swipeable$/, replacement: join(packageDir('react-swipeable'), 'es/index.js') },
      ],
      server: { deps: { inline: REACT_LIBRARIES.map((name) => new RegExp(`/node_modules/${name}/`)) } },
    },
  };
});
