import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { RecordPickerTexts } from './messages.ts';
import type { RecordListConfig } from './record-rows.ts';
import { RecordsPager } from './records-pager.tsx';
import { RecordsTable } from './records-table.tsx';
import type { RecordChoice } from './use-record-choice.ts';

export interface RecordsPanelProps {
  config: RecordListConfig;
  multiple: boolean;
  choice: RecordChoice;
  texts: RecordPickerTexts;
  /** the table's height limit (the popover is shorter than the dialog) */
  maxHeight?: number | string;
}

/** Keyword box with Search, Reset and Refresh (Enter searches), the record table and, with paging, the pager. */
export function RecordsPanel({ config, multiple, choice, texts, maxHeight }: RecordsPanelProps) {
  const { list } = choice;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          value={list.keyword}
          placeholder={texts.keyword}
          onChange={(event) => list.setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              list.search();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': texts.keywordLabel, 'data-testid': 'records-keyword' } }}
          sx={{ width: 240 }}
        />
        <Button variant="contained" size="small" onClick={list.search} data-testid="records-search">
          {texts.search}
        </Button>
        <Button size="small" variant="outlined" onClick={list.reset} data-testid="records-reset">
          {texts.reset}
        </Button>
        <Tooltip title={texts.refresh}>
          <IconButton size="small" aria-label={texts.refresh} onClick={list.refresh} data-testid="records-refresh" sx={{ ml: 'auto !important' }}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <RecordsTable
        rows={list.rows}
        config={config}
        multiple={multiple}
        chosen={choice.chosenKeys}
        firstIndex={(list.currentPage - 1) * list.pageSize + 1}
        loading={list.loading}
        texts={texts}
        onToggle={choice.toggle}
        onToggleAll={choice.toggleAll}
        maxHeight={maxHeight}
      />
      {config.hasPage && <RecordsPager total={list.total} currentPage={list.currentPage} pageSize={list.pageSize} texts={texts} onPage={list.goTo} />}
    </Stack>
  );
}
