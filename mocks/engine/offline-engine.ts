import { generatedResources, type EntityResource } from '../../src/lib/data/entity-resource.ts';
import { callOf, type Call, type Envelope } from './envelope.ts';
import { demoRows, type Row } from './demo-rows.ts';
import { entityRoutes } from './entity-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/**
 * What `npm run dev:mock` answers for what needs the server (profile, notices, schedule, pickers,
 * inbox, chat, exports…): 409, the code the request client rejects silently (spec §8), so no
 * error toast and no sign-out follows; the browser shows `msg` once as a notice (offline-notice.ts).
 */
export const OFFLINE_CODE = 409;

const offlineText = {
  zh: '离线演示模式：此功能需要服务器',
  'zh-TW': '離線演示模式：此功能需要伺服器',
  en: 'Offline demo: this feature needs the server',
};

export interface OfflineEngine {
  answer(request: Request): Promise<Envelope>;
}

/**
 * The offline demo's one engine, in the spirit of react-admin's FakeRest: in-memory tables loaded
 * from the demo data, CRUD for every generated resource the generic runtime serves, sign-in and
 * the current user. It never re-implements a hand-written server feature: the rest is offline.
 * Changes last until the page reloads; the session survives it.
 */
export function createOfflineEngine(resources: readonly EntityResource[] = generatedResources): OfflineEngine {
  const tables = demoRows();
  const generic = resources.filter((resource) => resource.routes === 'generic');
  // The longest base first: /api/system/DictionaryData before a shorter base it starts with.
  const entities = generic
    .map((resource) => ({ base: resource.base, route: entityRoutes(resource, (tables[resource.name] ??= [])) }))
    .sort((a, b) => b.base.length - a.base.length);
  const settingsName = generic.find((resource) => resource.storage === 'settings')?.name ?? '';
  const settings = (): Row => tables[settingsName]?.[0] ?? { id: 'settings', ...generic.find((resource) => resource.name === settingsName)?.defaults };
  const session = sessionRoutes(tables, settings);
  const entity = (call: Call): Envelope | undefined => {
    for (const { base, route } of entities) {
      if (call.path !== base && !call.path.startsWith(`${base}/`)) continue;
      const rest = call.path.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent);
      return route(call, rest);
    }
    return undefined;
  };
  return {
    async answer(request) {
      const call = await callOf(request);
      return (await session(call)) ?? entity(call) ?? { code: OFFLINE_CODE, msg: offlineText[call.language] };
    },
  };
}
