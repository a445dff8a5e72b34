import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button, Stack, TextField } from '@mui/material';

/** The address an interface is called by (spec §7; JNPF's preview shows the same path): GET with query parameters, or POST with `{ paramList }`. */
export const interfaceAddress = (id: string): string => `/api/system/DataInterface/${encodeURIComponent(id)}/Actions/Response`;

/**
 * Copies the text: the Clipboard API where the page may use it (a secure context), else the
 * selected field's text through the older copy command (a back office served over plain http).
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission): the fallback below may still work
  }
  if (!field) return false;
  field.select();
  // execCommand is deprecated, but the only way to copy outside a secure context.
  return document.execCommand('copy');
}

/** The interface's call address, read-only, with a copy button. */
export function InterfaceAddress({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);
  const address = interfaceAddress(id);
  const copy = async () => {
    const copied = await copyText(address, field.current);
    notify(copied ? 'dataInterface.addressCopied' : 'dataInterface.addressNotCopied', { type: copied ? 'success' : 'warning' });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, pt: 1 }} alignItems="center">
      <TextField
        size="small"
        fullWidth
        label={translate('dataInterface.address')}
        value={address}
        inputRef={field}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'data-interface-address' } }}
        onFocus={(event) => event.target.select()}
      />
      <Button variant="outlined" data-testid="data-interface-copy-address" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
        {translate('dataInterface.copyAddress')}
      </Button>
    </Stack>
  );
}
