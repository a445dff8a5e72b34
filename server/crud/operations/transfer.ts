import { presentRows } from './present-rows.ts';
import { Ajv, type ValidateFunction } from 'ajv';
import type { EntityDefinition } from '../entity-definition.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { grantedFields } from '../granted-fields.ts';
import { AppError } from '../../core/http/app-error.ts';
import { columnLabelsOf, validationMessage } from '../../core/http/validation-message.ts';
import { saveExport } from '../../core/files/export-files.ts';
import { toResponse, type Row } from '../row-decorators.ts';
import { tablesOf, type OperationContext } from './context.ts';
import { writableFields } from './writable-fields.ts';
import { createRecord } from './create.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/** What a transfer file holds: which entity it came from, and the record's writable fields. */
interface TransferFile {
  entity: string;
  version: 1;
  record: Record<string, unknown>;
}

/** An uploaded file: its name, and its bytes read only once the name is accepted. */
export interface TransferUpload {
  fileName: string;
  read(): Promise<Buffer>;
}

const LANGUAGES: readonly Language[] = ['zh', 'zh-TW', 'en'];

// The options the server gives Fastify's own validator, so a file is judged like a request body.
const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validators = new WeakMap<EntityDefinition, ValidateFunction>();
function validatorOf(entity: EntityDefinition): ValidateFunction {
  let validate = validators.get(entity);
  if (!validate) validators.set(entity, (validate = ajv.compile(entity.bodySchema)));
  return validate;
}

const extensionOf = (entity: EntityDefinition) => entity.transfer?.extension ?? 'json';

/**
 * One record out as a file (contract §4: a record's Export): its writable fields as a JSON file
 * named after the record, saved as a short-lived download.
 */
export async function exportRecord(context: OperationContext, id: string): Promise<{ name: string; url: string }> {
  const { entity } = context;
  // A row outside the caller's data permissions is answered as missing.
  const row = await tablesOf(context)
    .selectFrom(entity.table.name)
    .selectAll()
    .where('id', '=', id)
    .where(await dataScopeCondition(context))
    .executeTakeFirst();
  if (!row) throw new AppError('recordNotFound');
  // The file carries what the caller may read of the record: as its info answer, through the
  // entity's decorate override (which may mask what the caller's rank does not show) and the grants.
  const [presented] = await presentRows(context, [row as Row], { detail: true });
  const shown = await grantedFields(context.grants, entity).info(context.caller, presented ?? toResponse(entity, row as Row));
  const record = Object.fromEntries(
    writableFields(entity)
      .filter((field) => shown[field] !== undefined)
      .map((field) => [field, shown[field]]),
  );
  const file: TransferFile = { entity: entity.name, version: 1, record };
  const name = String(shown.fullName ?? shown.enCode ?? id);
  return saveExport(context.db, `${name}.${extensionOf(entity)}`, JSON.stringify(file, null, 2));
}

/**
 * A record back in from such a file, validated by the same schema, messages and uniqueness as a
 * create (createRecord). A file of another kind or entity is refused before anything is written.
 */
export async function importRecord(context: OperationContext, upload: TransferUpload | undefined): Promise<string> {
  const { entity } = context;
  const extension = extensionOf(entity);
  const wrongType = () => new AppError('importFileWrongType', { params: { extension } });
  if (!upload || !upload.fileName.toLowerCase().endsWith(`.${extension}`)) throw wrongType();
  let file: TransferFile;
  try {
    file = JSON.parse((await upload.read()).toString('utf8')) as TransferFile;
  } catch {
    throw wrongType();
  }
  if (file?.entity !== entity.name || typeof file.record !== 'object' || file.record === null) throw wrongType();
  const body = { ...file.record };
  const validate = validatorOf(entity);
  if (!validate(body)) {
    const issue = validate.errors?.[0];
    // The schema's own words for the first failure, in every language (the envelope picks the caller's).
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        validationMessage(issue, language, entity.messages, body, { ...entity.labels, ...columnLabelsOf(entity.formItems) }),
      ]),
    ) as Record<Language, string>;
    throw new AppError('badRequest', { texts });
  }
  return createRecord(context, body);
}
