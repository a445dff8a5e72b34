import { request } from '../../lib/request/request.ts';
import { onlineDesignOf, type OnlineDesign } from '../../../common/online-forms/online-design.ts';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { FormConf } from '../../form-runtime/renderer/index.ts';

/** The released design as `GET /api/visualdev/OnlineDev/{modelId}/Config` answers it (contract §7.4 DataInfoVO). */
interface ConfigAnswer {
  formData?: string;
  columnData?: string | null;
  appColumnData?: string | null;
  webType?: number | string;
  enableFlow?: number;
  fullName?: string;
}

/** A released online design as the page runs it: the design itself and what the shared converter made of it. */
export interface LoadedDesign {
  design: OnlineDesign;
  converted: DesignModel;
}

export type ConfigResult = { ok: true; loaded: LoadedDesign } | { ok: false; msg: string };

/** Where a design's runtime routes live (contract §7.4). */
export const onlineBase = (modelId: string): string => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;

/**
 * Reads a released design and converts it with the converter both halves share
 * (common/online-forms/design-to-model.ts), so the page draws the same model the server serves.
 * The request client hands Config answers back whatever their code (contract §1.2 passes them
 * through raw): a refusal comes back as the server's own message, for the page to show.
 */
export async function loadOnlineDesign(modelId: string): Promise<ConfigResult> {
  const answer = await request<ConfigAnswer>({ url: `${onlineBase(modelId)}/Config` });
  if (answer.code !== 200 || !answer.data) return { ok: false, msg: answer.msg ?? '' };
  const design = onlineDesignOf({ ...answer.data, id: modelId });
  return { ok: true, loaded: { design, converted: designToModel(design) } };
}

/** formData's form-level keys (contract §7.2: labelWidth, labelPosition, gutter, span, popupType, widths…) as the renderers read them. */
export function formConfOf(design: OnlineDesign): FormConf {
  const { fields: _fields, ...conf } = design.formData;
  // The renderers read the keys they know by JNPF's own names and ignore the rest (form-conf.ts).
  return conf as FormConf;
}
