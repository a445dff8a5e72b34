/** The record detail viewer (spec §2) and the seam a related-form widget opens linked records through. */
export { RecordDetailViewer } from './record-detail-viewer.tsx';
export type { LinkedRecordDetail, PrintRequest, RecordDetailViewerProps } from './record-detail-viewer.tsx';
export { useOpenLinkedRecord } from './linked-record.ts';
export { viewerMessages } from './messages.ts';
