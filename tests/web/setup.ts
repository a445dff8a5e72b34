/**
 * jsdom setup for every web test (vitest project `web`): jest-dom matchers, English as the
 * remembered language, and a clean slate after each test (rendered React trees unmounted, localStorage and sessionStorage emptied).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';

// waitFor/findBy wait for what must happen, not for how fast: Testing Library's default second is a
// timed assertion in disguise, which a loaded 2-core machine missed (a save and the dialog's close).
configure({ asyncUtilTimeout: 5000 });

// The component tests read English unless they pick a language: as a user who chose English once
// (a first visit starts in zh whatever the browser says, src/lib/i18n/locale.ts).
beforeEach(() => {
  storageSet('language', 'en');
});

afterEach(() => {
  // vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
