import { useCallback, useEffect, useState } from 'react';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import type { FormConf } from '../../form-runtime/renderer/index.ts';
import { RecordDetailViewer, type LinkedRecordDetail } from '../../form-runtime/viewer/index.ts';
import type { FormSize, Language } from '../../form-runtime/widget-contract.ts';
import { fetchRelationFormDefinition, fetchRelationRecord } from './relation-form-api.ts';

class RelatedRecordMissing extends Error {}

/**
 * A related record as the record detail viewer shows it (spec lowcode §2 "Record detail viewer",
 * "Linked records open a nested detail"): the released form's definition (Config: formData)
 * converted as the server converts it (common/online-forms/design-to-model.ts: the model's
 * FormItems in the design's layout), the record's raw values (info: data JSON), formData's
 * form-level settings (popupType, widths, label width) and the form's name as the title. Rejects
 * when either cannot be read, or the design cannot be converted; the viewer then closes.
 */
export async function loadRelationDetail(modelId: string, id: string): Promise<LinkedRecordDetail> {
  const [definition, record] = await Promise.all([fetchRelationFormDefinition(modelId), fetchRelationRecord(modelId, id)]);
  if (!record) throw new RelatedRecordMissing(id);
  const { form, renamed } = designToModel(onlineDesignOf({ id: modelId, fullName: definition.fullName, formData: definition.formData }));
  return {
    items: form,
    // the record speaks the design's names; the form's items the model's (the few renamed ones differ)
    record: Object.fromEntries(Object.entries(record).map(([key, value]) => [renamed[key] ?? key, value])),
    // formData spreads the form-level keys flat (contract §7.2); the viewer reads the ones it knows.
    conf: definition.formData as FormConf,
    ...(definition.fullName ? { title: definition.fullName } : {}),
  };
}

export interface RelationRecordDetailProps {
  modelId: string;
  id: string;
  language: Language;
  size?: FormSize;
  onClose: () => void;
}

type Loaded = { state: 'loading' } | { state: 'shown'; detail: LinkedRecordDetail };

/**
 * The related record's detail opened from a read-only related-form field outside any detail
 * viewer: a viewer of its own, loading first; a related-form field inside it opens a nested one.
 * A record that cannot be read closes it.
 */
export function RelationRecordDetail({ modelId, id, language, size, onClose }: RelationRecordDetailProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadRelationDetail(modelId, id).then(
      (detail) => live && setLoaded({ state: 'shown', detail }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // onClose is the opener's; it is called once, when the record cannot be read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId, id]);
  const openLinked = useCallback((linkedModel: string, linkedId: string) => loadRelationDetail(linkedModel, linkedId), []);
  const detail = loaded.state === 'shown' ? loaded.detail : undefined;
  return (
    <RecordDetailViewer
      open
      onClose={onClose}
      items={detail?.items ?? []}
      record={detail?.record ?? {}}
      conf={detail?.conf}
      title={detail?.title}
      loading={detail === undefined}
      language={language}
      size={size}
      openLinked={openLinked}
    />
  );
}
