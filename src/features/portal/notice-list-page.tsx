import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Pagination, Paper, TextField, Typography } from '@mui/material';
import { PortalFrame } from './portal-frame.tsx';
import { NoticeItems } from './notice-items.tsx';
import { usePublicNotices } from './use-public-notices.ts';

const PAGE_SIZE = 10;

/** /noticeList: every public notice the server lists, paged and searchable by title. */
export function NoticeListPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const currentPage = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const { page, loading } = usePublicNotices({ currentPage, pageSize: PAGE_SIZE, keyword });
  const pages = Math.ceil(page.pagination.total / PAGE_SIZE);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { keyword: typed.trim() } : {});
  };

  return (
    <PortalFrame testId="notice-list">
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {translate('portal.notices')}
          </Typography>
          <Box component="form" onSubmit={search}>
            <TextField
              size="small"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={translate('portal.search')}
              inputProps={{ 'aria-label': translate('portal.search'), maxLength: 100, 'data-testid': 'notice-search' }}
            />
          </Box>
        </Box>
        <NoticeItems notices={page.list} loading={loading} />
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            count={pages}
            page={currentPage}
            onChange={(_, value) => setParams(keyword ? { keyword, page: String(value) } : { page: String(value) })}
          />
        )}
      </Paper>
    </PortalFrame>
  );
}
