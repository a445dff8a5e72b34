/** The message centre and the chat (spec §2.5, §4, §7): mount MessageCenter in the navbar, MessageRecordPage at /messageRecord. */
export { MessageCenter } from './message-center.tsx';
export { MessageRecordPage } from './message-record-page.tsx';
