import { createElement, lazy, Suspense } from 'react';
import { registerPageExtensions, type ListAsideProps, type ListToolbarExtraProps } from '../crud/page-registry.ts';
import type { EntityRecord } from '../lib/data/entity-resource.ts';
import { registerShellSlots } from '../shell/shell-slots.ts';
import { registerEventViewer } from '../lib/event-viewer.tsx';
import { MessageCenter } from '../features/messages/message-center.tsx';
import { FeedbackButton, StatementButton } from '../features/feedback/navbar-feedback.tsx';
import { adminListTexts } from '../features/members/admin-list-texts.ts';

// Composition root (like app.tsx): the one place that hands the hand-written feature screens to the
// generic list page, the features' buttons to the shell and the calendar's event view to whoever shows
// events, so no generic layer imports a feature and no feature another (eslint.config.js, import zones).
// Each screen loads when first shown (docs/architecture.md: the app is split per screen).
// Row actions wait in their own cell, so the list does not blank while their code downloads.
const LazyMenuItemButtons = lazy(() => import('../features/menu-items/menu-item-buttons.tsx').then((m) => ({ default: m.MenuItemButtons })));

const LazyInterfaceRowActions = lazy(() => import('../features/data-interface/interface-row-actions.tsx').then((m) => ({ default: m.InterfaceRowActions })));
const InterfaceRowActions = (props: { row: EntityRecord }) => createElement(Suspense, { fallback: null }, createElement(LazyInterfaceRowActions, props));

const LazyDesignRowActions = lazy(() => import('../features/online-dev/design-row-actions.tsx').then((m) => ({ default: m.DesignRowActions })));
const DesignRowActions = (props: { row: EntityRecord }) => createElement(Suspense, { fallback: null }, createElement(LazyDesignRowActions, props));

// Permission administration (issue 15): grants, members, a user's password and lock, data-permission schemes.
const LazyAuthorizeRowAction = lazy(() => import('../features/authorize/authorize-row-action.tsx').then((m) => ({ default: m.AuthorizeRowAction })));
const LazyBatchAuthorizeButton = lazy(() => import('../features/authorize/batch-authorize-button.tsx').then((m) => ({ default: m.BatchAuthorizeButton })));
const LazyMembersRowAction = lazy(() => import('../features/members/members-row-action.tsx').then((m) => ({ default: m.MembersRowAction })));
const LazyUserRowActions = lazy(() => import('../features/user-admin/user-row-actions.tsx').then((m) => ({ default: m.UserRowActions })));
const LazyDataSchemeRowAction = lazy(() => import('../features/data-scope/data-scheme-row-action.tsx').then((m) => ({ default: m.DataSchemeRowAction })));

type Row = { row: EntityRecord };
const suspended = (...children: ReturnType<typeof createElement>[]) => createElement(Suspense, { fallback: null }, ...children);
const MenuRowActions = (props: Row) => suspended(createElement(LazyMenuItemButtons, props), createElement(LazyDataSchemeRowAction, props));
const RoleRowActions = (props: Row) =>
  suspended(createElement(LazyAuthorizeRowAction, { ...props, objectType: 'Role' }), createElement(LazyMembersRowAction, { ...props, objectType: 'Role' }));
const PositionRowActions = (props: Row) =>
  suspended(
    createElement(LazyAuthorizeRowAction, { ...props, objectType: 'Position' }),
    createElement(LazyMembersRowAction, { ...props, objectType: 'Position' }),
  );
const GroupRowActions = (props: Row) => suspended(createElement(LazyMembersRowAction, { ...props, objectType: 'Group' }));
const UserRowActions = (props: Row) =>
  suspended(createElement(LazyAuthorizeRowAction, { ...props, objectType: 'User' }), createElement(LazyUserRowActions, props));
const BatchAuthorizeButton = () => suspended(createElement(LazyBatchAuthorizeButton));
// 系统配置's 超级管理员 tab: the admin list through SysConfig/getAdminList and setAdminList, not the generic save.
const LazyAdminListSection = lazy(() => import('../features/members/admin-list-section.tsx').then((m) => ({ default: m.AdminListSection })));
const AdminListSection = () => suspended(createElement(LazyAdminListSection));
const LazyOrganisationAside = lazy(() => import('../features/user-admin/organisation-aside.tsx').then((m) => ({ default: m.OrganisationAside })));
const OrganisationAside = (props: ListAsideProps) => suspended(createElement(LazyOrganisationAside, props));

const LazyApplicationsButton = lazy(() => import('../features/menu-items/applications-button.tsx').then((m) => ({ default: m.ApplicationsButton })));
const ApplicationsButton = () => createElement(Suspense, { fallback: null }, createElement(LazyApplicationsButton));

const LazyBillRuleFromTemplate = lazy(() => import('../features/pickers/bill-rule-from-template.tsx').then((m) => ({ default: m.BillRuleFromTemplate })));
const BillRuleFromTemplate = (props: ListToolbarExtraProps) => createElement(Suspense, { fallback: null }, createElement(LazyBillRuleFromTemplate, props));

// The event view loads with the first event opened (EventViewer gives it a Suspense).
const ScheduleEventView = lazy(() => import('../features/schedule/schedule-event-view.tsx').then((m) => ({ default: m.ScheduleEventView })));
/** Without the navbar (plain layout, full screen) the message centre floats. */
const FloatingMessageCenter = () => createElement(MessageCenter, { floating: true });

/** The 超级管理员 tab's title in each language. */
const adminListTitle = { zh: adminListTexts('zh').title, 'zh-TW': adminListTexts('zh-TW').title, en: adminListTexts('en').title };

/** Called once before the first signed-in page renders (src/app/app.tsx). */
export function registerFeatureScreens(): void {
  registerPageExtensions({
    // A numbering rule started from another as its template; the menu page's applications.
    toolbarExtras: { billRule: BillRuleFromTemplate, menu: ApplicationsButton, role: BatchAuthorizeButton },
    // A menu's buttons, columns, form fields and data-permission schemes; a data interface's preview, fields, log and copy;
    // a design's preview, release and copy; what a role, position or user is granted, and who belongs to it.
    rowExtras: {
      menu: MenuRowActions,
      dataInterface: InterfaceRowActions,
      visualDev: DesignRowActions,
      role: RoleRowActions,
      position: PositionRowActions,
      group: GroupRowActions,
      user: UserRowActions,
    },
    // The user list's organisation tree: a company or department narrows it.
    listAsides: { user: OrganisationAside },
    settingsTabs: { sysConfig: [{ title: adminListTitle, fields: ['adminList'], Component: AdminListSection }] },
  });
  registerShellSlots({
    navbarActions: [MessageCenter, FeedbackButton],
    navbarPublicActions: [StatementButton],
    floatingActions: [FloatingMessageCenter],
  });
  registerEventViewer(ScheduleEventView);
}
