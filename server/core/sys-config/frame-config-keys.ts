/**
 * The system configuration keys of spec §2.4 that hold a framed business page's address, plus
 * the origins its window messages may come from. Only these may be read one by one through
 * GET /api/system/SysConfig/getValueByKey: they are addresses, never secrets. The list is the
 * "Business pages" section of schemas/sys-config.schema.json (tests/server/framed-pages.test.ts
 * keeps the two in step), where administrators edit the values.
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
] as const;

/** Comma-separated origins whose window messages (fr, pdf) the browser app accepts. */
export const FRAME_ORIGINS_KEY = 'frameMessageOrigins';

/** Minutes a business (GCTOS) token lives; 0 stops issuing them. */
export const GCTOS_TOKEN_MINUTES_KEY = 'gctosTokenMinutes';

const readable: ReadonlySet<string> = new Set<string>([...FRAME_ADDRESS_KEYS, FRAME_ORIGINS_KEY]);

export const isLookupKey = (key: string): boolean => readable.has(key);
