import { authHandlers } from './auth-handlers.ts';
import { entityHandlers } from './entity-handlers.ts';
import { dictionaryHandlers } from './dictionary-handlers.ts';
import { generatedEntities } from '../../server/generated/index.ts';

export { resetMockStore } from '../store/mock-store.ts';
export const handlers = [...authHandlers, ...dictionaryHandlers, ...generatedEntities.flatMap((entity) => entityHandlers(entity, generatedEntities))];
