import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/**
 * Lint rules beyond Next's own: the folder boundaries STYLE.md draws. Import cycles are checked by madge
 * (`npm run lint:cycles`, .madgerc): import/no-cycle did the same in about 170 of ESLint's 200 seconds here.
 * Dependencies point one way: app → components → lib → graphql; local → backend → lib/validation.
 */

/** Client components run in the browser: server-only data access and server config must never reach them. */
const clientBoundary = {
  meta: { type: 'problem', messages: { serverOnly: "A 'use client' file must not import {{source}} (server only)." } },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    const forbidden = /^(@\/|(\.\.\/)+)(lib\/data(\/|$)|lib\/config$|lib\/auth\/session$|backend\/|local\/)/;
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (node.importKind !== 'type' && forbidden.test(source)) {
          context.report({ node, messageId: 'serverOnly', data: { source } });
        }
      },
    };
  },
};

const backendMayNotImport = [
  {
    group: ['@/app/*', '@/components/*', '@/local/*', '**/app/*', '**/components/*', '**/local/*'],
    message: 'backend/ is the production API: it imports nothing from the app or the local stack.',
  },
  {
    regex: '^@/lib/(?!(validation|reminders|notices|prize-draw)(/|$))',
    message:
      'backend/ may import only the framework-free lib/validation, lib/reminders, lib/notices and lib/prize-draw from lib/.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    plugins: { boundaries: { rules: { 'client-imports': clientBoundary } } },
    rules: {
      'boundaries/client-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests load the module under test with require() after jest.mock() has replaced its dependencies, and read
    // raw protocol responses whose shape is what they assert.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'local/test-support.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain .ts tests render no React: their use…() helpers are set-up functions, not hooks.
    files: ['**/*.test.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['backend/**'],
    ignores: ['backend/**/*.test.ts', 'backend/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: backendMayNotImport }] },
  },
  {
    // No React here: helpers named use…() in tests are set-up functions, not hooks.
    files: ['backend/**', 'local/**', 'infra/**', 'scripts/**', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['lib/**', 'components/**', 'graphql/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'Dependencies point one way: app → components → lib.' }] },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.open-next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.local/**',
    'bench-results/**',
    'graphql/generated/**',
    'infra/cdk.out/**',
  ]),
]);
