import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { interfaceLog, type InterfaceLogEntry } from '../../lib/data-interface/data-interface-api.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { PagedTablePagination } from '../../crud/paged-table-pagination.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../crud/list/use-paged-list.ts';

const COLUMNS = ['time', 'user', 'ip', 'device', 'duration', 'type', 'result', 'error'] as const;
type Column = (typeof COLUMNS)[number];

/** A long value (a browser's User-Agent, an engine's error) on one line, whole on hover. */
const Clipped = ({ text, width }: { text: string; width: number }) => (
  <Typography variant="body2" noWrap title={text} sx={{ maxWidth: width }}>
    {text}
  </Typography>
);

function LogCell({ entry, column }: { entry: InterfaceLogEntry; column: Column }) {
  const translate = useTranslate();
  switch (column) {
    case 'time':
      return <>{dayjs(Number(entry.invokTime)).format('YYYY-MM-DD HH:mm:ss')}</>;
    case 'user':
      return <>{entry.userName || entry.userId}</>;
    case 'ip':
      return <>{entry.invokIp}</>;
    case 'device':
      return <Clipped text={entry.invokDevice} width={180} />;
    case 'duration':
      return <>{translate('dataInterface.milliseconds', { n: entry.invokWasteTime })}</>;
    case 'type':
      return <>{translate(`dataInterface.invokTypes.${entry.invokType}`, { _: entry.invokType })}</>;
    case 'result':
      return (
        <Chip
          size="small"
          data-testid="data-interface-log-result"
          color={entry.success === 1 ? 'success' : 'error'}
          label={translate(entry.success === 1 ? 'dataInterface.success' : 'dataInterface.failure')}
        />
      );
    case 'error':
      return <Clipped text={entry.errorMessage} width={200} />;
  }
}

/** An interface's call log (GET DataInterfaceLog/{id}): when, who, from where, how long, and whether it worked; newest first, paged. */
export function LogDialog({ row, onClose }: { row: EntityRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [entries, setEntries] = useState<InterfaceLogEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [version, setVersion] = useState(0);

  const load = useCallback(() => interfaceLog(row.id, page), [row.id, page]);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (!live) return;
        setEntries(answer.list);
        setTotal(answer.total);
      },
      // a failed list load only stops: the request client has said why (spec §8)
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, version]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="data-interface-log-dialog">
      <DialogTitle>
        <Stack direction="row" alignItems="center">
          <Box sx={{ flex: 1 }}>
            {translate('dataInterface.logTitle')} · {String(row.fullName ?? '')}
          </Box>
          <Button size="small" onClick={() => setVersion((current) => current + 1)}>
            {translate('dataInterface.refresh')}
          </Button>
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`dataInterface.logColumns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="data-interface-log-row">
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    <LogCell entry={entry} column={column} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  {translate('dataInterface.noResult')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <PagedTablePagination
          total={total}
          page={page.currentPage}
          pageSize={page.pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={(currentPage) => setPage((current) => ({ ...current, currentPage }))}
          onPageSizeChange={(pageSize) => setPage({ currentPage: 1, pageSize })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dataInterface.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
