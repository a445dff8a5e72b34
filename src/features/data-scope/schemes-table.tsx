import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { EntityRecord, Texts } from '../../lib/data/entity-resource.ts';
import { schemeResource } from './scheme-api.ts';

interface SchemesTableProps {
  schemes: readonly EntityRecord[];
  onEdit: (scheme: EntityRecord) => void;
  onToggle: (scheme: EntityRecord) => void;
  onRemove: (scheme: EntityRecord) => void;
}

/** The menu's schemes: name, code, the server's reading of the conditions, the 状态 switch, edit and delete. */
export function SchemesTable({ schemes, onEdit, onToggle, onRemove }: SchemesTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const label = (name: string) => schemeResource.columns.find((column) => column.name === name)?.label[lang] ?? name;
  const allDataLabel = label('allData');

  return (
    <Table size="small" data-testid="data-schemes-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '18%' }}>{label('fullName')}</TableCell>
          <TableCell sx={{ width: '16%' }}>{label('enCode')}</TableCell>
          <TableCell>{label('conditionText')}</TableCell>
          <TableCell sx={{ width: 80 }}>{label('enabledMark')}</TableCell>
          <TableCell sx={{ width: 150 }}>{translate('entity.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {schemes.map((scheme) => (
          <TableRow key={scheme.id} data-testid="data-scheme-row">
            <TableCell>{String(scheme.fullName ?? '')}</TableCell>
            <TableCell>{String(scheme.enCode ?? '')}</TableCell>
            <TableCell data-testid="data-scheme-condition" sx={{ wordBreak: 'break-word' }}>
              {String(scheme.conditionText || (Number(scheme.allData) === 1 ? allDataLabel : ''))}
            </TableCell>
            <TableCell>
              <Switch
                size="small"
                checked={scheme.enabledMark === 1}
                onChange={() => onToggle(scheme)}
                slotProps={{ input: { 'aria-label': label('enabledMark'), 'data-testid': 'data-scheme-state' } as object }}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => onEdit(scheme)} data-testid="data-scheme-edit">
                {translate('entity.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => onRemove(scheme)} data-testid="data-scheme-delete">
                {translate('entity.delete')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
        {schemes.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {translate('dataScope.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
