/**
 * An upload's states and what each allows (spec shell §4, lowcode §4 "Upload file status"):
 * waiting, checking while the whole-file hash is computed, uploading, paused, success, error.
 * The queue enforces these; the panel shows a button only where its operation is allowed.
 */
export type UploadStatus = 'waiting' | 'checking' | 'uploading' | 'paused' | 'success' | 'error';

/** Pause from waiting or uploading. */
export const canPause = (status: UploadStatus): boolean => status === 'waiting' || status === 'uploading';
/** Resume from paused. */
export const canResume = (status: UploadStatus): boolean => status === 'paused';
/** Retry from error. */
export const canRetry = (status: UploadStatus): boolean => status === 'error';
/** Remove unless successful (a stored file leaves through its widget, not the queue). */
export const canRemove = (status: UploadStatus): boolean => status !== 'success';

/** Progress shows at most 99% until the merge has answered. */
export const MAX_PROGRESS_BEFORE_MERGE = 0.99;
