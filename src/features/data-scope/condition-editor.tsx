import { useContext, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, FormHelperText, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { WidgetProps } from '@rjsf/utils';
import { conditionText, groupsOf, newGroup, newRow, rowProblem, schemeProblem, type ConditionGroup, type ConditionRow } from './conditions.ts';
import { ConditionEditorContext } from './condition-editor-context.ts';
import { ConditionRowEditor } from './condition-row-editor.tsx';

/**
 * The scheme dialog's `conditionJson` (an rjsf widget over the JSON text): condition groups, each
 * a card of rows joined by its own 满足所有/任一条件; the scheme's match logic, a field of its own,
 * joins the groups. Every edit writes the whole text back. With 全部数据 on, the conditions are
 * kept but filter nothing, which the editor says.
 */
export function ConditionEditor({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) => translate(`dataScope.${key}`, options);
  const { fields, showProblems } = useContext(ConditionEditorContext);
  const groups = useMemo(() => groupsOf(value), [value]);
  const locked = Boolean(disabled || readonly);
  // the schema dialog hands its whole record to its widgets (src/crud/entity-form-dialog.tsx)
  const record = (registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData;
  const allData = Number(record?.allData) === 1;
  const problem = showProblems ? schemeProblem(groups, fields, allData) : undefined;

  const write = (next: readonly ConditionGroup[]) => onChange(conditionText(next));
  const changeGroup = (at: number, change: (group: ConditionGroup) => ConditionGroup) =>
    write(groups.map((group, index) => (index === at ? change(group) : group)));
  const changeRows = (at: number, change: (rows: ConditionRow[]) => ConditionRow[]) => changeGroup(at, (group) => ({ ...group, groups: change(group.groups) }));

  return (
    <Box data-testid={`${id}-editor`}>
      {allData && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {text('allDataNote')}
        </Alert>
      )}
      {fields.length === 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {text('noFields')}
        </Alert>
      )}
      {groups.map((group, at) => (
        // Groups have no id of their own; their inputs are controlled, so an index key loses nothing on removal.
        <Paper key={at} variant="outlined" sx={{ p: 1, mb: 1 }} data-testid={`${id}-group-${at}`}>
          <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {text('group', { n: at + 1 })}
            </Typography>
            <TextField
              select
              size="small"
              value={group.logic}
              disabled={locked}
              sx={{ minWidth: 160 }}
              onChange={(event) => changeGroup(at, (current) => ({ ...current, logic: event.target.value === 'or' ? 'or' : 'and' }))}
              slotProps={{ htmlInput: { 'data-testid': `${id}-group-${at}-logic` } }}
            >
              <MenuItem value="and">{text('rowsAll')}</MenuItem>
              <MenuItem value="or">{text('rowsAny')}</MenuItem>
            </TextField>
            <Tooltip title={text('removeGroup')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={text('removeGroup')}
                  disabled={locked}
                  onClick={() => write(groups.filter((_group, index) => index !== at))}
                  data-testid={`${id}-group-${at}-remove`}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
          {group.groups.map((row, index) => (
            <ConditionRowEditor
              key={index}
              id={`${id}-group-${at}-row-${index}`}
              row={row}
              fields={fields}
              problem={showProblems ? rowProblem(row, fields) : undefined}
              locked={locked}
              text={text}
              onChange={(next) => changeRows(at, (rows) => rows.map((current, position) => (position === index ? next : current)))}
              onRemove={() => changeRows(at, (rows) => rows.filter((_row, position) => position !== index))}
            />
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={locked}
            onClick={() => changeRows(at, (rows) => [...rows, newRow()])}
            data-testid={`${id}-group-${at}-add`}
          >
            {text('addCondition')}
          </Button>
        </Paper>
      ))}
      {problem && (
        <FormHelperText error data-testid={`${id}-problem`}>
          {text(`errors.${problem}`)}
        </FormHelperText>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={locked}
        onClick={() => write([...groups, newGroup()])}
        data-testid={`${id}-add-group`}
      >
        {text('addGroup')}
      </Button>
    </Box>
  );
}
