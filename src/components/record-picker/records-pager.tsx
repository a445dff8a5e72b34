import { Pagination, Stack, Typography } from '@mui/material';
import { totalText, type RecordPickerTexts } from './messages.ts';

const PAGE_LABELS = { first: 'firstPage', last: 'lastPage', next: 'nextPage', previous: 'previousPage' } as const;

/** The pager buttons' names in the picker's language (MUI's own are English). */
const pageLabel = (texts: RecordPickerTexts, type: string, page: number | null): string =>
  Object.hasOwn(PAGE_LABELS, type) ? texts[PAGE_LABELS[type as keyof typeof PAGE_LABELS]] : texts.goToPage.replace('%{page}', String(page ?? ''));

export interface RecordsPagerProps {
  total: number;
  currentPage: number;
  pageSize: number;
  texts: RecordPickerTexts;
  onPage: (page: number) => void;
}

/**
 * The picker's pager: the total and the pages, at most five page numbers shown (spec lowcode §2
 * "Record picker dialog": pager count 5 — the current page with one on each side, plus the first
 * and the last).
 */
export function RecordsPager({ total, currentPage, pageSize, texts, onPage }: RecordsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={2} sx={{ pt: 1 }} data-testid="records-pager">
      <Typography variant="body2" color="text.secondary" data-testid="records-total">
        {totalText(texts, total)}
      </Typography>
      <Pagination
        size="small"
        count={pages}
        page={Math.min(currentPage, pages)}
        siblingCount={1}
        boundaryCount={1}
        onChange={(_, page: number) => onPage(page)}
        getItemAriaLabel={(type, page) => pageLabel(texts, type, page)}
      />
    </Stack>
  );
}
