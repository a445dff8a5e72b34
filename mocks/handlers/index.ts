import { authHandlers } from './auth-handlers.ts';
import { dictionaryHandlers } from './dictionary-handlers.ts';
import { generatedHandlers } from '../generated/index.ts';
import { scheduleHandlers } from './schedule-handlers.ts';

export { resetMockStore } from '../store/mock-store.ts';
export const handlers = [...authHandlers, ...dictionaryHandlers, ...scheduleHandlers, ...generatedHandlers];
