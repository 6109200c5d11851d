/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

// API and database tests run in Node; components and utils in a browser-like jsdom, rendered by Preact as
// in the browser (next.config.js), server markup included; the patched React server renderer in Node.
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
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^react-dom/client$': 'preact/compat/client',
    '^react-dom/server$': 'preact-render-to-string',
    '^react-dom/test-utils$': 'preact/test-utils',
    '^react/jsx-runtime$': 'preact/jsx-runtime',
    '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
    // Swiper's stylesheets by their package names, which next/jest's mapping of `*.css` paths misses.
    '^swiper/css(/.*)?$': 'next/dist/build/jest/__mocks__/styleMock.js',
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), '<rootDir>/__tests__/server/', '<rootDir>/__tests__/framework/'],
};

// The patched React server renderer, tested as Next's server loads it.
const frameworkProject: Config = {
  ...shared,
  displayName: 'framework',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/framework/**/*.test.ts'],
};

// Preact ships ES modules only; Jest on Node 20 runs them once SWC compiles them, like Next's own client files.
function compilingPreact(config: Config): Config {
  const transformIgnorePatterns = config.transformIgnorePatterns?.map((pattern) => pattern.replace('(?!(', '(?!(preact|preact-render-to-string|'));
  return { ...config, transformIgnorePatterns };
}

export default async function jestConfig(): Promise<Config> {
  return {
    projects: [
      await createJestConfig(serverProject)(),
      compilingPreact(await createJestConfig(clientProject)()),
      await createJestConfig(frameworkProject)(),
    ],
  };
}
