import { lazy, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Checkbox, Chip, Stack, TextField, Typography } from '@mui/material';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import type { entityDataProvider } from '../lib/data/entity-data-provider.ts';
import { EntityFormDialog } from './entity-form-dialog-lazy.ts';
import { ConfirmDialog, type Confirmation } from '../components/confirm-dialog.tsx';
import { ListTable, flatRows, type ListColumn } from './list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from './list/use-paged-list.ts';
import { useTreeExpansion } from './list/use-tree-expansion.ts';
import { useLazyTreeLevels } from './list/lazy-tree-levels.tsx';
import { formDerivations, listAsides, rowExtras, toolbarExtras, type ListAsideProps } from './page-registry.ts';
import { allTreeIds, parentOptions, visibleTreeRows } from './tree-rows.ts';
import { ExcelExportButton } from './excel-export/excel-export-button.tsx';
import { ExcelImportButton } from './excel-import/excel-import-button.tsx';
import { usePagePermissions } from '../lib/auth/use-page-permissions.ts';
import { hiddenFormFields, LIST_BUTTONS } from '../lib/auth/page-permissions.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { formWidget } from '../form-runtime/widget-registry.ts';
import { loadFormRuntime } from '../form-runtime/runtime-loader.ts';
import { useRecordDetail } from './record-detail.tsx';
import { useColumnSettings } from './column-settings/use-column-settings.ts';
import { ColumnSettingsButton } from './column-settings/column-settings-button.tsx';
import type { ListAction, ListPageExtension } from './list-page-extension.ts';

// The settings form is rjsf, which loads only with a form (docs/architecture.md).
const SettingsPage = lazy(() => import('./settings-page.tsx').then((m) => ({ default: m.SettingsPage })));

type Provider = ReturnType<typeof entityDataProvider>;
type Column = EntityResource['columns'][number];
type Language = keyof Texts;

/** The pager's sizes, with a designed page size among them. */
const pageSizesWith = (perPage: number | undefined): number[] =>
  perPage === undefined || PAGE_SIZES.includes(perPage) ? PAGE_SIZES : [...PAGE_SIZES, perPage].sort((a, b) => a - b);

/** The runtime item a column is drawn with; none when the column shows a referenced record's name in place of its own field. */
const runtimeItemOf = (column: Column): FormItem | undefined => (column.item?.field === column.name ? column.item : undefined);

/** A list cell shows the number alone: the Chinese capital amount under it belongs to the form and the detail view. */
const listItemOf = (item: FormItem): FormItem => (item.props.isAmountChinese === true ? { ...item, props: { ...item.props, isAmountChinese: false } } : item);

const SUB_TABLE_ROWS: Texts = { zh: '{n} 条', 'zh-TW': '{n} 條', en: '{n} rows' };

/**
 * How one column's cells read, worked out once per column: through the form runtime's read-only
 * rendering (option labels, dates in their format, numbers with separators, calculated values),
 * a sub-table as its number of rows, else the schema's option label or the value as text.
 */
function cellOf(column: Column, language: Language): (row: EntityRecord) => ReactNode {
  const optionLabel = (value: unknown) => column.options?.[String(value)]?.[language];
  const asText = (row: EntityRecord) => optionLabel(row[column.name]) ?? String(row[column.name] ?? '');
  const item = runtimeItemOf(column);
  if (!item) return asText;
  if (item.key === 'table')
    return (row) => {
      const count = Array.isArray(row[column.name]) ? (row[column.name] as unknown[]).length : 0;
      return count > 0 ? SUB_TABLE_ROWS[language].replace('{n}', String(count)) : '';
    };
  const widget = formWidget(item.key);
  if (!widget) return asText;
  const shown = listItemOf(item);
  return (row) => <widget.View item={shown} value={row[column.name]} size="default" language={language} formData={row} />;
}

/**
 * Whether the form runtime's widgets are registered. They come in their own chunk
 * (form-runtime/runtime-loader.ts), asked for once here when a column is drawn by one not yet
 * there; until then the table shows as loading, so no cell flashes a bare code or an epoch.
 */
