// The import zones of docs/architecture.md, enforced by import-x/no-restricted-paths (eslint.config.js).
// Paths are relative to the repository root. A zone forbids files under `target` to import files under
// `from` (except the listed seams). tests/ and generator/ may import anything.

/**
 * src/ by layer: `app/` composes (main.tsx, app.tsx, the page table, feature-screens.ts: they wire features
 * in and may import anything in src/), the generic layers below build on each other, and `features/<name>/`
 * builds on the generic layers only.
 */
export const COMPOSITION_ROOT = 'app';

/** src/ folders every feature may build on; they never import a feature or the composition root. */
export const GENERIC_LAYERS = [
  // Headless helpers: request client, storage, i18n, auth logic, data provider, route tables, calendar arithmetic, the event viewer seam.
  'lib',
  // Shared UI pieces several folders show (the confirmation dialog, the password change form, the rich-text view).
  'components',
  // The generic entity screens: list page and controller, form dialog, widgets, settings page, page registry.
  'crud',
  // The low-code form runtime: the widget registry (every jnpfKey), the form and read-only renderers, the sub-table.
  'form-runtime',
  'shell',
];

/** The folder holding the features (src/features/<feature>). */
export const FEATURES_FOLDER = 'features';

/** src/features/ folders: they may import the generic layers and common/, never each other. */
export const FEATURES = [
  'audit-log',
  'authorize',
  'certification',
  'company-apply',
  'dashboard',
  'data-interface',
  'data-scope',
  'dictionary',
  'dynamic-dictionary',
  'email',
  'feedback',
  'framed',
  'help',
  'home',
  'interface-pickers',
  'login',
  'members',
  'menu-items',
  'messages',
  'notice',
  'online-dev',
  'online-users',
  'pickers',
  'portal',
  'profile',
  'schedule',
  'uploads',
  'user-admin',
  'workflow-message',
];

const src = (folder) => `./src/${folder}`;
const srcFeature = (name) => src(`${FEATURES_FOLDER}/${name}`);

/**
 * server/ by layer: `core/` (platform plumbing every feature uses), `crud/` (the generic runtime),
 * `overrides/` (per-entity behaviour), `features/<feature>/` (one Fastify plugin each). These are the
 * feature folders; they may import core/, crud/ and common/, never each other.
 */
export const SERVER_FEATURES = [
  'audit-log',
  'auth',
  'company-apply',
  'dashboard',
  'data-interface',
  'data-scope',
  'demo',
  'email',
  'files',
  'framed',
  'message',
  'online-user',
  'permission',
  'portal',
  'profile',
  'schedule',
  'system',
  'visualdev',
];
// server/main.ts, app.ts, boot.ts and services.ts are the server's composition roots: they wire features in.
const server = (folder) => `./server/${folder}`;
const SERVER_ROOTS = ['main.ts', 'app.ts', 'boot.ts', 'services.ts'].map(server);
const msg = {
  srcServer: 'src/ never imports server/: share browser-safe code through common/.',
  srcMocks: 'src/ never imports mocks/: the offline engine is installed by src/app/main.tsx alone.',
  serverSrc: 'server/ never imports src/: share code through common/.',
  serverMocks: 'server/ never imports mocks/.',
  common: 'common/ runs unchanged on both sides: it imports nothing from src/, server/, mocks/, tests/ or generator/.',
  mocksServer: 'mocks/ may import only pure data and seams of server/ (demo data, message catalogue, generated model).',
  mocksSrc: 'mocks/ may import only the resource descriptions of src/ (src/lib/data/entity-resource.ts, from the generated model).',
  generated: 'The generated model (common/generated) imports only its own folder and the type of the model (common/entity-model.ts).',
  genericFeature: 'A generic layer never imports a feature or src/app/: let the feature register itself (see src/app/feature-screens.ts).',
  featureFeature: 'Features never import each other: move the shared piece to a generic layer or common/.',
  serverCore: 'server/core is the plumbing every feature uses: it never imports a feature, the CRUD runtime, an override or a composition root.',
  serverCrud: 'The generic CRUD runtime never imports a feature or an override: app.ts hands the overrides in.',
  serverFeature: 'Server features never import each other: move the shared piece to server/core or common/.',
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
      except: ['./features/demo/demo-data.ts', './core/i18n/messages.ts', './core/i18n/language.ts', './core/http/validation-message.ts'],
      message: msg.mocksServer,
    },
    { target: './mocks', from: ['./src'], except: ['./lib/data/entity-resource.ts'], message: msg.mocksSrc },
    // Generated code: the one model imports its own folder and the model's type, nothing else of the project.
    { target: './common/generated', from: ['./common'], except: ['./generated', './entity-model.ts'], message: msg.generated },
    { target: GENERIC_LAYERS.map(src), from: [...FEATURES.map(srcFeature), src(COMPOSITION_ROOT)], message: msg.genericFeature },
    ...FEATURES.map((name) => ({
      target: srcFeature(name),
      from: FEATURES.filter((other) => other !== name).map(srcFeature),
      message: msg.featureFeature,
    })),
    { target: server('core'), from: [server('features'), server('crud'), server('overrides'), ...SERVER_ROOTS], message: msg.serverCore },
    { target: server('crud'), from: [server('features'), server('overrides')], message: msg.serverCrud },
    ...SERVER_FEATURES.map((feature) => ({
      target: server(`features/${feature}`),
      from: SERVER_FEATURES.filter((other) => other !== feature).map((other) => server(`features/${other}`)),
      message: msg.serverFeature,
    })),
  ];
}

/**
 * Narrow exceptions: one file may import one zone it otherwise may not, and says why. Only composition
 * stays here; a feature's piece another folder needs moves to a generic layer or common/, or is handed
 * in through a seam (src/app/feature-screens.ts), instead of being listed.
 */
export const ZONE_EXCEPTIONS = [
  { files: ['src/lib/i18n/i18n-provider.ts'], mayImport: FEATURES.map(srcFeature), why: "composition: the catalogue gathers every feature's messages.ts" },
  { files: ['src/app/main.tsx'], mayImport: ['./mocks'], why: 'composition: `npm run dev:mock` installs the offline engine (mocks/browser.ts)' },
  {
    files: ['server/core/db/platform-tables.ts'],
    mayImport: [server('features')],
    why: "composition: the whole database type (`Database`) gathers each feature's own table declarations (`*-table(s).ts`)",
  },
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
