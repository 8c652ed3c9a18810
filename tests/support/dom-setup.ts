import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render into one document: each test starts from an empty one.
afterEach(cleanup);
