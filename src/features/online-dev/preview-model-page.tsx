import { useSearchParams } from 'react-router-dom';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Paper } from '@mui/material';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { DesignPreviewBody, useDesignPreview } from './design-preview-dialog.tsx';
import { designPageTexts } from './design-messages.ts';

function PreviewOf({ id, language }: { id: string; language: Language }) {
  const state = useDesignPreview(id, language);
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: state.width ?? 1000 }}>
      <DesignPreviewBody state={state} language={language} />
    </Paper>
  );
}

/**
 * /previewModel?id={designId} (spec §2.1 "function preview"): a design's current draft drawn in
 * its own tab, as the 功能设计 list's 预览 dialog draws it — the list's columns and the form to fill
 * in, nothing saved. Reading a draft is the design administrators' right; the server refuses others.
 */
export function PreviewModelPage() {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <Box sx={{ p: 2 }} data-testid="preview-model-page">
      {id ? (
        <PreviewOf key={id} id={id} language={language} />
      ) : (
        <Alert severity="info" data-testid="preview-model-no-design">
          {designPageTexts(language).previewNoDesign}
        </Alert>
      )}
    </Box>
  );
}
