import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { updateOwnRecord } from './own-record.ts';

const userEntity = entityDefinitions.user;

/** What a user may change about themselves; account, organisation, roles and state stay the administrator's. */
export const EDITABLE_FIELDS = [
  'realName',
  'gender',
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'birthday',
  'telePhone',
  'landline',
  'mobilePhone',
  'email',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];
type BaseInfoBody = Partial<Record<EditableField, string | number | null>>;

const userProperties = (userEntity.bodySchema as { properties: Record<string, Record<string, unknown>> }).properties;

/** The user schema's own rules (lengths, phone and e-mail patterns) for the editable fields, and its messages. */
const bodySchema = {
  type: 'object',
  required: ['realName'],
  properties: Object.fromEntries(
    EDITABLE_FIELDS.map((field) => {
      const { default: _default, readOnly: _readOnly, ...rule } = userProperties[field] ?? { type: 'string', maxLength: 100 };
      // Dates may be cleared: null is "not given".
      return [field, field === 'birthday' ? { ...rule, type: ['integer', 'null'] } : rule];
    }),
  ),
};

/** GET/PUT /api/permission/Users/Current/BaseInfo (contract §2.6): the profile's own record. */
export function registerBaseInfoRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/permission/Users/Current/BaseInfo', { config: { access: 'signed-in' } }, async (request) => {
    const { userId } = currentUser(request);
    const row = await services.db.selectFrom('base_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { userInfo } = await services.currentUser.build(userId);
    return ok({
      id: row.id,
      account: row.account ?? '',
      realName: row.realName ?? '',
      gender: row.gender ?? 0,
      organize: userInfo.organizeName,
      position: userInfo.positionName,
      manager: userInfo.manager,
      roleId: userInfo.roleName,
      creatorTime: row.creatorTime,
      prevLogTime: row.prevLoginTime,
      nation: row.nation ?? '',
      nativePlace: row.nativePlace ?? '',
      entryDate: row.entryDate,
      certificatesType: row.certificatesType ?? '',
      certificatesNumber: row.certificatesNumber ?? '',
      education: row.education ?? '',
      birthday: row.birthday,
      telePhone: row.telePhone ?? '',
      landline: row.landline ?? '',
      mobilePhone: row.mobilePhone ?? '',
      email: row.email ?? '',
      urgentContacts: row.urgentContacts ?? '',
      urgentTelePhone: row.urgentTelePhone ?? '',
      postalAddress: row.postalAddress ?? '',
      avatar: row.headIcon ?? '',
      theme: row.theme ?? '',
      language: row.language ?? '',
    });
  });

  app.put<{ Body: BaseInfoBody }>(
    '/api/permission/Users/Current/BaseInfo',
    { config: { access: 'signed-in', fieldMessages: userEntity.messages, fieldLabels: userEntity.labels }, schema: { body: bodySchema } },
    async (request) => {
      const { userId } = currentUser(request);
      // Only the listed fields are written, whatever else the body carries (account, organizeId, isAdministrator ...).
      const changes: Record<string, string | number | null> = {};
      for (const field of EDITABLE_FIELDS) {
        const value = request.body[field];
        if (value !== undefined) changes[field] = typeof value === 'string' ? value.trim() : value;
      }
      // Spaces alone are no name: the schema's own required message.
      if (changes.realName === '') throw new AppError('badRequestField', { params: { field: 'realName' }, texts: userEntity.messages.realName?.required });
      await updateOwnRecord(services.db, userId, changes);
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
