/**
 * The fixed pages of spec §2.1 that are business systems of the port shown in a frame, signed in:
 * /createBillLoginUser (create order as the signed-in user) and /applycargolistsbhead (the
 * vehicle-accompanying cargo list).
 */
export const SIGNED_IN_PAGE_ADDRESS_KEYS = ['createBillLoginUserUrl', 'applyCargoListUrl'] as const;

/**
 * The public paths of spec §2.2 that are business systems shown in a frame, in the spec's order:
 * /createBill, /dingzhiIndex, /dingzhiInfo, /yuanyou, /logistics, /temp, /showharberp, /wldbPay.
 * A visitor without a session reads these addresses (GET /api/portal/PageAddress), so only these.
 */
export const PUBLIC_PAGE_ADDRESS_KEYS = [
  'createBillUrl',
  'dingzhiIndexUrl',
  'dingzhiInfoUrl',
  'yuanyouUrl',
  'logisticsUrl',
  'tempUrl',
  'showharberpUrl',
  'wldbPayUrl',
] as const;

/**
 * The system configuration keys of spec §2.4 that hold a framed business page's address (the
 * fixed pages' above last), plus the origins its window messages may come from. Only these may be
 * read one by one through GET /api/system/SysConfig/getValueByKey: they are addresses, never
 * secrets. The list is the "Business pages" section of schemas/sys-config.schema.json
 * (tests/server/framed-pages.test.ts keeps the two in step), where administrators edit the values.
 */
export const FRAME_ADDRESS_KEYS = [
  'importDocumentShipUrl',
  'importDocumentOilUrl',
  'importDocumentGdUrl',
  'exportdocumentUrl',
  'exportDocumentOilUrl',
  'landRegistrationUrl',
  'singlereleaseUrl',
  'mixreleaseUrl',
  'mixreleaseOilUrl',
  'portConsolidationShUrl',
  'classesplanUrl',
  'commercialPreparationsUrl',
  'shipWailiInformUrl',
  'importReleaseUrl',
  'importQueryUrl',
  'shipOneQueryUrl',
  'sbcShipperDocUrl',
  'sbcShipperDocOneUrl',
  'sbcShipperDocTwoUrl',
  ...SIGNED_IN_PAGE_ADDRESS_KEYS,
  ...PUBLIC_PAGE_ADDRESS_KEYS,
] as const;

/** Comma-separated origins whose window messages (fr, pdf) the browser app accepts. */
export const FRAME_ORIGINS_KEY = 'frameMessageOrigins';

/** Minutes a business (GCTOS) token lives; 0 stops issuing them. */
export const GCTOS_TOKEN_MINUTES_KEY = 'gctosTokenMinutes';

const readable: ReadonlySet<string> = new Set<string>([...FRAME_ADDRESS_KEYS, FRAME_ORIGINS_KEY]);

export const isLookupKey = (key: string): boolean => readable.has(key);

const publicPages: ReadonlySet<string> = new Set<string>(PUBLIC_PAGE_ADDRESS_KEYS);

/** Whether a visitor without a session may read this key: a public page's address, nothing else. */
export const isPublicPageKey = (key: string): boolean => publicPages.has(key);
