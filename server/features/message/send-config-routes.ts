import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import type { EntityOverrides } from '../../crud/entity-overrides.ts';
import { registerEntityRoutes } from '../../crud/entity-routes.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { copySendConfig } from './send-config-copy.ts';
import { messageDataTypes } from './message-data-types.ts';
import { messageText } from './message-texts.ts';

const sendConfigEntity = entityDefinitions.sendMessageConfig;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: '^[0-9]{1,2}$' } } } as const;

/** A stored template list (JSON text in the row), [] when unreadable. */
function storedTemplates(value: unknown): { messageType?: unknown }[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? (parsed as { messageType?: unknown }[]) : [];
  } catch {
    return [];
  }
}

const namesOf = (type: string, language: Language) => new Map(messageDataTypes(type, language).map((entry) => [entry.enCode, entry.fullName]));

/**
 * A list row as the stock list reads it (JNPF's list VO): the source by name (the page hands it on
 * as the detail's source name) and the message types it sends through as tags. Info keeps the codes.
 */
const sendConfigHooks: EntityOverrides = {
  async decorate(rows, context) {
    if (context.detail) return rows;
    const [types, sources] = [namesOf('1', context.language), namesOf('4', context.language)];
    return rows.map((row) => {
      const used = [...new Set(storedTemplates(row.sendConfigTemplateList).map((template) => String(template.messageType ?? '')))].filter((type) =>
        types.has(type),
      );
      return {
        ...row,
        messageSource: sources.get(String(row.messageSource)) ?? row.messageSource,
        messageType: used.map((type) => ({ type, fullName: types.get(type) })),
      };
    });
  },
};

/**
 * The message centre's send configurations (FE347 `msgCenter/sendConfig`): list, info, create,
 * update, delete and the state toggle from the generic runtime over the schema (its routes are
 * `custom` so that the message feature serves them beside the notices: the static
 * `SendMessageConfig` segment wins over the notices' `/api/message/{id}`); `POST …/copy/{id}`; the fixed
 * lists its filters and dialogs read, `GET /api/message/MessageDataType/getTypeList/{type}`
 * (any signed-in user: the notice, template and send-configuration screens all read them).
 */
export function registerSendConfigRoutes(app: FastifyInstance, services: Services): void {
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  registerEntityRoutes(app, services, sendConfigEntity, sendConfigHooks);

  app.post<{ Params: { id: string } }>(
    '/api/message/SendMessageConfig/copy/:id',
    { config: { access: { permission: sendConfigEntity.permission } }, schema: { params: idParams } },
    async (request) => {
      await copySendConfig(services.db, request.params.id, currentUser(request).userId, lang(request));
      return ok(undefined, messageText('copied', lang(request)));
    },
  );

  app.get<{ Params: { type: string } }>(
    '/api/message/MessageDataType/getTypeList/:type',
    { config: { access: 'signed-in' }, schema: { params: typeParams } },
    async (request) => ok(messageDataTypes(request.params.type, lang(request))),
  );
}
