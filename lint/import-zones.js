// The import zones of docs/architecture.md, enforced by import-x/no-restricted-paths (eslint.config.js).
// Paths are relative to the repository root. A zone forbids files under `target` to import files under
// `from` (except the listed seams). tests/ and generator/ may import anything.

/** src/ folders every feature may build on; they never import a feature. */
export const GENERIC_LAYERS = [
  'auth',
  // Shared UI pieces several folders show (the confirmation dialog; the password change form: forced change and profile).
  'components',
  'data',
  'entity-screens',
  'i18n',
  // Headless helpers and start-up seams every feature may use (calendar arithmetic, the event viewer).
  'lib',
  'request',
  // Rich-text HTML (the browser side of common/rich-text-rules.ts) is a shared component, not a feature.
  'rich-text',
  'routes',
  'shell',
  'storage',
];

/** src/ folders that are features: they may import the generic layers and common/, never each other. */
export const FEATURES = [
  'dashboard',
  'dictionary',
  'dynamic-dictionary',
  'feedback',
  'framed',
  'menu-items',
  'messages',
  'notice',
  'online-users',
  'pickers',
  'profile',
  'schedule',
  'screens',
  'workflow-message',
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
  mocksSrc: 'mocks/ may import only the resource descriptions of src/ (src/data/entity-resource.ts, from the generated model).',
  generated: 'The generated model (common/generated) imports only its own folder and the type of the model (common/entity-model.ts).',
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
      // Pure data and types: the demo data, the message catalogue and the validation messages.
      except: ['./seed/demo-data.ts', './i18n/messages.ts', './i18n/language.ts', './http/validation-message.ts'],
      message: msg.mocksServer,
    },
    { target: './mocks', from: ['./src'], except: ['./data/entity-resource.ts'], message: msg.mocksSrc },
    // Generated code: the one model imports its own folder and the model's type, nothing else of the project.
    { target: './common/generated', from: ['./common'], except: ['./generated', './entity-model.ts'], message: msg.generated },
    { target: GENERIC_LAYERS.map(src), from: FEATURES.map(src), message: msg.genericFeature },
    ...FEATURES.map((feature) => ({
      target: src(feature),
      from: FEATURES.filter((other) => other !== feature).map(src),
      message: msg.featureFeature,
    })),
  ];
}

/**
 * Narrow exceptions: one file may import one zone it otherwise may not, and says why. Only composition
 * stays here; a feature's piece another folder needs moves to a generic layer or common/, or is handed
 * in through a seam (src/feature-screens.ts), instead of being listed.
 */
export const ZONE_EXCEPTIONS = [
  { files: ['src/i18n/i18n-provider.ts'], mayImport: FEATURES.map(src), why: "composition: the catalogue gathers every feature's messages.ts" },
  { files: ['src/main.tsx'], mayImport: ['./mocks'], why: 'composition: `npm run dev:mock` installs the offline engine (mocks/browser.ts)' },
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
    'fs',
    'path',
    'os',
    'crypto',
    'http',
    'https',
    'url',
    'util',
    'stream',
    'events',
    'child_process',
    'worker_threads',
    'buffer',
    'fastify',
    'kysely',
    'better-sqlite3',
    'pg',
    'ioredis',
    'ws',
    'jsdom',
    'exceljs',
    'svg-captcha',
    'react',
    'react-dom',
    'react-admin',
    'react-router-dom',
    'quill',
    'msw',
  ].map((name) => ({ name, message: 'common/ runs unchanged in the browser and on the server: no Node, server or DOM-only module.' })),
  patterns: [
    {
      group: ['node:*', '@fastify/*', '@mui/*', '@rjsf/*', '@emotion/*', 'react/*', 'react-dom/*'],
      message: 'common/ runs unchanged in the browser and on the server: no Node, server or DOM-only module.',
    },
  ],
};
