import { describe, expect, it } from 'vitest';
import { frameHeight, previewFrameHeight, safeFrameUrl, withBusinessToken, FRAME_ALLOW, FRAME_SANDBOX } from '../../../src/features/framed/frame-address.ts';
import { framedScreenFor, framedScreens } from '../../../src/lib/routes/framed-screens.ts';
import { entityResources } from '../../../src/lib/data/entity-resource.ts';
import { PAGE_GROUPS } from '../../../src/lib/routes/page-keys.ts';
import { FIXED_ROUTES } from '../../../src/lib/routes/fixed-routes.ts';

const SPEC_CACHE_NAMES = [
  'business-importdocument',
  'business-importdocumentship',
  'businessoil-importdocument',
  'businessgd-importdocumentgd',
  'business-exportdocument',
  'business-exportdocumentship',
  'businessoil-exportdocument',
  'businessgd-exportdocumentgd',
  'business-landregistration',
  'businessoil-landregistration',
  'business-mixrelease',
  'businessoil-mixrelease',
  'business-singlerelease',
  'businessoil-singlerelease',
  'businessgd-singlereleasegd',
  'businessoil-portconsolidation',
  'business-portconsolidation',
  'business-classesplan',
  'business-shipmentinstructionsent',
  'business-commercialpreparations',
  'businessoil-freightcompilation',
  'business-shipwailiinform',
  'business-importrelease',
  'businessquery-importquery',
  'businessquery-contractquery',
  'businessquery-shiponequery',
  'businessquery-sbcshipperdoc',
  'businessquery-sbcshipperdocone',
  'businessquery-sbcshipperdoctwo',
];

describe('framed screens registry (spec §2.4)', () => {
  it('has every cache name of the spec, once, with its page key', () => {
    expect(framedScreens.map((s) => s.name)).toEqual(SPEC_CACHE_NAMES);
    expect(framedScreenFor('business/importdocument')?.name).toBe('business-importdocument');
    expect(framedScreenFor('businessquery/sbcshipperdoctwo')?.configKey).toBe('sbcShipperDocTwoUrl');
    expect(framedScreenFor('business/unknown')).toBeUndefined();
    expect(framedScreenFor(undefined)).toBeUndefined();
  });

  it('reads only keys of the business pages section the administrators edit', () => {
    const section = entityResources.sysConfig.sections.find((s) => s.title.en === 'Business pages');
    const used = new Set(framedScreens.map((s) => s.configKey));
    for (const key of used) expect(section?.fields).toContain(key);
    // every address key of the section serves at least one screen or framed fixed page (/wldbPay, …)
    const fixed = new Set(FIXED_ROUTES.flatMap((route) => (route.frame ? [route.frame.configKey] : [])));
    for (const key of fixed) expect(section?.fields).toContain(key);
    expect(section?.fields.filter((f) => f.endsWith('Url')).every((key) => used.has(key as never) || fixed.has(key))).toBe(true);
  });

  it('marks the screens that carry the business token', () => {
    expect(framedScreens.filter((s) => s.token).map((s) => s.name)).toEqual([
      'business-landregistration',
      'businessoil-landregistration',
      'business-classesplan',
      'business-importrelease',
    ]);
  });

  it('lives in the page-key registry group of business systems', () => {
    const business = PAGE_GROUPS.find((group) => group.id === 'business');
    for (const screen of framedScreens) expect(business?.prefixes).toContain(screen.pageKey.split('/')[0]);
  });
});

describe('frame addresses', () => {
  const origin = 'https://portal.example';
  it('frames http(s) addresses and site paths only', () => {
    expect(safeFrameUrl('https://gctos.example/a?b=1', origin)).toBe('https://gctos.example/a?b=1');
    expect(safeFrameUrl(' http://10.0.0.1:8080/x ', origin)).toBe('http://10.0.0.1:8080/x');
    expect(safeFrameUrl('/framed-demo/index.html?screen=x', origin)).toBe('https://portal.example/framed-demo/index.html?screen=x');
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://x/1',
    ]) {
      expect(safeFrameUrl(bad, origin), bad).toBeNull();
    }
  });

  it('puts the business token where the address asks, else in the query before the fragment', () => {
    expect(withBusinessToken('https://g.example/p', 'gctos_a+b')).toBe('https://g.example/p?token=gctos_a%2Bb');
    expect(withBusinessToken('https://g.example/p?x=1#top', 't')).toBe('https://g.example/p?x=1&token=t#top');
    expect(withBusinessToken('/demo?screen=a#token={token}', 't/1')).toBe('/demo?screen=a#token=t%2F1');
    expect(withBusinessToken('https://g.example/{token}/x?t={token}', 't')).toBe('https://g.example/t/x?t=t');
  });

  it('sizes the frame from the window and the full-screen flag (spec §9)', () => {
    expect(frameHeight(900, false)).toBe(840);
    expect(frameHeight(900, true)).toBe(774);
    expect(frameHeight(undefined, false)).toBe(700);
    expect(frameHeight(0, true)).toBe(700);
    expect(previewFrameHeight(1000)).toBe(756);
    expect(previewFrameHeight(undefined)).toBe(Math.round(826 * 0.95 - 194));
  });

  it('allows camera and microphone and the broad sandbox', () => {
    expect(FRAME_ALLOW).toBe('camera; microphone');
    expect(FRAME_SANDBOX.split(' ').sort()).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation',
    ]);
  });
});
