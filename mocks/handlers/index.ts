import { authHandlers } from './auth-handlers.ts';
import { dictionaryHandlers } from './dictionary-handlers.ts';
import { generatedHandlers } from '../generated/index.ts';
import { scheduleHandlers } from './schedule-handlers.ts';
import { chatHandlers } from './chat-handlers.ts';
import { inboxHandlers } from './inbox-handlers.ts';
import { noticeHandlers } from './notice-handlers.ts';
import { moduleItemHandlers } from './module-item-handlers.ts';
import { exportDownloadHandlers } from './excel-export-handlers.ts';
import { profileHandlers } from './profile-handlers.ts';
import { onlineUserHandlers } from './online-user-handlers.ts';
import { pickerHandlers } from './picker-handlers.ts';
import { dashboardHandlers } from './dashboard-handlers.ts';
import { resetProfileMock } from './profile-mock-state.ts';
import { resetMockStore as resetStore } from '../store/mock-store.ts';

/** Empties every mock store: the shared one and the profile's. */
export function resetMockStore(): void {
  resetStore();
  resetProfileMock();
}
// The message centre's come after the generated ones: its /api/message/:id must not answer
// /api/message/MessageTemplateConfig; within them the fixed paths come first.
const messageHandlers = [...chatHandlers, ...inboxHandlers, ...noticeHandlers];
// The profile's handlers come first: one of them watches sign-ins before the auth handler answers.
// The pickers' selectors come before the generated ones, whose /Position/:id would answer /Position/Selector.
export const handlers = [...profileHandlers, ...authHandlers, ...dictionaryHandlers, ...scheduleHandlers, ...moduleItemHandlers, ...exportDownloadHandlers, ...pickerHandlers, ...onlineUserHandlers, ...dashboardHandlers, ...generatedHandlers, ...messageHandlers];
