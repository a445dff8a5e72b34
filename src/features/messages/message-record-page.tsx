import { useCallback, useEffect, useState } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { listMessages, type MessageTypeFilter } from './message-api.ts';
import type { InboxMessage } from '../../lib/data/inbox-message.ts';
import { MessageTypeTabs, typeLabel } from './message-type-filter.tsx';
import { useMessageOpener } from './message-opener.tsx';
import { messageText } from './messages.ts';

/** Spec §9 page sizes; the record page starts at 20 like every list. */
const PAGE_SIZES = [10, 20, 50, 100, 500];

/** /messageRecord: every message of the user, by type, a page at a time; a row opens like in the drawer. */
export function MessageRecordPage() {
  const [type, setType] = useState<MessageTypeFilter>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [rows, setRows] = useState<InboxMessage[]>([]);
  const [total, setTotal] = useState(0);

  const load = useCallback(async () => {
    try {
      const answer = await listMessages(page + 1, type, pageSize);
      setRows(answer.list);
      setTotal(answer.pagination.total);
    } catch {
      // the request client has shown why
    }
  }, [page, type, pageSize]);
  useEffect(() => {
    void load();
  }, [load]);

  const markRead = useCallback((id: string) => setRows((old) => old.map((row) => (row.id === id ? { ...row, isRead: '1' } : row))), []);
  const { open, dialogs } = useMessageOpener(markRead);

  return (
    <Box sx={{ p: 2 }} data-testid="message-record-page">
      <Typography variant="h6" gutterBottom>
        {messageText('recordTitle')}
      </Typography>
      <Paper>
        <MessageTypeTabs
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(0);
          }}
        />
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{messageText('title')}</TableCell>
              <TableCell>{messageText('typeAll')}</TableCell>
              <TableCell>{messageText('releaseUser')}</TableCell>
              <TableCell>{messageText('releaseTime')}</TableCell>
              <TableCell>{messageText('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => void open(row)} data-testid="message-record-row">
                <TableCell>{row.title}</TableCell>
                <TableCell>{typeLabel(row.type)}</TableCell>
                <TableCell>{row.releaseUser}</TableCell>
                <TableCell>{row.releaseTime ? dayjs(row.releaseTime).format('YYYY-MM-DD HH:mm') : ''}</TableCell>
                <TableCell>{row.isRead === '1' ? messageText('read') : messageText('unread')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage={messageText('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} ${messageText('rangeOf')} ${count}`}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      </Paper>
      {dialogs}
    </Box>
  );
}
