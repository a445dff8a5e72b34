import { memo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import { FormRenderer, ReadOnlyRenderer } from '../renderer/form-renderer.tsx';
import { initialValues } from '../renderer/item-tree.ts';
import { galleryMessages } from './messages.ts';

export interface GalleryExampleProps {
  item: FormItem;
  /** unique in the page: the widgets' ids derive from it */
  name: string;
  size: FormSize;
  language: Language;
}

/**
 * One example of a widget or container: the editable form and the read-only detail of the same
 * record side by side (what is typed on the left shows on the right), and the item's
 * configuration as JSON, folded until asked for.
 */
export const GalleryExample = memo(function GalleryExample({ item, name, size, language }: GalleryExampleProps) {
  const texts = galleryMessages[language];
  const [items] = useState(() => [item]);
  const [record, setRecord] = useState(() => initialValues(items));
  return (
    <Box data-testid={`gallery-example-${name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {texts.editable}
          </Typography>
          <FormRenderer items={items} value={record} onChange={setRecord} language={language} size={size} idPrefix={`${name}-edit-`} />
        </Box>
        <Box
          sx={{ p: 1.5, minWidth: 0, borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, bgcolor: 'grey.50' }}
        >
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {texts.readOnly}
          </Typography>
          <ReadOnlyRenderer items={items} value={record} language={language} size={size} idPrefix={`${name}-view-`} />
        </Box>
      </Box>
      <Accordion
        disableGutters
        elevation={0}
        square
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 36, '& .MuiAccordionSummary-content': { my: 0.5 } }}>
          <Typography variant="body2">{texts.configuration}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box
            component="pre"
            data-testid={`gallery-config-${name}`}
            sx={{ m: 0, fontSize: 12, overflowX: 'auto', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
          >
            {JSON.stringify(item, null, 2)}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
});
