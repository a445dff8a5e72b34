import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The same mock backend for jsdom tests. */
export const mockServer = setupServer(...handlers);
