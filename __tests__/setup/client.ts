import '@testing-library/jest-dom';

// Filling a whole checkout form with user-event takes seconds on a busy two-core machine; a hang still fails.
jest.setTimeout(20_000);
