import { useState, type ComponentType } from 'react';
import { Box, Button } from '@mui/material';
import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { ListSearch } from '../../../common/online-forms/design-model.ts';
import type { EntityResource } from '../../lib/data/entity-resource.ts';
import { formWidget } from '../../form-runtime/widget-registry.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { FieldLayout } from '../../form-runtime/renderer/field-layout.tsx';
import { searchItemOf } from './search-items.ts';
import { onlineDevTexts } from './messages.ts';

const LABEL_WIDTH = 90;
const FIELD_WIDTH = 300;

/**
 * The search panel of a designed list (columnData searchList, contract §7.3): one field per search
 * entry, typed with the widget search-items.ts picks, then 查询 applies them all (the data provider
 * sends them as queryJson; a like search is the server's business by the field's searchType) and
 * 重置 clears them. None when the design searches nothing.
 */
export function searchBarOf(
  search: readonly ListSearch[],
  resource: EntityResource,
  language: Language,
): ComponentType<{ search: (filter: Record<string, unknown>) => void }> | undefined {
  if (search.length === 0) return undefined;
  // The runtime is registered before the page builds its bar, so a field no widget draws is left out here, once.
  const items = search.map((entry) => searchItemOf(entry, resource, language)).filter((item) => formWidget(item.key));
  const texts = onlineDevTexts(language);
  return function OnlineSearchBar({ search: apply }) {
    const [values, setValues] = useState<Record<string, unknown>>({});
    return (
      <Box
        component="form"
        data-testid="online-search"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, mb: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          apply(values);
        }}
      >
        {items.map((item) => {
          const widget = formWidget(item.key);
          const field = item.field as string;
          const id = `online-search-${field}`;
          return widget ? (
            <Box key={field} sx={{ width: LABEL_WIDTH + FIELD_WIDTH }}>
              <FieldLayout
                name={`search-${field}`}
                label={textIn(item.label, language)}
                required={false}
                htmlFor={id}
                labelWidth={LABEL_WIDTH}
                labelPosition="right"
                size="small"
                readOnly={false}
              >
                <widget.Edit
                  item={item}
                  id={id}
                  value={values[field] ?? widget.emptyValue ?? null}
                  size="small"
                  language={language}
                  onChange={(next) => setValues((current) => ({ ...current, [field]: next }))}
                />
              </FieldLayout>
            </Box>
          ) : null;
        })}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
          <Button type="submit" variant="contained" data-testid="online-search-apply">
            {texts.search}
          </Button>
          <Button
            data-testid="online-search-reset"
            onClick={() => {
              setValues({});
              apply({});
            }}
          >
            {texts.reset}
          </Button>
        </Box>
      </Box>
    );
  };
}
