import type { ReactNode } from 'react';
import type { MenuRoute } from '../lib/routes/menu-routes.ts';
import { framedScreenFor } from '../lib/routes/framed-screens.ts';
import type { EntityResource } from '../lib/data/entity-resource.ts';
import { lazyScreen } from './form-registrations.tsx';

// Each screen loads when first shown (docs/architecture.md: the app is split per screen), with the forms' widgets.
const UnavailablePage = lazyScreen(() => import('../shell/unavailable-page.tsx').then((m) => ({ default: m.UnavailablePage })));
const ExternalLinkFrame = lazyScreen(() => import('../shell/external-link-page.tsx').then((m) => ({ default: m.ExternalLinkFrame })));
const EntityListPage = lazyScreen(() => import('../crud/entity-list-page.tsx').then((m) => ({ default: m.EntityListPage })));
const DictionaryPage = lazyScreen(() => import('../features/dictionary/dictionary-page.tsx').then((m) => ({ default: m.DictionaryPage })));
const OnlineUsersPage = lazyScreen(() => import('../features/online-users/online-users-page.tsx').then((m) => ({ default: m.OnlineUsersPage })));
const FramedBusinessPage = lazyScreen(() => import('../features/framed/framed-business-page.tsx').then((m) => ({ default: m.FramedBusinessPage })));
const DynamicDictionaryPage = lazyScreen(() =>
  import('../features/dynamic-dictionary/dynamic-dictionary-page.tsx').then((m) => ({ default: m.DynamicDictionaryPage })),
);
const SchedulePage = lazyScreen(() => import('../features/schedule/schedule-page.tsx').then((m) => ({ default: m.SchedulePage })));
// The gallery draws every widget of the form runtime: the page waits for the runtime's chunk and its registration.
const WidgetGalleryPage = lazyScreen(() =>
  Promise.all([import('../form-runtime/gallery/index.ts'), import('../form-runtime/runtime-loader.ts').then((m) => m.loadFormRuntime())]).then(([m]) => ({
    default: m.WidgetGalleryPage,
  })),
);
const DesignPage = lazyScreen(() => import('../features/online-dev/design-page.tsx').then((m) => ({ default: m.DesignPage })));
const NoticePage = lazyScreen(() => import('../features/notice/notice-page.tsx').then((m) => ({ default: m.NoticePage })));
const AuthorizePage = lazyScreen(() => import('../features/authorize/authorize-page.tsx').then((m) => ({ default: m.AuthorizePage })));
const CompanyAdminApplyPage = lazyScreen(() =>
  import('../features/company-apply/company-admin-apply-page.tsx').then((m) => ({ default: m.CompanyAdminApplyPage })),
);
const UserAuditPage = lazyScreen(() => import('../features/company-apply/user-audit-page.tsx').then((m) => ({ default: m.UserAuditPage })));
const SystemLogPage = lazyScreen(() => import('../features/audit-log/system-log-page.tsx').then((m) => ({ default: m.SystemLogPage })));
const PrintLogPage = lazyScreen(() => import('../features/audit-log/print-log-page.tsx').then((m) => ({ default: m.PrintLogPage })));
const OnlineFormPage = lazyScreen(() => import('../features/online-dev/online-form-page.tsx').then((m) => ({ default: m.OnlineFormPage })));
const EmailPage = lazyScreen(() => import('../features/email/email-page.tsx').then((m) => ({ default: m.EmailPage })));

/** What a page key shows: its element, and whether it is a frame (kept alive while hidden, spec §2.4). */
export interface PageScreen {
  element: ReactNode;
  framed: boolean;
}

/** The screen of one page key; `resource` is the generated resource whose schema names this page, if any. */
type ScreenOf = (route: MenuRoute, resource: EntityResource | undefined) => ReactNode;

/**
 * THE page table: the hand-written screens by menu page key (a type-2 menu's urlAddress without its
 * query). Every other key derives from a table of its own kind, in this order: a framed business page
 * (lib/routes/framed-screens.ts), the generic entity screen of the schema whose `page` it is
 * (crud/page-registry.ts `entityPages`), else the generic page loader. Which keys the spec knows
 * (for the loader's wording) is lib/routes/page-keys.ts.
 */
const HAND_WRITTEN: Record<string, ScreenOf> = {
  'systemData/dictionary': () => <DictionaryPage />,
  'permission/userOnline': () => <OnlineUsersPage />,
  'onlineDev/widgetGallery': () => <WidgetGalleryPage />,
  'permission/authorize': () => <AuthorizePage />,
  'permission/companyAdminApply': () => <CompanyAdminApplyPage />,
  'permission/userAudit': () => <UserAuditPage />,
  'system/log': () => <SystemLogPage />,
  'system/printLog': () => <PrintLogPage />,
  // the stock 3.4.7 client's view (extend/email), and the spec registry's message-centre key
  'extend/email': () => <EmailPage />,
  'msgCenter/email': () => <EmailPage />,
  // Entities whose routes are hand-written (`api.routes: custom`) show their own screen over their resource.
  'extend/schedule': (_route, resource) => (resource ? <SchedulePage resource={resource} /> : null),
  'system/notice': (_route, resource) => (resource ? <NoticePage resource={resource} /> : null),
  // Online designs: the generic page with a category tree, JSON editing, preview, release and copy.
  'onlineDev/webDesign': (route, resource) => (resource ? <DesignPage resource={resource} modelId={route.meta.modelId} /> : null),
};

/** The page keys with a hand-written screen. */
export const handWrittenPageKeys: readonly string[] = Object.keys(HAND_WRITTEN);

/** What a menu route shows: the framed link, the dynamic dictionary, an online form, a page key's screen, or the generic loader (spec §2.3). */
export function pageScreenOf(route: MenuRoute, entityPages: Record<string, EntityResource>): PageScreen {
  if (route.component === 'externalLink') return { element: <ExternalLinkFrame url={route.meta.urlAddress ?? ''} title={route.meta.title} />, framed: true };
  if (route.component === 'dynamicDictionary')
    return {
      element: <DynamicDictionaryPage title={route.meta.title} typeId={route.meta.relationId ?? ''} isTree={route.meta.isTree ?? 0} />,
      framed: false,
    };
  // A type-3 menu opens the released design its propertyJson.moduleId names (contract §3, §7.4).
  if (route.component === 'dynamicModel')
    return { element: <OnlineFormPage modelId={route.meta.relationId ?? ''} menuId={route.meta.modelId} title={route.meta.title} />, framed: false };
  const pageKey = route.pageKey;
  const resource = pageKey ? entityPages[pageKey] : undefined;
  const handWritten = pageKey ? HAND_WRITTEN[pageKey]?.(route, resource) : null;
  if (handWritten) return { element: handWritten, framed: false };
  const framed = framedScreenFor(pageKey);
  if (framed) return { element: <FramedBusinessPage screen={framed} title={route.meta.title} />, framed: true };
  if (resource) return { element: <EntityListPage resource={resource} modelId={route.meta.modelId} />, framed: false };
  return { element: <UnavailablePage name={route.meta.title} pageKey={pageKey ?? route.component} />, framed: false };
}
