import { useContext, useMemo, useState } from 'react';
import { combineDataProviders, DataProviderContext, defaultDataProvider, useLocaleState } from 'react-admin';
import { EntityListPage } from '../../crud/entity-list-page.tsx';
import type { ListPageExtension } from '../../crud/list-page-extension.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import type { PopupType } from '../../form-runtime/viewer/viewer-frame.tsx';
import { formConfOf, type LoadedDesign } from './online-config.ts';
import { onlineDataProvider } from './online-data-provider.ts';
import { onlineResourceOf } from './online-resource.ts';
import { onlineCellOf } from './list-cells.tsx';
import { listSummary } from './list-summary.ts';
import { searchBarOf } from './online-search-bar.tsx';
import { onlineFormDialogOf } from './online-form-dialog.tsx';
import { isGroupHeading } from './list-grouping.ts';
import { TreeAside } from './tree-aside.tsx';
import { buttonsOf } from './list-buttons.ts';
import { isNewRowId } from './inline-edit-store.ts';
import { useInlineEdit } from './inline-edit.tsx';

const WIDTH_KEY = { general: 'generalWidth', fullScreen: 'fullScreenWidth', drawer: 'drawerWidth' } as const;

export interface OnlineListPageProps {
  /** the design id (propertyJson.moduleId) */
  modelId: string;
  /** the menu id (route meta.modelId): whose permissions apply */
  menuId: string;
  title: string;
  loaded: LoadedDesign;
}

/**
 * A released design's list (webType 2 and 3; contract §7.3) on the generic list page the schema
 * entities use: its records through the design's own data provider (online-data-provider.ts, put
 * in front of the app's for this resource only), and what the list design adds through the page's
 * extension: columns laid out as designed, the search panel, the designed buttons and row buttons
 * (each guarded by its btn_ code), page size and order, the summary row, the form in its popup type
 * (the form runtime's renderer), the left tree (type 2), groups (type 3), the inline-edit table
 * (type 4, inline-edit.tsx) and the tree table (type 5).
 */
export function OnlineListPage({ modelId, menuId, title, loaded }: OnlineListPageProps) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const { design, converted } = loaded;
  const list = converted.list;
  const outer = useContext(DataProviderContext) ?? defaultDataProvider;
  const resource = useMemo(() => onlineResourceOf(modelId, converted, title || design.fullName), [modelId, converted, title, design.fullName]);
  const dataProvider = useMemo(() => {
    const online = onlineDataProvider({ modelId, menuId, list });
    return { online, provider: combineDataProviders((name) => (name === resource.name ? online : outer)), exportExcel: online.exportExcel };
  }, [modelId, menuId, list, resource.name, outer]);
  const [treeFilter, setTreeFilter] = useState<Record<string, unknown>>({});

  const form = useMemo(() => {
    const popupType: PopupType = list.popupType;
    const formConf = formConfOf(design);
    const width = list.formWidth || String(formConf[WIDTH_KEY[popupType]] ?? '') || undefined;
    const conf = { ...formConf, popupType, [WIDTH_KEY[popupType]]: width };
    const FormDialog = onlineFormDialogOf({
      conf,
      popupType,
      width,
      items: converted.form,
      ...(list.type === 5 && list.parentField ? { parentField: list.parentField } : {}),
    });
    return { conf, FormDialog };
  }, [design, converted, list]);
  const cellOf = useMemo(() => onlineCellOf(converted, language), [converted, language]);
  // Type 4: rows edited in place (inline-edit.tsx); the hook runs for every type, its parts are used by type 4 only.
  const inline = useInlineEdit({ resource, converted, online: dataProvider.online, menuId, language, cellOf, FormDialog: form.FormDialog });
  const inlineList = list.type === 4;

  const staticParts = useMemo((): ListPageExtension => {
    const { conf, FormDialog } = form;
    return {
      FormDialog,
      SearchBar: searchBarOf(list.search, resource, language),
      columnLayout: Object.fromEntries(
        list.columns.map((column) => [
          column.prop,
          {
            align: column.align,
            ...(column.width ? { width: column.width } : {}),
            ...(column.fixed !== 'none' ? { fixed: column.fixed } : {}),
            sortable: column.sortable,
          },
        ]),
      ),
      cellOf: inlineList ? inline.extension.cellOf : cellOf,
      perPage: list.pageSize,
      sort: { field: list.defaultSidx || 'id', order: list.sort === 'asc' ? 'ASC' : 'DESC' },
      buttons: buttonsOf(list),
      isRecord: (row) => !isGroupHeading(row) && !isNewRowId(row.id),
      summary: listSummary(list, resource.columns, language),
      exportExcel: dataProvider.exportExcel,
      detailConf: conf,
      detailItems: converted.form,
    };
  }, [form, converted, list, resource, language, dataProvider, cellOf, inlineList, inline.extension.cellOf]);

  const extension = useMemo(
    (): ListPageExtension =>
      list.type === 2 && list.tree
        ? { ...staticParts, aside: <TreeAside tree={list.tree} language={language} onChoose={setTreeFilter} />, filter: treeFilter }
        : inlineList
          ? { ...staticParts, inlineEdit: inline.extension.inlineEdit }
          : staticParts,
    [staticParts, list, language, treeFilter, inlineList, inline.extension.inlineEdit],
  );

  return (
    <DataProviderContext.Provider value={dataProvider.provider}>
      <EntityListPage resource={resource} modelId={menuId} extension={extension} />
      {inlineList && inline.element}
    </DataProviderContext.Provider>
  );
}
