import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import type { Services } from '../services.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/app-error.ts';
import { languageOf, translate } from '../i18n/language.ts';
import { validationMessage } from '../http/validation-message.ts';
import { saveExport } from '../files/export-files.ts';
import { toResponse, type Row } from './row-decorators.ts';
import { ENTITY_BUTTONS, withButton } from './entity-buttons.ts';

/** What a transfer file holds: which entity it came from, and the record's writable fields. */
interface TransferFile {
  entity: string;
  version: 1;
  record: Record<string, unknown>;
}

// The options the server gives Fastify's own validator, so a file is judged like a request body.
const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });

/**
 * One record out as a file and back in (contract §4: `/Action/Export` as FE347 calls it and
 * `/Actions/Export` as BE36 maps it, answering `{ name, url }`; imports as multipart uploads).
 * An import is validated by the same schema, messages and uniqueness as a create.
 */
export function registerTransferRoutes(
  app: FastifyInstance,
  services: Services,
  entity: EntityDefinition,
  shared: { config: FastifyContextConfig; writable: string[]; createRow: (request: FastifyRequest, body: Record<string, unknown>) => Promise<void> },
): void {
  const extension = entity.transfer?.extension ?? 'json';
  const validate = ajv.compile(entity.bodySchema);
  const table = entity.table.name;
  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

  for (const action of ['Action', 'Actions']) {
    app.get<{ Params: { id: string } }>(`${entity.api.base}/:id/${action}/Export`, { config: withButton(shared.config, ENTITY_BUTTONS.recordExport), schema: { params: idParams } }, async (request) => {
      const row = await services.db
        .selectFrom(table as never)
        .selectAll()
        .where('id' as never, '=', request.params.id as never)
        .executeTakeFirst();
      if (!row) throw new AppError('recordNotFound');
      const shown = toResponse(entity, row as Row);
      const record = Object.fromEntries(shared.writable.filter((field) => shown[field] !== undefined).map((field) => [field, shown[field]]));
      const file: TransferFile = { entity: entity.name, version: 1, record };
      const name = String(shown.fullName ?? shown.enCode ?? request.params.id);
      return ok(await saveExport(services.db, `${name}.${extension}`, JSON.stringify(file, null, 2)));
    });

    app.post(`${entity.api.base}/${action}/Import`, { config: withButton(shared.config, ENTITY_BUTTONS.recordImport) }, async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const upload = await request.file();
      if (!upload || !upload.filename.toLowerCase().endsWith(`.${extension}`)) throw new AppError('importFileWrongType', { params: { extension } });
      let file: TransferFile;
      try {
        file = JSON.parse((await upload.toBuffer()).toString('utf8')) as TransferFile;
      } catch {
        throw new AppError('importFileWrongType', { params: { extension } });
      }
      if (file?.entity !== entity.name || typeof file.record !== 'object' || file.record === null) throw new AppError('importFileWrongType', { params: { extension } });
      const body = { ...file.record };
      if (!validate(body)) return { code: 400, msg: validationMessage(validate.errors?.[0], language, entity.messages, body) };
      await shared.createRow(request, body);
      return ok(undefined, translate('importSuccess', language));
    });
  }
}
