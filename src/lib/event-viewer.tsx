import { Suspense, type ComponentType } from 'react';

export interface EventViewerProps {
  /** the calendar event's id and its series (contract §4.4 detail) */
  id: string;
  groupId: string;
  onClose: () => void;
}

/**
 * How a calendar event is shown outside the calendar: a schedule message in the message centre, an
 * event on the dashboard. The calendar (src/features/schedule) registers its read-only view at start-up
 * (src/app/feature-screens.ts), so neither feature imports it; nothing shows before that.
 */
let Viewer: ComponentType<EventViewerProps> | null = null;

export function registerEventViewer(viewer: ComponentType<EventViewerProps>): void {
  Viewer = viewer;
}

/** The registered viewer, in its own Suspense: its code may load on first use. */
export function EventViewer(props: EventViewerProps) {
  if (!Viewer) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
