import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Radio, Stack, TextField } from '@mui/material';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { billRuleExample } from '../../crud/bill-rule-example.ts';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { usePagedList } from '../../crud/list/use-paged-list.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';
import { PickerTreeView } from './picker-tree-view.tsx';
import type { PickerNode } from './picker-tree.ts';
import { businessCategories, RULE_PAGE_SIZE, RULE_SORT, type BillRuleRow } from './bill-rule-api.ts';

const billRuleResource = entityResources.billRule;

/** The rule picker is 1000px wide (spec lowcode §9). */
export const RULE_PICKER_WIDTH = 1000;

export interface BillRulePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (rule: BillRuleRow) => void;
}

/**
 * The numbering-rule picker (spec lowcode §2): business categories on the left under the root
 * 'business category', a searchable table of rules (name, code, start number), an Add button that
 * opens the rule form and reloads after, and Confirm only once a rule is chosen (§4).
 */
export function BillRulePickerDialog({ open, onClose, onConfirm }: BillRulePickerDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [categories, setCategories] = useState<PickerNode[]>([]);
  const [categoryId, setCategoryId] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<BillRuleRow | null>(null);
  const [adding, setAdding] = useState(false);
  // the category is always sent, '' for every category (spec lowcode §7)
  const filter = useMemo(() => ({ categoryId }), [categoryId]);
  const list = usePagedList<BillRuleRow>({ resource: 'billRule', filter, sort: RULE_SORT, perPage: RULE_PAGE_SIZE, enabled: open });
  const { page, onPageChange } = list.pagination;

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    businessCategories()
      .then(setCategories)
      .catch(() => setCategories([]));
  }, [open]);

  const root: PickerNode = { id: '', fullName: translate('pickers.businessCategory'), children: categories };
  const search = (text: string) => {
    setTyped(text);
    list.search({ keyword: text.trim() });
  };
  const columns: ListColumn<BillRuleRow>[] = [
    {
      key: 'chosen',
      header: null,
      padding: 'checkbox',
      render: (row) => <Radio size="small" checked={chosen?.id === row.id} onChange={() => setChosen(row)} />,
    },
    { key: 'index', header: translate('pickers.index'), render: (_, index) => (page - 1) * RULE_PAGE_SIZE + index + 1 },
    { key: 'fullName', header: translate('pickers.businessName'), render: (row) => row.fullName },
    { key: 'enCode', header: translate('pickers.businessCode'), render: (row) => row.enCode },
    { key: 'startNumber', header: translate('pickers.startNumber'), render: (row) => row.startNumber },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: RULE_PICKER_WIDTH, maxWidth: '95vw' } } }}
      data-testid="rule-picker-dialog"
    >
      <DialogTitle>{translate('pickers.template')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ height: 460 }}>
          <Box sx={{ width: 220, flexShrink: 0, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="rule-picker-categories">
            <PickerTreeView
              nodes={[root]}
              selectable={() => true}
              activeId={categoryId}
              onPick={(node) => {
                setCategoryId(node.id);
                onPageChange(1);
              }}
            />
          </Box>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={1}>
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                placeholder={translate('pickers.keyword')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => event.key === 'Enter' && search(typed)}
                slotProps={{ htmlInput: { 'data-testid': 'rule-picker-keyword' } }}
              />
              <Button variant="contained" onClick={() => search(typed)} data-testid="rule-picker-search">
                {translate('pickers.search')}
              </Button>
              <Button onClick={() => search('')}>{translate('pickers.reset')}</Button>
              <Box sx={{ flex: 1 }} />
              <Button variant="outlined" onClick={() => setAdding(true)} data-testid="rule-picker-add">
                {translate('pickers.add')}
              </Button>
            </Stack>
            <ListTable
              columns={columns}
              rows={flatRows(list.rows)}
              rowTestId="rule-picker-row"
              loading={list.loading}
              variant="plain"
              containerSx={{ flex: 1, overflow: 'auto' }}
              stickyHeader
              rowProps={(row) => ({ hover: true, selected: chosen?.id === row.id, onClick: () => setChosen(row), sx: { cursor: 'pointer' } })}
              pagination={{ ...list.pagination, pageSizes: [RULE_PAGE_SIZE] }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="rule-picker-cancel">
          {translate('pickers.cancel')}
        </Button>
        <Button variant="contained" onClick={() => chosen && onConfirm(chosen)} data-testid="rule-picker-confirm">
          {translate('pickers.confirm')}
        </Button>
      </DialogActions>
      <EntityFormDialog
        resource={billRuleResource}
        record={null}
        open={adding}
        initial={categoryId ? { category: categoryId } : undefined}
        derive={billRuleExample}
        onClose={() => setAdding(false)}
        onSubmit={async (data) => {
          await dataProvider.create('billRule', { data });
          setAdding(false);
          list.refresh();
        }}
      />
    </Dialog>
  );
}