function useRuntimeWidgets(columns: readonly Column[]): boolean {
  const missing = columns.some((column) => {
    const item = runtimeItemOf(column);
    return item !== undefined && item.key !== 'table' && !formWidget(item.key);
  });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    // A failed download leaves the cells as text (the fallback); the next form tries again.
    loadFormRuntime().then(done, done);
    return () => {
      live = false;
    };
  }, [missing]);
  return loaded || !missing;
}

/**
 * The generic screen of a generated resource: keyword search with Search and Reset, sortable
 * paged table, enable/disable and delete after confirmation, create and edit in the dialog.
 * Success shows the server's message for 1.5 s and refreshes; failure only ends the loading.
 * The rows come from react-admin's list controller (list/use-paged-list.ts) and show in the one
 * list table (list/list-table.tsx).
 */
export function EntityListPage({
  resource,
  modelId,
  extension,
}: {
  resource: EntityResource;
  /** the menu id of the page (route meta.modelId): whose permissions apply */ modelId?: string;
  /** what a list designed elsewhere (an online form) changes of this page (list-page-extension.ts) */
  extension?: ListPageExtension;
}) {
  // A settings object (system configuration) has no rows: it is one tabbed form. Entities with
  // hand-written routes (the calendar, notices) have their own screen in the page table (src/app/page-table.tsx).
  if (resource.storage === 'settings') return <SettingsPage resource={resource} />;
  const Aside = listAsides[resource.name];
  if (Aside && !extension?.aside) return <EntityTablePageWithAside Aside={Aside} resource={resource} modelId={modelId} extension={extension} />;
  return <EntityTablePage resource={resource} modelId={modelId} extension={extension} />;
}

/**
 * The list page with a feature's aside (page-registry listAsides) as its extension's aside: drawn
 * left of the table, its choice sent with every list query, as an online form's left tree is.
 */
function EntityTablePageWithAside({
  Aside,
  extension,
  ...page
}: {
  Aside: ComponentType<ListAsideProps>;
  resource: EntityResource;
  modelId?: string;
  extension?: ListPageExtension;
}) {
  const [filter, setFilter] = useState<Record<string, unknown>>({});
  const withAside = useMemo(
    (): ListPageExtension => ({ ...extension, aside: <Aside onFilter={setFilter} />, filter: { ...extension?.filter, ...filter } }),
    [Aside, extension, filter],
  );
  return <EntityTablePage {...page} extension={withAside} />;
}

/** Each action's button code on the generic page; detail is never guarded, batch removal not offered. */
const DEFAULT_BUTTONS: Record<ListAction, string | false | null> = {
  add: LIST_BUTTONS.add,
  edit: LIST_BUTTONS.edit,
  remove: LIST_BUTTONS.remove,
  detail: null,
  excelExport: LIST_BUTTONS.excelExport,
  excelImport: LIST_BUTTONS.excelImport,
  batchRemove: false,
};

const NO_EXTENSION: ListPageExtension = {};
const TREE_INDENT = { base: 1, step: 2.5 };

/**
 * The keyword box with Search and Reset. The typed keyword is this component's own state: a key
 * press draws the box again, not the page and its rows (issue 17).
 */
