import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { codeTextOf } from './code-text.ts';

/** What a scanner of a dynamic QR code reads (spec §3: t set to DFD, id, mid, mt, fid, pid, ftid, opt). */
export interface DynamicQrPayload {
  t: 'DFD';
  /** the record's id */
  id: string;
  /** the online form's model id */
  mid: string;
  /** the model's type */
  mt: string;
  /** flow, process and task ids of a workflow form ('' outside a flow) */
  fid: string;
  pid: string;
  ftid: string;
  /** the operation the scanner opens the record with */
  opt: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The dynamic payload of a record: the model and flow come from the item's props (the renderer
 * puts them there: modelId, modelType, flowId, processId, taskId, opType), the id from the record.
 * Null until the record has an id (a new record has nothing to point at) or without a model.
 */
export function dynamicQrPayload(props: Record<string, unknown>, formData: Record<string, unknown> | undefined): DynamicQrPayload | null {
  const id = text(formData?.id);
  const mid = text(props.modelId);
  if (!id || !mid) return null;
  return {
    t: 'DFD',
    id,
    mid,
    mt: text(props.modelType),
    fid: text(props.flowId),
    pid: text(props.processId),
    ftid: text(props.taskId),
    opt: text(props.opType),
  };
}

/** The text a QR code encodes: static, relation (code-text.ts) or the dynamic payload as JSON. */
export function qrTextOf(item: FormItem, formData: Record<string, unknown> | undefined): string {
  if (item.props.dataType === 'dynamic') {
    const payload = dynamicQrPayload(item.props, formData);
    return payload ? JSON.stringify(payload) : '';
  }
  return codeTextOf(item, formData);
}
