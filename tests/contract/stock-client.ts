/**
 * Requests exactly as the stock JNPF 3.4.7 web client's request helper (FE347 `src/utils/request.js`,
 * contract §1.1) builds them: the `n` cache-buster (unix seconds) appended to every URL first, then,
 * for a GET, the call's data as query parameters in the order the page holds them, empty values
 * kept as `key=`, encoded as axios encodes them (a space as `+`, `:` and `,` left as they are).
 * The backend adds `jnpf-origin: pc` (backends.ts); bodies of other methods travel as JSON.
 */

const encode = (value: string): string =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** The URL of a call: `path?n=…` and then the GET parameters, undefined ones left out as axios does. */
export function stockUrl(path: string, params: Record<string, string | number | undefined> = {}): string {
  const n = Math.floor(Date.now() / 1000);
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`);
  return [`${path}${path.includes('?') ? '&' : '?'}n=${n}`, ...query].join('&');
}

/**
 * The views the stock 3.4.7 client has for the platform's own modules (FE347 `src/views/{group}/*`):
 * a type-2 menu opens `@/views/{urlAddress}`, so a platform page must be addressed by one of these.
 */
/**
 * Pages of the spec's registry (shell-and-platform.md §2.3: permission's company admin apply and user
 * audit) and of issue 15 (the print log) that the stock client has no view for: the platform's own.
 */
export const PORT_ONLY_VIEWS: Record<string, string[]> = { permission: ['companyAdminApply', 'userAudit'], system: ['printLog'] };

export const STOCK_PLATFORM_VIEWS: Record<string, string[]> = {
  system: ['area', 'billRule', 'cache', 'commonWords', 'icons', 'log', 'menu', 'monitor', 'notice', 'printDev', 'sysConfig', 'task'],
  systemData: ['dataBackup', 'dataInterface', 'dataModel', 'dataSource', 'dataSync', 'dictionary', 'interfaceOauth'],
  permission: ['authorize', 'gradeManage', 'group', 'organize', 'position', 'role', 'user', 'userOnline', 'userRelation'],
  msgCenter: ['accountConfig', 'msgMonitor', 'msgTemplate', 'sendConfig'],
  extend: [
    'barCode',
    'bigData',
    'document',
    'documentPreview',
    'email',
    'formDemo',
    'graphDemo',
    'importAndExport',
    'map',
    'order',
    'printData',
    'projectGantt',
    'saleOrder',
    'schedule',
    'signature',
    'signet',
    'tableDemo',
  ],
};
