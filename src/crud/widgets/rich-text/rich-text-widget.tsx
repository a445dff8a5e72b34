import { lazy, Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { WidgetProps } from '@rjsf/utils';

// Quill and its style sheet come in their own chunk, fetched when a dialog with an editor opens.
const QuillEditor = lazy(() => import('./quill-editor.tsx'));

/**
 * The rjsf `richText` widget (x-portside widget name): an HTML string edited in Quill with the
 * spec's toolbar, its words in the form's language (the runtime's formContext) or the app's.
 * Links and videos are http(s) only; the value is sanitised (DOMPurify) when it is loaded and when
 * it is written, and the server sanitises it again when it stores it.
 */
export function RichTextWidget({ id, value, disabled, readonly, placeholder, onChange, registry }: WidgetProps) {
  const [locale] = useLocaleState();
  const formLanguage = (registry?.formContext as { language?: string } | undefined)?.language;
  return (
    <Box sx={{ width: '100%', '& .ql-container': { minHeight: 200, fontSize: 14 } }} data-testid="rich-text">
      <Suspense fallback={<LinearProgress data-testid="rich-text-loading" />}>
        <QuillEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={Boolean(disabled || readonly)}
          placeholder={placeholder}
          language={formLanguage ?? locale}
          onChange={(html) => onChange(html)}
        />
      </Suspense>
    </Box>
  );
}
