/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

// API and database tests run in Node; components and utils in a browser-like jsdom, rendered by React DOM.
const serverProject: Config = {
  ...shared,
  displayName: 'server',
  testEnvironment: 'node',
  // Each suite migrates and seeds a fresh database in its hooks; on PostgreSQL, on a busy 2-core
  // machine, that alone can take longer than Jest's default 5 s. Tests that promise an answer within a
  // time assert it themselves.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
};

const clientProject: Config = {
  ...shared,
  displayName: 'client',
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  moduleNameMapper: {
    ...shared.moduleNameMapper,
    // Swiper's stylesheets by their package names, which next/jest's mapping of `*.css` paths misses.
    '^swiper/css(/.*)?$': 'next/dist/build/jest/__mocks__/styleMock.js',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), '<rootDir>/__tests__/server/'],
};

export default async function jestConfig(): Promise<Config> {
  return {
    projects: [
      await createJestConfig(serverProject)(),
      await createJestConfig(clientProject)(),
    ],
  };
}