const KeywordSearch = memo(function KeywordSearch({ search }: { search: (values: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <TextField
        size="small"
        label={translate('entity.keyword')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        inputProps={{ 'data-testid': 'entity-keyword' }}
      />
      <Button variant="contained" onClick={() => search({ keyword: keyword.trim() })}>
        {translate('entity.search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          search({});
        }}
      >
        {translate('entity.reset')}
      </Button>
    </>
  );
});
const alwaysRecord = () => true;

function EntityTablePage({ resource, modelId, extension = NO_EXTENSION }: { resource: EntityResource; modelId?: string; extension?: ListPageExtension }) {
  const translate = useTranslate();
  // Buttons, columns and form fields the page's menu does not grant are left out (spec §6).
  const can = usePagePermissions(modelId);
  const notify = useNotify();
  const dataProvider = useDataProvider() as unknown as Provider;
  const [locale] = useLocaleState();
  const lang = (locale as Language) ?? 'zh';
  const runtimeLoaded = useRuntimeWidgets(resource.columns);
  const initialSort = useMemo(() => extension.sort ?? { field: resource.sort ?? 'id', order: 'ASC' as const }, [resource.sort, extension.sort]);
  const list = usePagedList<EntityRecord>({ resource: resource.name, sort: initialSort, filter: extension.filter, perPage: extension.perPage });
  // A new choice in the aside (a tree node) starts again at page 1.
  const asideFilter = JSON.stringify(extension.filter ?? {});
  const lastAsideFilter = useRef(asideFilter);
  const toFirstPage = list.pagination.onPageChange;
  useEffect(() => {
    if (lastAsideFilter.current === asideFilter) return;
    lastAsideFilter.current = asideFilter;
    toFirstPage(1);
  }, [asideFilter, toFirstPage]);
  /** Whether the page offers an action: the design keeps it (extension.buttons) and the page's permissions grant its code. */
  const offers = (action: ListAction): boolean => {
    const code = extension.buttons?.[action] ?? DEFAULT_BUTTONS[action];
    return code === null ? true : code === false ? false : can.button(code);
  };
  const isRecord = extension.isRecord ?? alwaysRecord;
  const FormDialog = extension.FormDialog ?? EntityFormDialog;
  const SearchBar = extension.SearchBar;
  // Rows ticked for batch removal.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { rows, sort, pagination } = list;
  const applied = String(list.filterValues.keyword ?? '');
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  // Tree screens (organisations, areas): which rows are open, and lazily loaded levels by parent.
  const isTree = resource.list === 'tree' || resource.list === 'children';
  const { expanded, toggle, expandAll, collapseAll } = useTreeExpansion();
  const lazyLevels = useLazyTreeLevels(resource.name, sort, expanded, resource.list === 'children');
  const [newParent, setNewParent] = useState<string | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const RowExtra = rowExtras[resource.name];
  const ToolbarExtra = toolbarExtras[resource.name];
  // values a toolbar action fills into the next new record (a rule started from a template)
  const [createInitial, setCreateInitial] = useState<Record<string, unknown> | undefined>(undefined);

  // Open levels are read again with the roots, so a change below the root shows too.
  const refresh = () => {
    setSelected(new Set());
    list.refresh();
    lazyLevels.refresh();
  };
  const succeed = (msg: string | undefined) => {
    // The server's own words, shown as they are (not looked up as a translation key).
    const text = msg || translate('ra.notification.updated', { smart_count: 1 });
    notify(text, { type: 'success', autoHideDuration: 1500, messageArgs: { _: text } });
    refresh();
  };
  // The columns the page grants, arranged as the user chose (shown or not, in their order) per menu.
  const grantedColumns = useMemo(() => resource.columns.filter((column) => can.column(column.name)), [resource, can]);
  const columnChoices = useMemo(() => grantedColumns.map((column) => ({ key: column.name, label: column.label[lang] })), [grantedColumns, lang]);
  const columnSettings = useColumnSettings(modelId, columnChoices);
  // No rows until the cells can be drawn and the user's arrangement is known, so neither flashes.
  const tableReady = runtimeLoaded && columnSettings.ready;
  const shown = useMemo(
    () =>
      !tableReady
        ? []
        : isTree
          ? visibleTreeRows(rows, expanded, lazyLevels.levels)
          : flatRows(extension.inlineEdit?.rows.length ? [...extension.inlineEdit.rows, ...rows] : rows),
    [tableReady, isTree, rows, expanded, lazyLevels.levels, extension.inlineEdit?.rows],
  );
  const grantedListColumns = useMemo(
    (): ListColumn<EntityRecord>[] =>
      grantedColumns.map((column) => {
        const cell = extension.cellOf?.(column) ?? cellOf(column, lang);
        const layout = extension.columnLayout?.[column.name];
        return {
          key: column.name,
          header: column.label[lang],
          sortable: layout?.sortable ?? true,
          align: layout?.align,
          width: layout?.width,
          fixed: layout?.fixed,
          render: (row: EntityRecord) =>
            column.name === 'enabledMark' ? (
              <Chip
                size="small"
                color={row.enabledMark === 1 ? 'success' : row.enabledMark === 2 ? 'warning' : 'default'}
                // 2 is a locked account (contract §2.2, users only): it reads 锁定, not 禁用
                label={translate(row.enabledMark === 1 ? 'entity.enabled' : row.enabledMark === 2 ? 'entity.locked' : 'entity.disabled')}
              />
            ) : (
              cell(row)
            ),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells are worked out again once the runtime's widgets are registered
    [grantedColumns, lang, translate, runtimeLoaded, extension],
  );
  const batchRemove = offers('batchRemove');
  const arranged = useMemo(() => {
    const byKey = new Map(grantedListColumns.map((column) => [column.key, column]));
    return columnSettings.shown.flatMap((key) => byKey.get(key) ?? []);
  }, [grantedListColumns, columnSettings.shown]);
  // The columns keep their identity while only data, loading or sort change, so the memoised rows do not draw again.
  const columns = useMemo(() => {
    if (!batchRemove) return arranged;
    const records = shown.map((item) => item.row).filter(isRecord);
    const all = records.length > 0 && records.every((row) => selected.has(row.id));
    const tick: ListColumn<EntityRecord> = {
      key: '__select',
      padding: 'checkbox',
      header: (
        <Checkbox
          size="small"
          checked={all}
          indeterminate={!all && records.some((row) => selected.has(row.id))}
          onChange={() => setSelected(all ? new Set() : new Set(records.map((row) => row.id)))}
          slotProps={{ input: { 'aria-label': translate('entity.selectAll') } }}
        />
      ),
      render: (row) =>
        isRecord(row) ? (
          <Checkbox
            size="small"
            // data-* attributes ride on the input through slotProps, whose type does not list them
            slotProps={{ input: { 'data-testid': 'entity-select' } as object }}
            checked={selected.has(row.id)}
            onChange={() =>
              setSelected((current) => {
                const next = new Set(current);
                if (next.has(row.id)) next.delete(row.id);
                else next.add(row.id);
                return next;
              })
            }
          />
        ) : null,
    };
    return [tick, ...arranged];
  }, [arranged, batchRemove, shown, selected, isRecord, translate]);
  // A whole tree offers its rows as parents in the dialog; a lazy tree takes the parent from the row.
  const treeOverrides = useMemo(() => {
    if (resource.list !== 'tree' || !resource.fields.some((f) => f.widget === 'treeSelect')) return undefined;
    const field = resource.fields.find((f) => f.widget === 'treeSelect')?.name ?? 'parentId';
    const options = [{ value: '-1', label: translate('entity.topLevel'), depth: 0 }, ...parentOptions(rows, editing?.id ?? null, 1)];
    return { [field]: { 'ui:widget': 'treeSelect', 'ui:options': { treeOptions: options } } };
  }, [resource, rows, editing, translate]);
  // What a new record's dialog starts with: the parent of a child row, or a toolbar action's values.
  const dialogInitial = useMemo(
    () => (resource.list === 'children' && !editing ? { parentId: newParent ?? '-1' } : editing ? undefined : createInitial),
    [resource.list, editing, newParent, createInitial],
  );
  // Form fields the page does not grant are hidden, judged on what the dialog opens with.
  const uiOverrides = useMemo(() => {
    const start = editing ?? { ...resource.defaults, ...dialogInitial };
    const hidden = hiddenFormFields(
      can,
      resource.fields.map((f) => f.name),
      resource.bodySchema.required,
      start,
    );
    if (hidden.length === 0) return treeOverrides;
    return { ...treeOverrides, ...Object.fromEntries(hidden.map((name) => [name, { 'ui:widget': 'hidden' }])) };
  }, [can, resource, editing, dialogInitial, treeOverrides]);
  // A record the runtime draws whole can be viewed read-only (spec §2 record detail viewer).
  const hiddenInDetail = useCallback(
    (record: EntityRecord) =>
      hiddenFormFields(
        can,
        resource.fields.map((f) => f.name),
        resource.bodySchema.required,
        record,
      ),
    [can, resource],
  );
  const detail = useRecordDetail(resource, lang, hiddenInDetail, extension.detailConf, extension.detailItems);
  const showsDetail = detail.available && offers('detail');
  // The actions column goes when no row action is left to the user.
  const rowActions =
    showsDetail ||
    Boolean(RowExtra) ||
    (resource.list === 'children' && can.button(LIST_BUTTONS.addChild)) ||
    (resource.state && can.button(LIST_BUTTONS.state)) ||
    (Boolean(resource.transfer) && can.button(LIST_BUTTONS.recordExport)) ||
    offers('edit') ||
    offers('remove') ||
    // rows added inline have their 保存/取消 there
    (Boolean(extension.inlineEdit) && offers('add'));

  // What a row's buttons do when clicked reads the page as it is then; what they show is below.
  const live = useRef({ openDetail: detail.open, succeed, inlineEdit: extension.inlineEdit });
  useLayoutEffect(() => {
    live.current = { openDetail: detail.open, succeed, inlineEdit: extension.inlineEdit };
  });
  const canEdit = offers('edit');
  const canRemove = offers('remove');
  const canAddChild = resource.list === 'children' && can.button(LIST_BUTTONS.addChild);
  const canState = Boolean(resource.state) && can.button(LIST_BUTTONS.state);
  const canExport = Boolean(resource.transfer) && can.button(LIST_BUTTONS.recordExport);
  // A row's buttons, drawn again only when what they show changes (permissions, language), never on keyword, loading or sort.
  const recordActionsOf = useCallback(
    (row: EntityRecord) => (
      <>
        {RowExtra && <RowExtra row={row} />}
        {showsDetail && (
          <Button size="small" data-testid="entity-detail" onClick={() => void live.current.openDetail(row)}>
            {translate('entity.detail')}
          </Button>
        )}
        {canAddChild && (
          <Button
            size="small"
            data-testid="entity-add-child"
            onClick={() => {
              setEditing(null);
              setNewParent(row.id);
              setDialogOpen(true);
            }}
          >
            {translate('entity.addChild')}
          </Button>
        )}
        {canEdit && (
          <Button
            size="small"
            onClick={async () => {
              const inline = live.current.inlineEdit;
              if (inline) return inline.edit(row);
              try {
                const full = await dataProvider.getOne(resource.name, { id: row.id });
                setEditing(full.data as EntityRecord);
                setDialogOpen(true);
              } catch {
                // the request client has shown the reason
              }
            }}
          >
            {translate('entity.edit')}
          </Button>
        )}
        {/* enabledMark 2 (a locked user) is no state the toggle flips: it is unlocked from the row's own actions, and the server refuses the toggle */}
        {canState && Number(row.enabledMark) !== 2 && (
          <Button
            size="small"
            onClick={() =>
              setConfirm({
                text: translate(row.enabledMark === 1 ? 'entity.confirmDisable' : 'entity.confirmEnable'),
                run: async () => live.current.succeed(await dataProvider.toggleState(resource.name, row.id)),
              })
            }
          >
            {translate(row.enabledMark === 1 ? 'entity.disable' : 'entity.enable')}
          </Button>
        )}
        {canExport && (
          <Button
            size="small"
            data-testid="entity-export"
            onClick={() =>
              setConfirm({
                text: translate('entity.confirmExport'),
                run: async () => {
                  const file = await dataProvider.exportRecord(resource.name, row.id);
                  if (file?.url) window.location.assign(file.url);
                },
              })
            }
          >
            {translate('entity.export')}
          </Button>
        )}
        {canRemove && (
          <Button
            size="small"
            color="error"
            data-testid="entity-delete"
            onClick={() =>
              setConfirm({
                text: translate('entity.confirmDelete'),
                run: async () => {
                  const result = (await dataProvider.delete(resource.name, { id: row.id, previousData: row })) as { meta?: { msg?: string } };
                  live.current.succeed(result.meta?.msg);
                },
              })
            }
          >
            {translate('entity.delete')}
          </Button>
        )}
      </>
    ),
    [RowExtra, showsDetail, canAddChild, canEdit, canState, canExport, canRemove, translate, dataProvider, resource.name],
  );
  // A group's heading row (a grouped list) is no record: it has no actions.
  const inlineRowActions = extension.inlineEdit?.rowActions;
  const actionsOf = useCallback(
    (row: EntityRecord) => {
      const own = isRecord(row) ? recordActionsOf(row) : null;
      return inlineRowActions ? inlineRowActions(row, own) : own;
    },
    [isRecord, recordActionsOf, inlineRowActions],
  );
  const actionsHeader = translate('entity.actions');
  const actions = useMemo(() => (rowActions ? { header: actionsHeader, render: actionsOf } : undefined), [rowActions, actionsHeader, actionsOf]);
  const onToggleRow = useCallback((row: EntityRecord) => toggle(row.id), [toggle]);
  const tree = useMemo(() => (isTree ? { indent: TREE_INDENT, expanded, onToggle: onToggleRow } : undefined), [isTree, expanded, onToggleRow]);

  const table = (
    <ListTable
      columns={columns}
      rows={shown}
      rowTestId="entity-row"
      sort={sort}
      onSort={list.toggleSort}
      loading={list.loading || !tableReady}
      tree={tree}
      actions={actions}
      pagination={isTree ? undefined : { ...pagination, pageSizes: pageSizesWith(extension.perPage) }}
      summary={extension.summary?.(rows)}
    />
  );

  return (
    <Box sx={{ p: 2 }} data-testid={`entity-page-${resource.name}`}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {resource.labels[lang]}
      </Typography>
      {SearchBar && <SearchBar search={list.search} />}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center">
        {!SearchBar && <KeywordSearch search={list.search} />}
        <Box sx={{ flex: 1 }} />
        {resource.list === 'tree' && (
          <>
            <Button sx={{ whiteSpace: 'nowrap' }} onClick={() => expandAll(allTreeIds(rows))}>
              {translate('entity.expandAll')}
            </Button>
            <Button sx={{ whiteSpace: 'nowrap' }} onClick={collapseAll}>
              {translate('entity.collapseAll')}
            </Button>
          </>
        )}
        {resource.transfer && can.button(LIST_BUTTONS.recordImport) && (
          <>
            <Button data-testid="entity-import" onClick={() => importInput.current?.click()}>
              {translate('entity.import')}
            </Button>
            <input
              ref={importInput}
              type="file"
              hidden
              accept={`.${resource.transfer.extension}`}
              data-testid="entity-import-file"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                try {
                  succeed(await dataProvider.importRecord(resource.name, file));
                } catch {
                  // the request client has shown the reason
                }
              }}
            />
          </>
        )}
        {resource.excelImport && resource.list === 'page' && offers('excelImport') && <ExcelImportButton apiBase={resource.base} onImported={refresh} />}
        {resource.excelExport && offers('excelExport') && (
          <ExcelExportButton
            resource={resource}
            list={{ keyword: applied, sort, page: pagination.page, perPage: pagination.pageSize, filter: { ...list.filterValues, ...extension.filter } }}
            granted={can.column}
            run={extension.exportExcel}
          />
        )}
        {batchRemove && (
          <Button
            color="error"
            data-testid="entity-batch-delete"
            disabled={selected.size === 0}
            onClick={() =>
              setConfirm({
                text: translate('entity.confirmDelete'),
                run: async () => {
                  const result = (await dataProvider.deleteMany(resource.name, { ids: [...selected] })) as { meta?: { msg?: string } };
                  succeed(result.meta?.msg);
                },
              })
            }
          >
            {translate('entity.batchDelete')}
          </Button>
        )}
        {ToolbarExtra && can.button(LIST_BUTTONS.add) && (
          <ToolbarExtra
            startCreate={(initial) => {
              setEditing(null);
              setNewParent(null);
              setCreateInitial(initial);
              setDialogOpen(true);
            }}
          />
        )}
        {offers('add') && (
          <Button
            variant="contained"
            data-testid="entity-add"
            onClick={() => {
              if (extension.inlineEdit) return extension.inlineEdit.add();
              setEditing(null);
              setNewParent(null);
              setCreateInitial(undefined);
              setDialogOpen(true);
            }}
          >
            {translate('entity.add')}
          </Button>
        )}
        <ColumnSettingsButton settings={columnSettings} />
      </Stack>
      {extension.aside ? (
        <Stack direction="row" spacing={2} alignItems="flex-start">
          {extension.aside}
          <Box sx={{ flex: 1, minWidth: 0 }}>{table}</Box>
        </Stack>
      ) : (
        table
      )}
      {lazyLevels.loaders}
      <FormDialog
        resource={resource}
        record={editing}
        initial={dialogInitial}
        uiOverrides={uiOverrides}
        derive={formDerivations[resource.name]}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSubmit={async (data) => {
          const result = (
            editing?.id
              ? await dataProvider.update(resource.name, { id: editing.id, data, previousData: editing })
              : await dataProvider.create(resource.name, { data })
          ) as { meta?: { msg?: string } };
          setDialogOpen(false);
          succeed(result.meta?.msg);
        }}
      />
      {detail.element}
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} />
    </Box>
  );
}
