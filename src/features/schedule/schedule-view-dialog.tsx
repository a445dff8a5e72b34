import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { EntityResource, Texts } from '../../lib/data/entity-resource.ts';
import { formatMoment } from '../../lib/month-grid.ts';

export interface ScheduleDetail {
  id: string;
  title: string;
  content?: string;
  category?: string;
  categoryName?: string;
  urgent?: string;
  startDay: number;
  startTime?: string;
  endDay: number;
  endTime?: string;
  allDay?: number;
  groupId?: string | null;
  creatorUserId?: string;
  creatorUser?: string;
  toUserNames?: string;
}

/**
 * The 600px "view schedule" dialog (spec lowcode §2): type, urgency, title, content, start and
 * end as yyyy-MM-dd HH:mm, creator and participants. Edit and delete only for the creator.
 */
export function ScheduleViewDialog({
  resource,
  detail,
  mine,
  onClose,
  onEdit,
  onDelete,
}: {
  resource: EntityResource;
  detail: ScheduleDetail | null;
  mine: boolean;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const urgentLabel = (value?: string) => resource.fields.find((f) => f.name === 'urgent')?.options?.[value ?? '1']?.[lang] ?? value ?? '';
  const allDay = detail?.allDay === 1;
  const rows: [string, string][] = detail
    ? [
        ['schedule.type', detail.categoryName ?? ''],
        ['schedule.urgent', urgentLabel(detail.urgent)],
        ['schedule.title', detail.title],
        ['schedule.content', detail.content ?? ''],
        ['schedule.start', formatMoment(detail.startDay, detail.startTime, allDay)],
        ['schedule.end', formatMoment(detail.endDay, detail.endTime, allDay)],
        ['schedule.creator', detail.creatorUser ?? ''],
        ['schedule.participants', detail.toUserNames ?? ''],
      ]
    : [];
  return (
    <Dialog
      open={Boolean(detail)}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: '95vw' } } }}
      data-testid="schedule-view-dialog"
    >
      <DialogTitle>{translate('schedule.view')}</DialogTitle>
      <DialogContent>
        {rows.map(([key, value]) => (
          <Stack key={key} direction="row" spacing={2} sx={{ py: 0.75 }}>
            <Typography sx={{ width: 80, flexShrink: 0, color: 'text.secondary', textAlign: 'right' }}>{translate(key)}</Typography>
            {/* user-written text is shown as text, never as HTML */}
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</Typography>
          </Stack>
        ))}
      </DialogContent>
      <DialogActions>
        {mine && <Button onClick={onEdit}>{translate('entity.edit')}</Button>}
        {mine && (
          <Button color="error" onClick={onDelete} data-testid="schedule-delete">
            {translate('entity.delete')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('schedule.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
