/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const projectRoot = path.resolve(__dirname, '..');
const createJestConfig = nextJest({ dir: projectRoot });

// Browser journeys against a production build: slow steps, one file at a time.
const config: Config = {
  rootDir: projectRoot,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
  testTimeout: 60_000,
  slowTestThreshold: 20,
};

export default createJestConfig(config);
