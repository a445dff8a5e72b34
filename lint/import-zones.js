// The import zones of docs/architecture.md, enforced by import-x/no-restricted-paths (eslint.config.js).
// Paths are relative to the repository root. A zone forbids files under `target` to import files under
// `from` (except the listed seams). tests/ and generator/ may import anything.

/** src/ folders every feature may build on; they never import a feature. */
export const GENERIC_LAYERS = [
  'auth', 'data', 'entity-screens', 'generated', 'i18n', 'request',
  // Rich-text HTML (the browser side of common/rich-text-rules.ts) is a shared component, not a feature.
  'rich-text',
  'routes', 'shell', 'storage',
];

/** src/ folders that are features: they may import the generic layers and common/, never each other. */
export const FEATURES = [
  'dashboard', 'dictionary', 'dynamic-dictionary', 'feedback', 'framed', 'menu-items', 'messages', 'notice',
  'online-users', 'pickers', 'profile', 'schedule', 'screens', 'workflow-message',
];
// src/app.tsx, src/main.tsx and src/feature-screens.ts are the composition roots: they wire features in.

const src = (folder) => `./src/${folder}`;
const msg = {
  srcServer: 'src/ never imports server/: share browser-safe code through common/.',
  srcMocks: 'src/ never imports mocks/: the offline engine is installed by src/main.tsx alone.',
  serverSrc: 'server/ never imports src/: share code through common/.',
  serverMocks: 'server/ never imports mocks/.',
  common: 'common/ runs unchanged on both sides: it imports nothing from src/, server/, mocks/, tests/ or generator/.',
  mocksServer: 'mocks/ may import only pure data and seams of server/ (demo data, message catalogue, generated model).',
  mocksSrc: 'mocks/ may import only src/generated and the resource description type of src/.',
  generated: 'Generated code imports only the seams it names (see lint/import-zones.js).',
  genericFeature: 'A generic layer never imports a feature: let the feature register itself (see src/feature-screens.ts).',
  featureFeature: 'Features never import each other: move the shared piece to a generic layer or common/.',
};

/** Every zone; `id` lets a narrowly scoped exception below drop one `from` path for one file. */
function allZones() {
  return [
    { target: './src', from: ['./server'], message: msg.srcServer },
    { target: './src', from: ['./mocks'], message: msg.srcMocks },
    { target: './server', from: ['./src'], message: msg.serverSrc },
    { target: './server', from: ['./mocks'], message: msg.serverMocks },
    { target: './common', from: ['./src', './server', './mocks', './tests', './generator'], message: msg.common },
    {
      target: './mocks',
      from: ['./server'],
      // Pure data and types; server/generated and crud/entity-definition.ts only for the generator's mock
      // emitter (mocks/generated, handlers/, store/), which goes when that emitter goes (mocks/README.md).
      except: ['./seed/demo-data.ts', './i18n/messages.ts', './i18n/language.ts', './http/validation-message.ts', './generated', './crud/entity-definition.ts'],
      message: msg.mocksServer,
    },
    { target: './mocks', from: ['./src'], except: ['./generated', './data/entity-resource.ts'], message: msg.mocksSrc },
    // Generated code: the seams each generated folder names today.
    { target: './src/generated', from: ['./src'], except: ['./generated', './data/entity-resource.ts'], message: msg.generated },
    {
      target: './server/generated',
      from: ['./server'],
      except: ['./generated', './db/table-model.ts', './crud/entity-definition.ts', './system/settings-definition.ts'],
      message: msg.generated,
    },
    { target: './mocks/generated', from: ['./mocks'], except: ['./generated', './handlers/entity-handlers.ts', './store/seed-factory.ts'], message: msg.generated },
    { target: GENERIC_LAYERS.map(src), from: FEATURES.map(src), message: msg.genericFeature },
    ...FEATURES.map((feature) => ({
      target: src(feature),
      from: FEATURES.filter((other) => other !== feature).map(src),
      message: msg.featureFeature,
    })),
  ];
}

