import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { FormConf } from '../form-runtime/renderer/form-conf.ts';
import { useFormSize } from '../form-runtime/use-form-size.ts';

// The viewer and the runtime's read-only widgets come with the first detail opened.
const RecordDetailViewer = lazy(() =>
  Promise.all([import('../form-runtime/viewer/index.ts'), import('../form-runtime/runtime-loader.ts').then((m) => m.loadFormRuntime())]).then(([m]) => ({
    default: m.RecordDetailViewer,
  })),
);

/**
 * The fields of a record the form runtime draws read-only, or null when some field is drawn only by
 * the schema dialog's own widgets (a two-pane picker): a detail without it would leave it out.
 */
export function detailItemsOf(resource: EntityResource): FormItem[] | null {
  const shown = resource.fields.filter((f) => f.widget !== 'hidden');
  return shown.every((f) => f.item) ? shown.flatMap((f) => (f.item ? [f.item] : [])) : null;
}

/**
 * The record detail viewer (spec §2) for a list's rows: `open(row)` reads the whole record and shows
 * it read-only with the dialog's width; fields the page does not grant (`hiddenOf`) are left out.
 * `conf` replaces the dialog's frame (an online form's popupType and widths), `layout` the fields
 * one by one (a designed form's containers and panes).
 */
export function useRecordDetail(
  resource: EntityResource,
  language: keyof Texts,
  hiddenOf: (record: EntityRecord) => string[],
  conf?: FormConf,
  layout?: readonly FormItem[],
): { available: boolean; open: (row: EntityRecord) => Promise<void>; element: ReactNode } {
  const dataProvider = useDataProvider();
  const size = useFormSize();
  const items = useMemo(() => (layout && layout.length > 0 ? layout : detailItemsOf(resource)), [resource, layout]);
  const [record, setRecord] = useState<EntityRecord | null>(null);
  const open = async (row: EntityRecord) => {
    try {
      setRecord((await dataProvider.getOne(resource.name, { id: row.id })).data as EntityRecord);
    } catch {
      // the request client has shown the reason
    }
  };
  const granted = useMemo(
    () => (record ? new Set(resource.fields.map((f) => f.name).filter((name) => !hiddenOf(record).includes(name))) : undefined),
    [record, resource, hiddenOf],
  );
  const element =
    items && record ? (
      <Suspense fallback={null}>
        <RecordDetailViewer
          open
          onClose={() => setRecord(null)}
          items={items}
          record={record}
          conf={conf ?? { popupType: 'general', generalWidth: `${resource.dialog.width}px`, labelWidth: resource.dialog.labelWidth }}
          language={language}
          size={size}
          grantedFields={granted}
        />
      </Suspense>
    ) : null;
  return { available: items !== null, open, element };
}
