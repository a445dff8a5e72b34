import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Stack, Tab, Tabs, TextField } from '@mui/material';
import { filterTree, itemOf, pick, unpick, type PickerItem, type PickerNode } from './picker-tree.ts';
import { PickerTreeView } from './picker-tree-view.tsx';
import { SelectedList } from './selected-list.tsx';

/** Pickers are 800px wide (spec lowcode §9). */
export const PICKER_WIDTH = 800;

/** One tab of the left pane; a picker with one source shows no tabs. */
export interface PickerSource {
  key: string;
  /** a translation key */
  label?: string;
  nodes: PickerNode[];
}

export interface PickerDialogProps {
  open: boolean;
  /** a translation key */
  title: string;
  sources: PickerSource[];
  selectable: (node: PickerNode) => boolean;
  multiple: boolean;
  /** what the field holds now; the selection starts from it at each opening */
  value: PickerItem[];
  onConfirm: (items: PickerItem[]) => void;
  onClose: () => void;
  /** the left pane of pickers whose tree is not a plain one (the user picker) */
  renderLeft?: (choose: (item: PickerItem) => void, keyword: string, sourceKey: string) => ReactNode;
  /** entries are id paths (the organisation picker); otherwise a record is one entry wherever it shows */
  keepPaths?: boolean;
  /** Confirm refuses an empty choice with this message (a required user picker: '请选择{title}', spec lowcode §5) */
  requireSelection?: string;
}

/**
 * The two-pane picker (spec lowcode §2, §4): left a tree with a keyword filter, right the
 * selected list. A click on a node of the matching type chooses it; Confirm writes the choice,
 * Cancel forgets it (the next opening starts again from the stored value).
 */
export function PickerDialog({
  open,
  title,
  sources,
  selectable,
  multiple,
  value,
  onConfirm,
  onClose,
  renderLeft,
  keepPaths,
  requireSelection,
}: PickerDialogProps) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<PickerItem[]>(value);
  const [refused, setRefused] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState(0);
  // Each opening re-syncs to the stored value.
  useEffect(() => {
    if (open) {
      setSelected(value);
      setKeyword('');
      setRefused(false);
    }
    // value is read when the dialog opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const source = sources[Math.min(tab, Math.max(sources.length - 1, 0))];
  const shown = useMemo(() => filterTree(source?.nodes ?? [], keyword), [source, keyword]);
  const choose = (item: PickerItem) => {
    setRefused(false);
    setSelected((current) => pick(current, item, multiple));
  };
  const confirm = () => {
    if (requireSelection && selected.length === 0) setRefused(true);
    else onConfirm(selected);
  };
  const cancel = () => {
    setSelected(value);
    onClose();
  };

  return (
    <Dialog open={open} onClose={cancel} maxWidth={false} slotProps={{ paper: { sx: { width: PICKER_WIDTH, maxWidth: '95vw' } } }} data-testid="picker-dialog">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ height: 400 }}>
          <Stack sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {sources.length > 1 && (
              <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="fullWidth" sx={{ minHeight: 36 }}>
                {sources.map((item) => (
                  <Tab key={item.key} label={translate(item.label ?? item.key)} sx={{ minHeight: 36, py: 0 }} data-testid={`picker-tab-${item.key}`} />
                ))}
              </Tabs>
            )}
            <Box sx={{ p: 1 }}>
              <TextField
                size="small"
                fullWidth
                placeholder={translate('pickers.keyword')}
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'picker-keyword' } }}
              />
            </Box>
            <Box sx={{ flex: 1, overflow: 'auto' }} data-testid="picker-left">
              {renderLeft ? (
                renderLeft(choose, keyword, source?.key ?? '')
              ) : (
                <PickerTreeView
                  key={`${source?.key}:${keyword ? 'filtered' : 'all'}`}
                  nodes={shown}
                  selectable={selectable}
                  expandAll={Boolean(keyword.trim())}
                  onPick={(node, path, pathNames) => choose(keepPaths ? itemOf(node, path, pathNames) : itemOf(node))}
                />
              )}
            </Box>
          </Stack>
          <Box sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <SelectedList items={selected} onRemove={(item) => setSelected((current) => unpick(current, item))} onClear={() => setSelected([])} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        {refused && requireSelection && (
          <FormHelperText error role="alert" sx={{ mr: 'auto', ml: 2 }} data-testid="picker-required">
            {requireSelection}
          </FormHelperText>
        )}
        <Button onClick={cancel} data-testid="picker-cancel">
          {translate('pickers.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} data-testid="picker-confirm">
          {translate('pickers.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
