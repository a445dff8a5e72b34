import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import type { ListToolbarExtraProps } from '../../crud/page-registry.ts';
import { BillRulePickerDialog } from './bill-rule-picker-dialog.tsx';

/** What a new rule takes over from the rule chosen as its template: everything but its identity. */
const COPIED_FIELDS = ['category', 'prefix', 'dateFormat', 'digit', 'startNumber', 'sortCode', 'description'] as const;

/**
 * "New from template" on the numbering-rule list: the rule picker (spec lowcode §2, titled
 * 'template') chooses an existing rule, and the create dialog opens with its prefix, date format,
 * digits, start number and category, leaving the new rule's name and code to the user.
 */
export function BillRuleFromTemplate({ startCreate }: ListToolbarExtraProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" data-testid="bill-rule-from-template" onClick={() => setOpen(true)}>
        {translate('pickers.fromTemplate')}
      </Button>
      <BillRulePickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={async (rule) => {
          try {
            const { data } = await dataProvider.getOne<EntityRecord>('billRule', { id: rule.id });
            const initial = Object.fromEntries(
              COPIED_FIELDS.filter((field) => data[field] !== undefined && data[field] !== null).map((field) => [field, data[field]]),
            );
            setOpen(false);
            startCreate({ ...initial, enabledMark: 1 });
          } catch {
            // the request client has shown why the rule could not be read; the picker stays open
          }
        }}
      />
    </>
  );
}
