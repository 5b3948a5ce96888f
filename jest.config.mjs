import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit tests live beside the code they test (`*.test.ts(x)`); browser tests live in e2e/ and run under Playwright.
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.open-next/', '/e2e/', '/.local/'],
  // The AWS build (npm run build:aws) leaves copies of package.json there, which jest would take for modules.
  modulePathIgnorePatterns: ['<rootDir>/.next[^/]*/standalone/', '<rootDir>/.open-next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests run server modules directly, as the server would (the marker only guards client bundles).
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

// d3, marked and jose ship ES modules only, so they (and internmap, which d3-array imports) are compiled like our code;
// next/jest's own pattern ignores all of node_modules, so it is replaced after next/jest has resolved the config.
const ESM_PACKAGES = ['d3-[a-z-]+', 'internmap', 'marked', 'jose'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
}
