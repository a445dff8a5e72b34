import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Box, Chip, InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import { allFormContainers, allFormWidgets } from '../widget-registry.ts';
import { GalleryExample } from './gallery-example.tsx';
import { galleryMessages } from './messages.ts';

const SIZES: FormSize[] = ['default', 'medium', 'small', 'mini'];
const LANGUAGES = new Set<string>(['zh', 'zh-TW', 'en']);

/** react-admin's locale as the runtime's language (zh when the store holds something else). */
const languageOf = (locale: string): Language => (LANGUAGES.has(locale) ? (locale as Language) : 'zh');

interface Entry {
  key: string;
  kind: 'widget' | 'container';
  holdsValue?: boolean;
  examples: FormItem[];
}

/** A registered piece without examples still shows, with its bare configuration. */
const fallbackWidget = (key: string, holdsValue: boolean): FormItem => ({ key, field: holdsValue ? `${key}Field` : undefined, label: key, props: {} });
const fallbackContainer = (key: string): FormItem => ({ key, props: {}, children: [] });

function entries(): Entry[] {
  const widgets: Entry[] = allFormWidgets().map((widget) => ({
    key: widget.key,
    kind: 'widget',
    holdsValue: widget.holdsValue,
    examples: widget.examples?.length ? widget.examples : [fallbackWidget(widget.key, widget.holdsValue)],
  }));
  const containers: Entry[] = allFormContainers().map((container) => ({
    key: container.key,
    kind: 'container',
    examples: container.examples?.length ? container.examples : [fallbackContainer(container.key)],
  }));
  return [...widgets, ...containers];
}

const GallerySection = memo(function GallerySection({ entry, size, language }: { entry: Entry; size: FormSize; language: Language }) {
  const texts = galleryMessages[language];
  return (
    <Box component="section" data-testid={`gallery-${entry.kind}-${entry.key}`} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 16, fontFamily: 'monospace' }}>
          {entry.key}
        </Typography>
        {entry.kind === 'widget' && <Chip size="small" variant="outlined" label={entry.holdsValue ? texts.valueHeld : texts.displayOnly} />}
      </Stack>
      {entry.examples.map((item, index) => (
        <GalleryExample key={index} item={item} name={`${entry.kind}-${entry.key}-${index}`} size={size} language={language} />
      ))}
    </Box>
  );
});

/**
 * The widget gallery (issue 11, a page under online development for administrators and
 * developers): every registered widget and layout container with each of its examples editable and
 * read-only side by side and its configuration, in the user's language and a chosen size.
 */
export function WidgetGalleryPage() {
  const [locale] = useLocaleState();
  const language = languageOf(locale);
  const texts = galleryMessages[language];
  const [size, setSize] = useState<FormSize>('default');
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const all = useMemo(entries, []);
  const shown = all.filter((entry) => entry.key.toLowerCase().includes(deferredFilter));
  const widgets = shown.filter((entry) => entry.kind === 'widget');
  const containers = shown.filter((entry) => entry.kind === 'container');
  const count = texts.count
    .replace('{widgets}', String(all.filter((entry) => entry.kind === 'widget').length))
    .replace('{containers}', String(all.filter((entry) => entry.kind === 'container').length));
  return (
    <Box data-testid="widget-gallery" sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontSize: 20, mb: 0.5 }}>
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {texts.intro}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="widget-gallery-count" sx={{ mb: 2 }}>
        {count}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={texts.search}
          slotProps={{
            htmlInput: { 'aria-label': texts.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" component="span" id="widget-gallery-size">
          {texts.size}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={size}
          onChange={(_event, next: FormSize | null) => next && setSize(next)}
          aria-labelledby="widget-gallery-size"
        >
          {SIZES.map((option) => (
            <ToggleButton key={option} value={option} data-testid={`widget-gallery-size-${option}`}>
              {texts.sizes[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {shown.length === 0 && <Typography color="text.secondary">{texts.nothingFound}</Typography>}
      {widgets.length > 0 && (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {texts.widgets}
          </Typography>
          {widgets.map((entry) => (
            <GallerySection key={entry.key} entry={entry} size={size} language={language} />
          ))}
        </Box>
      )}
      {containers.length > 0 && (
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {texts.containers}
          </Typography>
          {containers.map((entry) => (
            <GallerySection key={entry.key} entry={entry} size={size} language={language} />
          ))}
        </Box>
      )}
    </Box>
  );
}
