import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../ui/toast';

// Page tests render real lazy routes; the first import of a page can take seconds on a busy
// 2-core CI machine, well past Testing Library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
});
