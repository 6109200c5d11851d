/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const projectRoot = path.resolve(__dirname, '..');
const createJestConfig = nextJest({ dir: projectRoot });

// The smoke test of the scale-out topology: it starts deploy/start-cluster.sh against the production
// build in .next and stops it. Usage: npm run build && npx jest --config deploy/jest.config.ts
const config: Config = {
  rootDir: projectRoot,
  displayName: 'cluster',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/deploy/**/*.smoke.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
};

export default createJestConfig(config);
