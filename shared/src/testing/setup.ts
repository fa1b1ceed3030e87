import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../ui/toast';

// Page tests render real lazy routes; the first import of a page can take seconds on a busy
// 2-core CI machine, well past Testing Library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  clearToasts();
  // A test that put a fake Storage in place (installFakeStorage) keeps it until restoreMocks runs,
  // before the next test: clearing now would clear the fake and leave the real storage as that test
  // left it, for the next file in this worker (isolate: false) to find. A synced store left there
  // made syncConflict's device push it (an extra 200) whenever marketplace.test.ts ran first.
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
