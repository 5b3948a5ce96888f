// Mirrors the root jest.config.ts for runs where jest cannot load a TypeScript config
// (jest needs ts-node for that, and it is not installed): `npx jest -c local/jest.config.mjs local`.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: new URL('..', import.meta.url).pathname });

export default createJestConfig({
  rootDir: new URL('..', import.meta.url).pathname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/local/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.local/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
