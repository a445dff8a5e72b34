import { FormHelperText, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  OPERATOR_KEYS,
  OPERATORS_BY_TYPE,
  VALUELESS,
  variablesFor,
  withField,
  withOperator,
  type ConditionRow,
  type RowProblem,
  type SchemeField,
} from './conditions.ts';

/** The variable select's entry for a typed value. */
const CONSTANT = 'constant';

interface ConditionRowEditorProps {
  /** test ids start with it: `${id}-field`, `${id}-op`, `${id}-value`, `${id}-variable`, `${id}-remove` */
  id: string;
  row: ConditionRow;
  fields: readonly SchemeField[];
  /** said under the row (only once a save was refused) */
  problem: RowProblem | undefined;
  locked: boolean;
  onChange: (row: ConditionRow) => void;
  onRemove: () => void;
  /** dataScope.* in the user's language */
  text: (key: string) => string;
}

/**
 * One condition: the field, an operator its type takes, and the value — typed (a day for a date
 * field, a comma list for 包含任意), or one of the current-user variables its type may be compared
 * with (当前用户, 当前组织…; a user or organisation field starts at the first of them).
 */
export function ConditionRowEditor({ id, row, fields, problem, locked, onChange, onRemove, text }: ConditionRowEditorProps) {
  const field = fields.find((candidate) => candidate.field === row.field);
  const type = field?.type ?? 'string';
  const valueless = VALUELESS.has(row.op);
  const variables = valueless ? [] : variablesFor(type, row.op);
  const variable = variables.includes(row.value) ? row.value : undefined;
  const typed = !valueless && variable === undefined;
  const variableName = (name: string) => text(`variables.${name.slice(1)}`);

  return (
    <Stack spacing={0.25} sx={{ mb: 1 }} data-testid={id}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          select
          size="small"
          label={text('field')}
          value={row.field}
          disabled={locked}
          sx={{ width: '30%', flexShrink: 0 }}
          onChange={(event) =>
            onChange(
              withField(
                row,
                fields.find((candidate) => candidate.field === event.target.value),
              ),
            )
          }
          slotProps={{ htmlInput: { 'data-testid': `${id}-field` } }}
        >
          {fields.map((candidate) => (
            <MenuItem key={candidate.field} value={candidate.field}>
              {candidate.fullName}
            </MenuItem>
          ))}
          {/* a field the menu no longer has stays readable until it is replaced */}
          {row.field && !field && (
            <MenuItem value={row.field} disabled>
              {row.field}
            </MenuItem>
          )}
        </TextField>
        <TextField
          select
          size="small"
          label={text('operator')}
          value={row.op}
          disabled={locked}
          sx={{ width: '22%', flexShrink: 0 }}
          onChange={(event) => onChange(withOperator(row, event.target.value as ConditionRow['op']))}
          slotProps={{ htmlInput: { 'data-testid': `${id}-op` } }}
        >
          {OPERATORS_BY_TYPE[type].map((op) => (
            <MenuItem key={op} value={op}>
              {text(`operators.${OPERATOR_KEYS[op]}`)}
            </MenuItem>
          ))}
          {!OPERATORS_BY_TYPE[type].includes(row.op) && (
            <MenuItem value={row.op} disabled>
              {text(`operators.${OPERATOR_KEYS[row.op]}`)}
            </MenuItem>
          )}
        </TextField>
        {variables.length > 0 && (
          <TextField
            select
            size="small"
            label={text('value')}
            value={variable ?? CONSTANT}
            disabled={locked}
            sx={{ flex: 1, minWidth: 0 }}
            onChange={(event) => onChange({ ...row, value: event.target.value === CONSTANT ? '' : event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': `${id}-variable` } }}
          >
            {variables.map((name) => (
              <MenuItem key={name} value={name}>
                {variableName(name)}
              </MenuItem>
            ))}
            <MenuItem value={CONSTANT}>{text('constant')}</MenuItem>
          </TextField>
        )}
        {typed && (
          <TextField
            size="small"
            label={variables.length > 0 ? text('constant') : text('value')}
            type={type === 'date' ? 'date' : 'text'}
            value={row.value}
            disabled={locked}
            helperText={row.op === 'in' ? text('inHint') : undefined}
            sx={{ flex: 1, minWidth: 0 }}
            onChange={(event) => onChange({ ...row, value: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${id}-value`, inputMode: type === 'number' ? 'decimal' : undefined } }}
          />
        )}
        {valueless && <span style={{ flex: 1 }} />}
        <Tooltip title={text('removeCondition')}>
          <span>
            <IconButton size="small" aria-label={text('removeCondition')} disabled={locked} onClick={onRemove} data-testid={`${id}-remove`} sx={{ mt: 0.5 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {problem && (
        <FormHelperText error data-testid={`${id}-problem`}>
          {text(`errors.${problem}`)}
        </FormHelperText>
      )}
    </Stack>
  );
}