/**
 * Narrow exceptions: one file may import one zone it otherwise may not. Each says why; the ones marked
 * "move" are debts to pay with a small move (then delete the line); lint then keeps them from growing.
 */
export const ZONE_EXCEPTIONS = [
  { files: ['src/i18n/i18n-provider.ts'], mayImport: FEATURES.map(src), why: 'composition: the catalogue gathers every feature\'s messages.ts' },
  { files: ['src/main.tsx'], mayImport: ['./mocks'], why: 'composition: `npm run dev:mock` installs the offline engine (mocks/browser.ts)' },
  { files: ['src/routes/page-keys.ts'], mayImport: [src('framed')], why: 'move: framed/framed-screens.ts is a pure table the routes need; it belongs to routes/ or common/' },
  { files: ['src/shell/layout/navbar.tsx'], mayImport: [src('feedback'), src('messages')], why: 'move: the navbar should take the bell and feedback button as slots from app.tsx' },
  { files: ['src/shell/shell-layout.tsx'], mayImport: [src('messages')], why: 'move: the message centre should be handed in by app.tsx' },
  { files: ['src/shell/external-link-page.tsx'], mayImport: [src('screens')], why: 'move: screens/portal-common/safe-url.ts is a same-origin check for common/' },
  { files: ['src/shell/password-check.tsx'], mayImport: [src('screens')], why: 'move: password-check belongs with screens/password-change, handed in by app.tsx' },
  {
    files: ['src/dashboard/dashboard-api.ts', 'src/dashboard/dashboard-page.tsx', 'src/dashboard/message-list.tsx', 'src/dashboard/use-dashboard-data.ts', 'src/dashboard/schedule-list.tsx'],
    mayImport: [src('messages'), src('schedule')],
    why: 'move: the dashboard reads the message API, opener and month grid; they belong in a generic layer',
  },
  { files: ['src/dynamic-dictionary/dynamic-dictionary-page.tsx'], mayImport: [src('dictionary')], why: 'move: dictionary-api.ts and flatten-tree.ts belong in a generic layer (src/dictionary/** is being reshaped now)' },
  { files: ['src/messages/schedule-view.tsx'], mayImport: [src('schedule')], why: 'move: the schedule view dialog should be opened through a registration seam' },
  { files: ['src/profile/password-tab.tsx'], mayImport: [src('screens')], why: 'move: screens/password-change/password-form.tsx is shared by profile and the password screen' },
];

/** The zones for one file (or for every file without an exception when `file` is omitted). */
export function importZones(file) {
  const allowed = ZONE_EXCEPTIONS.filter((exception) => exception.files.includes(file)).flatMap((exception) => exception.mayImport);
  return allZones()
    .map((zone) => ({ ...zone, from: zone.from.filter((from) => !allowed.includes(from)) }))
    .filter((zone) => zone.from.length > 0);
}

/** Packages common/ may not import: Node, server-only and DOM/React-only modules. */
export const COMMON_FORBIDDEN_PACKAGES = {
  paths: [
    'fs', 'path', 'os', 'crypto', 'http', 'https', 'url', 'util', 'stream', 'events', 'child_process', 'worker_threads', 'buffer',
    'fastify', 'kysely', 'better-sqlite3', 'pg', 'ioredis', 'ws', 'jsdom', 'exceljs', 'svg-captcha',
    'react', 'react-dom', 'react-admin', 'react-router-dom', 'quill', 'msw',
  ].map((name) => ({ name, message: 'common/ runs unchanged in the browser and on the server: no Node, server or DOM-only module.' })),
  patterns: [
    { group: ['node:*', '@fastify/*', '@mui/*', '@rjsf/*', '@emotion/*', 'react/*', 'react-dom/*'], message: 'common/ runs unchanged in the browser and on the server: no Node, server or DOM-only module.' },
  ],
};
