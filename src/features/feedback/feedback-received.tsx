import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { listFeedback, type FeedbackRow } from './feedback-api.ts';

const PAGE_SIZE = 10;

/** Administrators: the feedback users sent, newest first, one page at a time. */
export function FeedbackReceived() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<FeedbackRow[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let alive = true;
    listFeedback(page + 1, PAGE_SIZE)
      .then((result) => {
        if (!alive) return;
        setRows(result.list);
        setTotal(result.pagination.total);
      })
      .catch(() => undefined); // the request client has shown why
    return () => {
      alive = false;
    };
  }, [page]);
  if (total === 0) return <Typography color="text.secondary">{translate('feedback.empty')}</Typography>;
  return (
    <>
      <Table size="small" data-testid="feedback-received">
        <TableHead>
          <TableRow>
            <TableCell>{translate('feedback.category')}</TableCell>
            <TableCell>{translate('feedback.content')}</TableCell>
            <TableCell>{translate('feedback.sender')}</TableCell>
            <TableCell>{translate('feedback.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{translate(`feedback.categories.${row.category}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {row.content}
                {row.contact && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {row.contact}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.creatorUser}</TableCell>
              <TableCell>{dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
      />
    </>
  );
}
