import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { EntityListPage } from '../../crud/entity-list-page.tsx';
import type { ListPageExtension } from '../../crud/list-page-extension.ts';
import type { EntityResource } from '../../lib/data/entity-resource.ts';
import type { ListDesign } from '../../../common/online-forms/design-model.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { TreeAside } from './tree-aside.tsx';
import { DesignFormDialog } from './design-form-dialog.tsx';
import { loadDesignCategories, type DesignCategories } from './design-categories.ts';
import { designPageTexts } from './design-messages.ts';

const NO_CATEGORIES: DesignCategories = { typeId: '', names: new Map() };

/** The left tree over the category dictionary, filtering the list by `category` (the list route's filter). */
const categoryTree = (typeId: string, title: string): NonNullable<ListDesign['tree']> => ({
  title,
  source: 'dictionary',
  dictionary: typeId,
  interfaceId: '',
  relation: 'category',
  propsValue: 'id',
  propsLabel: 'fullName',
  propsChildren: 'children',
});

/**
 * 在线开发 → 功能设计 (issue 14 point 6): the generic list page of the design entity
 * (schemas/visual-dev.schema.json) with what a design needs beyond it, through the page's
 * extension: the category tree on the left (the webDesign dictionary, as JNPF's design list has
 * it), the category's name in its column, and the create/edit dialog with the JSON editor of
 * formData and columnData (design-form-dialog.tsx). Keyword search, paging, delete and the row
 * actions preview, release and copy (design-row-actions.tsx, handed in by the composition root)
 * are the page's own.
 */
export function DesignPage({ resource, modelId }: { resource: EntityResource; modelId?: string }) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const [categories, setCategories] = useState<DesignCategories>(NO_CATEGORIES);
  const [filter, setFilter] = useState<Record<string, unknown>>({});
  useEffect(() => {
    let live = true;
    loadDesignCategories().then(
      (loaded) => {
        if (live) setCategories(loaded);
      },
      () => undefined, // the request client has said why; no tree, the list shows every design
    );
    return () => {
      live = false;
    };
  }, []);

  const tree = useMemo(() => (categories.typeId ? categoryTree(categories.typeId, designPageTexts(language).category) : null), [categories.typeId, language]);
  const extension = useMemo(
    (): ListPageExtension => ({
      FormDialog: DesignFormDialog,
      ...(tree ? { aside: <TreeAside tree={tree} language={language} onChoose={setFilter} />, filter } : {}),
      cellOf: (column) => (column.name === 'category' ? (row) => categories.names.get(String(row.category ?? '')) ?? String(row.category ?? '') : undefined),
    }),
    [tree, language, filter, categories.names],
  );
  return <EntityListPage resource={resource} modelId={modelId} extension={extension} />;
}
