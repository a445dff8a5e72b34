import { memo, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, configuredText, inAllLanguages as label, placeholderOf } from './messages.ts';
import { inputSxOf, muiSize } from './sizing.ts';
import { plainText, ViewText } from './view-text.tsx';

/** JNPF's `__slot__` of an el-input: text before and after the field. */
const slotOf = (item: FormItem): { prepend?: unknown; append?: unknown } => (item.props.__slot__ as { prepend?: unknown; append?: unknown } | undefined) ?? {};

const maxLengthOf = (item: FormItem): number | undefined => {
  const max = Number(item.props.maxlength);
  return Number.isFinite(max) && max > 0 ? max : undefined;
};

interface TextInputOptions {
  multiline?: boolean;
  password?: boolean;
}

/**
 * The text-input core of comInput, textarea and PsdInput: an MUI TextField with JNPF's maxlength,
 * placeholder, clearable, `__slot__` prepend/append and show-password.
 */
function TextInput({ item, id, value, onChange, onBlur, disabled, size, language, error, multiline, password }: WidgetProps & TextInputOptions) {
  const [revealed, setRevealed] = useState(false);
  const texts = basicMessages[language];
  const slot = slotOf(item);
  const prepend = configuredText(slot.prepend, language);
  const append = configuredText(slot.append, language);
  const canReveal = password || item.props['show-password'] === true;
  const text = plainText(value);
  const clearable = item.props.clearable === true && !disabled && text !== '' && !multiline;
  const rows = Number(item.props.rows ?? (item.props.autosize as { minRows?: number } | undefined)?.minRows ?? 4);
  const end =
    clearable || canReveal || append ? (
      <InputAdornment position="end">
        {clearable && (
          <IconButton size="small" aria-label={texts.clear} onClick={() => onChange('')} edge="end">
            <ClearIcon fontSize="inherit" />
          </IconButton>
        )}
        {canReveal && (
          <IconButton size="small" aria-label={revealed ? texts.hidePassword : texts.showPassword} onClick={() => setRevealed((shown) => !shown)} edge="end">
            {revealed ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
          </IconButton>
        )}
        {append}
      </InputAdornment>
    ) : undefined;
  return (
    <TextField
      id={id}
      fullWidth
      size={muiSize(size)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      placeholder={placeholderOf(item, language)}
      type={canReveal && !revealed ? 'password' : 'text'}
      multiline={multiline}
      rows={multiline ? rows : undefined}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: {
          sx: inputSxOf(size),
          startAdornment: prepend ? <InputAdornment position="start">{prepend}</InputAdornment> : undefined,
          endAdornment: end,
        },
        htmlInput: { maxLength: maxLengthOf(item), 'data-size': size, autoComplete: canReveal ? 'new-password' : undefined },
      }}
    />
  );
}

const MASK = '******';

/** A password's read-only rendering never shows the password. */
export const passwordView = (value: unknown): string => (plainText(value) === '' ? '' : MASK);

const ComInputEdit = memo(function ComInputEdit(props: WidgetProps) {
  return <TextInput {...props} />;
});

const ComInputView = memo(function ComInputView({ item, value, size }: ViewProps) {
  return <ViewText size={size}>{item.props['show-password'] === true ? passwordView(value) : plainText(value)}</ViewText>;
});

const TextareaEdit = memo(function TextareaEdit(props: WidgetProps) {
  return <TextInput {...props} multiline />;
});

const TextareaView = memo(function TextareaView({ value, size }: ViewProps) {
  return (
    <ViewText size={size} multiline>
      {plainText(value)}
    </ViewText>
  );
});

const PasswordEdit = memo(function PasswordEdit(props: WidgetProps) {
  return <TextInput {...props} password />;
});

const PasswordView = memo(function PasswordView({ value, size }: ViewProps) {
  return <ViewText size={size}>{passwordView(value)}</ViewText>;
});

export const comInputWidget: WidgetDefinition = {
  key: 'comInput',
  Edit: ComInputEdit,
  View: ComInputView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    { key: 'comInput', field: 'name', label: label('名称', '名稱', 'Name'), props: { placeholder: '请输入', clearable: true, maxlength: 50 } },
    { key: 'comInput', field: 'site', label: label('网址', '網址', 'Website'), props: { __slot__: { prepend: 'https://', append: '.com' } } },
    { key: 'comInput', field: 'secret', label: label('口令', '口令', 'Passphrase'), props: { 'show-password': true } },
  ],
};

export const textareaWidget: WidgetDefinition = {
  key: 'textarea',
  Edit: TextareaEdit,
  View: TextareaView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    { key: 'textarea', field: 'remark', label: label('备注', '備註', 'Remarks'), props: { rows: 3, maxlength: 500 } },
    { key: 'textarea', field: 'note', label: label('说明', '說明', 'Notes'), props: { autosize: { minRows: 2 } } },
  ],
};

export const passwordWidget: WidgetDefinition = {
  key: 'PsdInput',
  Edit: PasswordEdit,
  View: PasswordView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    { key: 'PsdInput', field: 'password', label: label('密码', '密碼', 'Password'), props: {} },
    {
      key: 'PsdInput',
      field: 'pin',
      label: label('提货密码', '提貨密碼', 'Release PIN'),
      props: { maxlength: 6, placeholder: label('6位数字', '6位數字', '6 digits') },
    },
  ],
};
