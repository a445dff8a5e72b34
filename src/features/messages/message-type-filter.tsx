import { Tab, Tabs } from '@mui/material';
import type { MessageTypeFilter } from './message-api.ts';
import { messageText, type MessageText } from './messages.ts';

/** Spec §9: all '', notice 1, flow 2, system 3, schedule 4. */
export const MESSAGE_TYPES: { value: MessageTypeFilter; label: MessageText }[] = [
  { value: '', label: 'typeAll' },
  { value: '1', label: 'type1' },
  { value: '2', label: 'type2' },
  { value: '3', label: 'type3' },
  { value: '4', label: 'type4' },
];

export function MessageTypeTabs({ value, onChange }: { value: MessageTypeFilter; onChange: (value: MessageTypeFilter) => void }) {
  return (
    <Tabs value={value} onChange={(_, next: MessageTypeFilter) => onChange(next)} variant="fullWidth" data-testid="message-type-filter">
      {MESSAGE_TYPES.map((type) => (
        <Tab key={type.value || 'all'} value={type.value} label={messageText(type.label)} sx={{ minWidth: 0 }} />
      ))}
    </Tabs>
  );
}

export function typeLabel(type: number): string {
  const entry = MESSAGE_TYPES.find((candidate) => candidate.value !== '' && candidate.value === String(type));
  return entry ? messageText(entry.label) : '';
}
