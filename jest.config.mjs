import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // 'server-only' throws outside React's server graph; tests run Node-only modules on purpose.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/server-only/empty.js' },
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/out/', '/.next/'],
};

export default createJestConfig(config);
