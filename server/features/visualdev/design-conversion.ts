import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { OnlineDesign } from '../../../common/online-forms/online-design.ts';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { DesignRefusal } from '../../../common/online-forms/design-refusal.ts';
import { AppError } from '../../core/http/app-error.ts';
import { designTextsOf } from './design-texts.ts';
import { RESERVED_TABLES } from './design-tables.ts';

/**
 * A design converted into the model the runtime serves (common/online-forms/design-to-model.ts),
 * with the converter's refusal (a name SQL cannot take, two fields on one column, a platform
 * table) as a 400 in its own translated words.
 */
export function convertDesign(design: OnlineDesign): DesignModel {
  try {
    return designToModel(design, { reservedTables: RESERVED_TABLES });
  } catch (error) {
    if (error instanceof DesignRefusal) throw new AppError('badRequest', { texts: error.texts });
    throw error;
  }
}

/**
 * What a release converts: the design as convertDesign does, and refused when it holds jnpfKeys the
 * runtime has no widget for (named, so the designer knows which to replace): a released form must
 * not lose a field.
 */
export function convertForRelease(design: OnlineDesign): DesignModel {
  const converted = convertDesign(design);
  if (converted.unsupported.length > 0) {
    throw new AppError('badRequest', { texts: designTextsOf('unsupportedKeys', { keys: converted.unsupported.join(', ') }) });
  }
  return converted;
}
