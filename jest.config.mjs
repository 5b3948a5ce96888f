import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit tests live beside the code they test (`*.test.ts(x)`); browser tests live in e2e/ and run under Playwright.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/.local/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests run server modules directly, as the server would (the marker only guards client bundles).
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

export default createJestConfig(config);
