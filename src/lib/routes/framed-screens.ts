/**
 * The framed business screens of spec §2.4: each cache name, the page key a menu entry
 * (type 2, urlAddress) opens it with, the system configuration key holding its address and
 * whether the address carries the user's business (GCTOS) token. The page key is the cache
 * name with its first dash as a slash (business-importdocument → business/importdocument).
 * Variants without a key of their own share their family's (see README.md).
 */
export type FrameConfigKey =
  | 'importDocumentShipUrl'
  | 'importDocumentOilUrl'
  | 'importDocumentGdUrl'
  | 'exportdocumentUrl'
  | 'exportDocumentOilUrl'
  | 'landRegistrationUrl'
  | 'singlereleaseUrl'
  | 'mixreleaseUrl'
  | 'mixreleaseOilUrl'
  | 'portConsolidationShUrl'
  | 'classesplanUrl'
  | 'commercialPreparationsUrl'
  | 'shipWailiInformUrl'
  | 'importReleaseUrl'
  | 'importQueryUrl'
  | 'shipOneQueryUrl'
  | 'sbcShipperDocUrl'
  | 'sbcShipperDocOneUrl'
  | 'sbcShipperDocTwoUrl';

/** The key listing the origins whose window messages are accepted. */
export const FRAME_ORIGINS_KEY = 'frameMessageOrigins';

export interface FramedScreen {
  /** the keep-alive cache name of spec §2.4 */
  name: string;
  pageKey: string;
  configKey: FrameConfigKey;
  /** fetch GET /api/permission/Users/getGctosUserToken first and put data.token in the address */
  token: boolean;
}

const TABLE: [name: string, configKey: FrameConfigKey, token?: 'token'][] = [
  ['business-importdocument', 'importDocumentShipUrl'],
  ['business-importdocumentship', 'importDocumentShipUrl'],
  ['businessoil-importdocument', 'importDocumentOilUrl'],
  ['businessgd-importdocumentgd', 'importDocumentGdUrl'],
  ['business-exportdocument', 'exportdocumentUrl'],
  ['business-exportdocumentship', 'exportdocumentUrl'],
  ['businessoil-exportdocument', 'exportDocumentOilUrl'],
  ['businessgd-exportdocumentgd', 'exportDocumentOilUrl'],
  ['business-landregistration', 'landRegistrationUrl', 'token'],
  ['businessoil-landregistration', 'landRegistrationUrl', 'token'],
  ['business-mixrelease', 'mixreleaseUrl'],
  ['businessoil-mixrelease', 'mixreleaseOilUrl'],
  ['business-singlerelease', 'singlereleaseUrl'],
  ['businessoil-singlerelease', 'singlereleaseUrl'],
  ['businessgd-singlereleasegd', 'singlereleaseUrl'],
  ['businessoil-portconsolidation', 'portConsolidationShUrl'],
  ['business-portconsolidation', 'portConsolidationShUrl'],
  ['business-classesplan', 'classesplanUrl', 'token'],
  ['business-shipmentinstructionsent', 'sbcShipperDocUrl'],
  ['business-commercialpreparations', 'commercialPreparationsUrl'],
  ['businessoil-freightcompilation', 'commercialPreparationsUrl'],
  ['business-shipwailiinform', 'shipWailiInformUrl'],
  ['business-importrelease', 'importReleaseUrl', 'token'],
  ['businessquery-importquery', 'importQueryUrl'],
  ['businessquery-contractquery', 'importQueryUrl'],
  ['businessquery-shiponequery', 'shipOneQueryUrl'],
  ['businessquery-sbcshipperdoc', 'sbcShipperDocUrl'],
  ['businessquery-sbcshipperdocone', 'sbcShipperDocOneUrl'],
  ['businessquery-sbcshipperdoctwo', 'sbcShipperDocTwoUrl'],
];

export const framedScreens: readonly FramedScreen[] = TABLE.map(([name, configKey, token]) => ({
  name,
  pageKey: name.replace('-', '/'),
  configKey,
  token: token === 'token',
}));

const byPageKey = new Map(framedScreens.map((screen) => [screen.pageKey, screen]));

/** The framed screen a menu page key opens, if it is one. */
export const framedScreenFor = (pageKey: string | undefined): FramedScreen | undefined => (pageKey ? byPageKey.get(pageKey) : undefined);
