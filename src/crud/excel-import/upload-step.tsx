import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { shownFileName } from '../../../common/files/file-kinds.ts';
import { IMPORT_EXTENSIONS } from './import-rules.ts';
import type { ImportWizard } from './use-import-wizard.ts';

const ACCEPT = IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Step 1: the sheet, picked or dropped (one file; a new one replaces it, as JNPF keeps only the
 * latest), uploaded at once; and the template to fill in.
 */
export function UploadStep({ wizard }: { wizard: ImportWizard }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { sheet } = wizard;
  // one upload at a time (use-import-wizard.ts); a new file replaces the shown one once it is in
  const uploading = sheet !== null && sheet.storedName === null;
  return (
    <Stack spacing={2}>
      <Box
        data-testid="excel-import-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file) void wizard.pick(file);
        }}
        sx={{ border: 1, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2 }}
      >
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <UploadFileIcon color="primary" fontSize="large" />
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1">{translate('excelImport.uploadTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('excelImport.uploadTip')}
            </Typography>
            <Button data-testid="excel-import-pick" sx={{ px: 0 }} disabled={uploading} onClick={() => input.current?.click()}>
              {translate('excelImport.pick')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {translate('excelImport.drop')}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              disabled={uploading}
              accept={ACCEPT}
              data-testid="excel-import-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // the same file may be picked again after a refusal
                event.target.value = '';
                if (file) void wizard.pick(file);
              }}
            />
            {sheet && (
              <Stack direction="row" spacing={1} alignItems="center" data-testid="excel-import-sheet" sx={{ mt: 1 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" />
                <Typography variant="body2" data-testid="excel-import-sheet-name">
                  {shownFileName(sheet.name)}
                </Typography>
                {uploading && (
                  <>
                    <CircularProgress size={14} />
                    <Typography variant="caption" color="text.secondary">
                      {translate('excelImport.uploading')}
                    </Typography>
                  </>
                )}
                <IconButton size="small" aria-label={translate('excelImport.removeFile')} data-testid="excel-import-remove-file" onClick={wizard.removeSheet}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            )}
          </Box>
        </Stack>
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <DescriptionOutlinedIcon color="primary" fontSize="large" />
          <Box>
            <Typography variant="subtitle1">{translate('excelImport.templateTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('excelImport.templateTip')}
            </Typography>
            <Button data-testid="excel-import-template" sx={{ px: 0 }} disabled={wizard.busy} onClick={() => void wizard.downloadTemplate()}>
              {translate('excelImport.template')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
