/**
 * jsdom setup for every web test (vitest project `web`): jest-dom matchers, and a clean slate
 * after each test (rendered React trees unmounted, localStorage and sessionStorage emptied).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
