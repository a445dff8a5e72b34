import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import type { TreeOption } from '../../crud/widgets/tree-select-widget.tsx';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { currentSystemId, parentMenuOptions, releaseDesign } from './design-api.ts';
import { designPageTexts, fill } from './design-messages.ts';

export interface DesignReleaseDialogProps {
  row: EntityRecord;
  language: Language;
  onClose: () => void;
  /** after a release: the server's message (发布成功) */
  onReleased: (msg: string) => void;
}

/**
 * 发布 (contract §7.1 POST /{id}/Actions/Release): the user picks the directory of the current
 * application the design's type-3 menu goes under (a re-release moves the menu there) and confirms.
 * A refusal (widgets not supported yet, a table conflict) shows here in the server's words, so the
 * user can read it beside the choice; the dialog stays open.
 */
export function DesignReleaseDialog({ row, language, onClose, onReleased }: DesignReleaseDialogProps) {
  const texts = designPageTexts(language);
  const [systemId] = useState(currentSystemId);
  const [options, setOptions] = useState<TreeOption[] | null>(null);
  const [parentId, setParentId] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    parentMenuOptions(systemId).then(
      (loaded) => {
        if (live) setOptions(loaded);
      },
      () => {
        // the request client has said why; nothing to choose from
        if (live) setOptions([]);
      },
    );
    return () => {
      live = false;
    };
  }, [systemId]);

  const release = async () => {
    if (!parentId) {
      setRefusal(texts.parentRequired);
      return;
    }
    setBusy(true);
    setRefusal('');
    try {
      const answer = await releaseDesign(String(row.id), parentId, systemId);
      if (answer.ok) onReleased(answer.msg);
      else setRefusal(answer.msg);
    } catch {
      // a transport failure: the request client has said why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 480, maxWidth: '95vw' } } }}
      data-testid="design-release-dialog"
    >
      <DialogTitle sx={{ fontSize: 16 }}>{texts.releaseTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {fill(texts.releaseHint, { name: String(row.fullName ?? '') })}
        </Typography>
        <TextField
          select
          fullWidth
          required
          size="small"
          label={texts.parentMenu}
          value={parentId}
          disabled={options === null || busy}
          onChange={(event) => {
            setParentId(event.target.value);
            setRefusal('');
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'design-release-parent' } as object } }}
        >
          {(options ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ pl: 2 + option.depth * 2 }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="design-release-refusal">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button variant="contained" onClick={() => void release()} disabled={busy || options === null} data-testid="design-release-confirm">
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
