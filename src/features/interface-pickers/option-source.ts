import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { previewInterface } from '../../lib/data-interface/data-interface-api.ts';
import { registerOptionSource } from '../../form-runtime/widgets/choice/option-sources.ts';
import { registerTreeOptionSource } from '../../form-runtime/widgets/tree/option-source.ts';
import { paramListOf } from './param-fill.ts';

/**
 * The option widgets' data-interface source (contract §7.2 "Runtime option loading": `dynamic`:
 * `POST /api/system/DataInterface/{propsUrl}/Actions/Preview` with `{ paramList }`, and `data` must
 * be an array). Radio, checkbox and select read the rows with the item's `props.props.props` keys
 * (value `id`, label `fullName` unless configured: widgets/choice/options.ts); tree select and
 * cascader with the same keys and `children` (widgets/tree/tree-model.ts). So the rows are handed
 * over as the interface answered them.
 *
 * The parameters are the template's defaults and the user's system values: options are loaded once
 * per interface and template for every form and sub-table cell showing them, so no record's field
 * values take part. A failure offers no options and no message (spec §8): the call is silent and its
 * rejection reaches the option caches, which then offer nothing and forget it, so the next form
 * asks again.
 */
export async function loadInterfaceOptions(item: FormItem): Promise<unknown[]> {
  const interfaceId = typeof item.props.propsUrl === 'string' ? item.props.propsUrl : '';
  if (!interfaceId) return [];
  const data = await previewInterface(interfaceId, paramListOf(item, {}), { silent: true });
  return Array.isArray(data) ? data : [];
}

/** Registers 'dynamic' for the option widgets and the tree widgets (called once by the composition root). */
export function registerInterfaceOptionSources(): void {
  registerOptionSource('dynamic', loadInterfaceOptions);
  registerTreeOptionSource('dynamic', loadInterfaceOptions);
}
