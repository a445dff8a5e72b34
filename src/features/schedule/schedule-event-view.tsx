import { useEffect, useState } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../lib/i18n/i18n-provider.ts';
import { request } from '../../lib/request/request.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';
import type { EntityResource } from '../../lib/data/entity-resource.ts';
import type { EventViewerProps } from '../../lib/event-viewer.tsx';
import { ScheduleViewDialog, type ScheduleDetail } from './schedule-view-dialog.tsx';

const scheduleResource = entityResources.schedule;

/** One event in the calendar's view dialog, read-only: how the message centre and the dashboard show an event (registered as the app's event viewer, src/lib/event-viewer.tsx). */
export function ScheduleEventView({ id, groupId, onClose }: EventViewerProps) {
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  useEffect(() => {
    let live = true;
    request<ScheduleDetail>({ url: `${scheduleResource.base}/detail`, data: { id, groupId } })
      .then((answer) => {
        if (live) setDetail(answer.data ?? null);
      })
      .catch(() => onClose()); // the request client has shown why
    return () => {
      live = false;
    };
  }, [id, groupId, onClose]);
  if (!detail) return null;
  // The message centre may sit outside react-admin's providers; the calendar's dialog needs its translations.
  return (
    <I18nContextProvider value={i18nProvider}>
      <ScheduleViewDialog
        resource={scheduleResource as unknown as EntityResource}
        detail={detail}
        mine={false}
        onClose={onClose}
        onEdit={onClose}
        onDelete={onClose}
      />
    </I18nContextProvider>
  );
}
