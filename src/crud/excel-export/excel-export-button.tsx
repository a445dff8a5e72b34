import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { request } from '../../lib/request/request.ts';
import type { EntityResource, Texts } from '../../lib/data/entity-resource.ts';
import { grantedExportColumns } from './granted-export-columns.ts';

/** What the list is showing, so the export covers the same rows. */
export interface ListState {
  keyword: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  page: number;
  perPage: number;
  /** the list's other filters (a designed list's search fields), for an export that takes them */
  filter?: Record<string, unknown>;
}

/** What one export asks for: the list's query, this page or all pages ('0' / '1'), the chosen columns in the schema's order. */
export interface ExcelExportQuery {
  keyword?: string;
  sidx?: string;
  sort: string;
  currentPage: number;
  pageSize: number;
  dataType: '0' | '1';
  selectKey: string[];
  filter: Record<string, unknown>;
}

/** The schema entities' export: GET base/ExportExcel, the columns comma-separated. */
const exportByResource =
  (resource: EntityResource) =>
  async ({ filter: _filter, selectKey, ...query }: ExcelExportQuery) =>
    (await request<{ name: string; url: string }>({ url: `${resource.base}/ExportExcel`, data: { ...query, selectKey: selectKey.join(',') } })).data;

/**
 * The Export button of a list whose schema opts in (x-portside.excelExport): a dialog choosing
 * this page or all pages and the columns, then GET base/ExportExcel with the list's keyword and
 * sort; the answer's url (contract §6.3) is opened to download the .xlsx. Only the columns the page
 * grants are offered, as the server exports no other.
 */
export function ExcelExportButton({
  resource,
  list,
  onDownload = (url) => window.location.assign(url),
  granted = () => true,
  run = exportByResource(resource),
}: {
  resource: EntityResource;
  list: ListState;
  /** the export call; GET base/ExportExcel by default (an online form posts to its own route) */
  run?: (query: ExcelExportQuery) => Promise<{ url?: string } | undefined>;
  /** opens the download link (the page navigates to it; the browser keeps the page as it saves the file) */
  onDownload?: (url: string) => void;
  /** the page's column check (spec §6): only granted columns are offered; everything when not given */
  granted?: (code: string) => boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const columns = grantedExportColumns(resource, granted);
  const [open, setOpen] = useState(false);
  const [dataType, setDataType] = useState<'0' | '1'>('0');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!resource.excelExport) return null;

  const start = () => {
    setDataType('0');
    setChosen(columns.map((column) => column.name));
    setOpen(true);
  };
  const toggle = (name: string) => setChosen((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  const exportNow = async () => {
    setBusy(true);
    try {
      const file = await run({
        keyword: list.keyword || undefined,
        sidx: list.sort.field !== 'id' ? list.sort.field : undefined,
        sort: list.sort.order.toLowerCase(),
        currentPage: list.page,
        pageSize: list.perPage,
        dataType,
        // the server writes them in the schema's order
        selectKey: chosen,
        filter: list.filter ?? {},
      });
      setOpen(false);
      if (file?.url) onDownload(file.url);
    } catch {
      // the request client has said why; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button data-testid="excel-export" onClick={start}>
        {translate('excelExport.button')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} maxWidth="sm" fullWidth data-testid="excel-export-dialog">
        <DialogTitle>{translate('excelExport.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <div>
              <FormLabel>{translate('excelExport.range')}</FormLabel>
              <RadioGroup row value={dataType} onChange={(event) => setDataType(event.target.value as '0' | '1')}>
                <FormControlLabel value="0" control={<Radio size="small" />} label={translate('excelExport.currentPage')} />
                <FormControlLabel value="1" control={<Radio size="small" />} label={translate('excelExport.allPages')} />
              </RadioGroup>
            </div>
            <div>
              <FormLabel>{translate('excelExport.columns')}</FormLabel>
              <FormControlLabel
                sx={{ ml: 2 }}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.length === columns.length}
                    indeterminate={chosen.length > 0 && chosen.length < columns.length}
                    onChange={(event) => setChosen(event.target.checked ? columns.map((column) => column.name) : [])}
                  />
                }
                label={translate('excelExport.allColumns')}
              />
              <FormGroup row>
                {columns.map((column) => (
                  <FormControlLabel
                    key={column.name}
                    control={<Checkbox size="small" checked={chosen.includes(column.name)} onChange={() => toggle(column.name)} />}
                    label={column.label[lang]}
                  />
                ))}
              </FormGroup>
              {chosen.length === 0 && <FormHelperText error>{translate('excelExport.noColumn')}</FormHelperText>}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('excelExport.cancel')}
          </Button>
          <Button variant="contained" data-testid="excel-export-confirm" disabled={busy || chosen.length === 0} onClick={() => void exportNow()}>
            {translate('excelExport.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
