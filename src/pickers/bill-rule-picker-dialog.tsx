import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Radio, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { EntityFormDialog } from '../entity-screens/entity-form-dialog-lazy.ts';
import { billRuleExample } from '../entity-screens/bill-rule-example.ts';
import { PagedTablePagination } from '../entity-screens/paged-table-pagination.tsx';
import { billRuleResource } from '../generated/bill-rule.ts';
import { PickerTreeView } from './picker-tree-view.tsx';
import type { PickerNode } from './picker-tree.ts';
import { businessCategories, ruleList, RULE_PAGE_SIZE, type BillRuleRow } from './bill-rule-api.ts';

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
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<BillRuleRow[]>([]);
  const [total, setTotal] = useState(0);
  const [chosen, setChosen] = useState<BillRuleRow | null>(null);
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await ruleList({ keyword, currentPage: page, categoryId });
      setRows(answer.list);
      setTotal(answer.total);
    } catch {
      setRows([]);
    }
  }, [keyword, page, categoryId]);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    businessCategories()
      .then(setCategories)
      .catch(() => setCategories([]));
  }, [open]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const root: PickerNode = { id: '', fullName: translate('pickers.businessCategory'), children: categories };
  const search = (text: string) => {
    setTyped(text);
    setKeyword(text.trim());
    setPage(1);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: RULE_PICKER_WIDTH, maxWidth: '95vw' } } }} data-testid="rule-picker-dialog">
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
                setPage(1);
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
            <Box sx={{ flex: 1, overflow: 'auto' }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('pickers.index')}</TableCell>
                    <TableCell>{translate('pickers.businessName')}</TableCell>
                    <TableCell>{translate('pickers.businessCode')}</TableCell>
                    <TableCell>{translate('pickers.startNumber')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => (
                    <TableRow key={row.id} hover selected={chosen?.id === row.id} onClick={() => setChosen(row)} sx={{ cursor: 'pointer' }} data-testid="rule-picker-row">
                      <TableCell padding="checkbox">
                        <Radio size="small" checked={chosen?.id === row.id} onChange={() => setChosen(row)} />
                      </TableCell>
                      <TableCell>{(page - 1) * RULE_PAGE_SIZE + index + 1}</TableCell>
                      <TableCell>{row.fullName}</TableCell>
                      <TableCell>{row.enCode}</TableCell>
                      <TableCell>{row.startNumber}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <PagedTablePagination total={total} page={page} pageSize={RULE_PAGE_SIZE} pageSizes={[RULE_PAGE_SIZE]} onPageChange={setPage} />
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
          await load();
        }}
      />
    </Dialog>
  );
}
