import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { dataSourcesOf, OWN_DATA_SOURCE, type DataSourceOption, type SelectorGroup } from './editor-data-sources.ts';
import { request } from '../../lib/request/request.ts';

/**
 * The rjsf widget `dataSourceSelect`: where a SQL interface runs (`dbLinkId`, contract §4.11),
 * chosen among GET /api/system/DataSource/Selector's sources: the platform's own database ("0",
 * 默认数据库) and the ones the system administrator configured. A stored id no source answers
 * any more stays shown, saying so, rather than turning silently into another database.
 */
export function InterfaceDataSourceEditor({ id, value, onChange, disabled, readonly, rawErrors }: WidgetProps) {
  const translate = useTranslate();
  const [sources, setSources] = useState<DataSourceOption[] | null>(null);
  const current = typeof value === 'string' && value !== '' ? value : OWN_DATA_SOURCE;

  useEffect(() => {
    let live = true;
    request<{ list: SelectorGroup[] }>({ url: '/api/system/DataSource/Selector' }).then(
      (answer) => live && setSources(dataSourcesOf(answer.data?.list)),
      // the request client has said why; the stored choice stays shown
      () => live && setSources([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const known = sources?.some((source) => source.id === current) ?? true;
  return (
    <TextField
      select
      id={id}
      size="small"
      fullWidth
      value={sources ? current : ''}
      disabled={Boolean(disabled || readonly) || !sources}
      error={Boolean(rawErrors?.length)}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `${id}-select` } }}
    >
      {(sources ?? []).map((source) => (
        <MenuItem key={source.id} value={source.id} data-testid={`${id}-option-${source.id}`}>
          {source.dbType ? `${source.fullName} (${source.dbType})` : source.fullName}
        </MenuItem>
      ))}
      {!known && (
        <MenuItem value={current} disabled>
          {translate('dataInterface.editors.missingSource', { id: current })}
        </MenuItem>
      )}
    </TextField>
  );
}
