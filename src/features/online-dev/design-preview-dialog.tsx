import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { DesignRefusal } from '../../../common/online-forms/design-refusal.ts';
import { onlineDesignOf, type OnlineDesign } from '../../../common/online-forms/online-design.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { FormRenderer, initialValues } from '../../form-runtime/renderer/index.ts';
import { loadFormRuntime } from '../../form-runtime/runtime-loader.ts';
import { useFormSize } from '../../form-runtime/use-form-size.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { formConfOf } from './online-config.ts';
import { FormFrame } from './form-frame.tsx';
import { designInfo } from './design-api.ts';
import { designPageTexts, fill } from './design-messages.ts';
import { currentValuesOfSession } from './current-values.ts';

type Preview =
  { status: 'loading' } | { status: 'failed' } | { status: 'refused'; message: string } | { status: 'ready'; design: OnlineDesign; converted: DesignModel };

const WIDTH_KEY = { general: 'generalWidth', fullScreen: 'fullScreenWidth', drawer: 'drawerWidth' } as const;

/** Reads the design's current draft whole and converts it as a release would, with the runtime's widgets registered. */
async function loadPreview(id: string, language: Language): Promise<Preview> {
  const [row] = await Promise.all([designInfo(id), loadFormRuntime()]);
  const design = onlineDesignOf({ ...row, id });
  try {
    return { status: 'ready', design, converted: designToModel(design) };
  } catch (error) {
    if (error instanceof DesignRefusal) return { status: 'refused', message: error.texts[language] };
    return { status: 'refused', message: designPageTexts(language).notConvertible };
  }
}

/** The list design's columns as one header row: what the released list will show, in its order. */
function ColumnsHeader({ converted, language }: { converted: DesignModel; language: Language }) {
  const texts = designPageTexts(language);
  const columns = converted.list.columns;
  return (
    <Box sx={{ mb: 2 }} data-testid="design-preview-columns">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {texts.listColumns}
      </Typography>
      {columns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.noColumns}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.prop} align={column.align} sx={{ whiteSpace: 'nowrap', ...(column.width ? { width: column.width } : {}) }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** A design's draft, loaded and converted, and the values typed into its preview form. */
export function useDesignPreview(id: string, language: Language) {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const [value, setValue] = useState<Record<string, unknown>>({});
  useEffect(() => {
    let live = true;
    setPreview({ status: 'loading' });
    loadPreview(id, language).then(
      (loaded) => {
        if (!live) return;
        setPreview(loaded);
        if (loaded.status === 'ready') setValue({ ...initialValues(loaded.converted.form, currentValuesOfSession()) });
      },
      () => {
        // the request client has said why
        if (live) setPreview({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, language]);
  const ready = preview.status === 'ready' ? preview : null;
  const popupType = ready?.converted.list.popupType ?? 'general';
  const conf = ready ? formConfOf(ready.design) : {};
  const width = ready ? ready.converted.list.formWidth || String(conf[WIDTH_KEY[popupType]] ?? '') || undefined : undefined;
  return { preview, ready, value, setValue, popupType, conf, width };
}

/** What a preview shows, in a dialog or on the /previewModel page: why it cannot, or the list's columns and the form to fill in. */
export function DesignPreviewBody({ state, language }: { state: ReturnType<typeof useDesignPreview>; language: Language }) {
  const texts = designPageTexts(language);
  const size = useFormSize();
  const { preview, ready, value, setValue, conf } = state;
  return (
    <Box data-testid="design-preview">
      {preview.status === 'loading' && <LinearProgress aria-label={texts.loading} />}
      {preview.status === 'failed' && (
        <Alert severity="error" data-testid="design-preview-failed">
          {texts.previewFailed}
        </Alert>
      )}
      {preview.status === 'refused' && (
        <Alert severity="error" data-testid="design-preview-refusal">
          {preview.message}
        </Alert>
      )}
      {ready && (
        <>
          <Alert severity="info" sx={{ mb: 2, py: 0 }}>
            {texts.previewHint}
          </Alert>
          {ready.converted.unsupported.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="design-preview-unsupported">
              {fill(texts.unsupportedKeys, { keys: ready.converted.unsupported.join(', ') })}
            </Alert>
          )}
          {ready.design.columnData !== null && <ColumnsHeader converted={ready.converted} language={language} />}
          <FormRenderer
            items={ready.converted.form}
            value={value}
            onChange={(next) => setValue(next)}
            language={language}
            size={size}
            conf={conf}
            idPrefix="design-preview-"
          />
        </>
      )}
    </Box>
  );
}

/**
 * 预览 before a release (issue 14 point 6): the design's CURRENT draft (GET /{id}, not the released
 * snapshot the menu runs), converted by the converter the runtime uses and drawn by the form
 * runtime's FormRenderer in the frame its popupType names; it can be filled in and checked field
 * by field, and has no save. Above the form, the list's columns as a header row. A design the
 * converter refuses shows why; widgets not supported yet are named.
 */
export function DesignPreviewDialog({ row, language, onClose }: { row: EntityRecord; language: Language; onClose: () => void }) {
  const texts = designPageTexts(language);
  const state = useDesignPreview(String(row.id), language);
  return (
    <FormFrame
      open
      onClose={onClose}
      popupType={state.popupType}
      width={state.width}
      title={fill(texts.previewTitle, { name: String(row.fullName ?? '') })}
      closeLabel={texts.close}
      actions={
        <Button onClick={onClose} data-testid="design-preview-close">
          {texts.close}
        </Button>
      }
    >
      <DesignPreviewBody state={state} language={language} />
    </FormFrame>
  );
}
