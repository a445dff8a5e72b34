/** The message centre and the chat (spec §2.5, §4, §7): MessageConnection once per tab, MessageCenter in the navbar, MessageRecordPage at /messageRecord. */
export { MessageCenter, MessageConnection } from './message-center.tsx';
export { MessageRecordPage } from './message-record-page.tsx';
