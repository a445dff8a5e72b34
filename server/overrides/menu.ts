import type { EntityOverrides } from '../crud/entity-overrides.ts';
import type { Db } from '../core/db/database.ts';
import { AppError } from '../core/http/app-error.ts';
import { systemAdministratorOnly } from './platform-wide.ts';
import { settingValue } from '../core/identity/rank.ts';
import { TOKEN_PLACEHOLDER, isAllowedLinkAddress, mayCarryToken, parseHostList } from '../../common/url-rules.ts';

/** An address with a scheme (`javascript:`, `data:` …) or a protocol-relative one (`//host`) is a link, whatever the menu type. */
const looksLikeLink = (address: string): boolean => /^[a-z][a-z0-9+.-]*:/iu.test(address.trim()) || /^\s*[/\\]{2}/u.test(address);

/**
 * The address a menu may hold (docs/security/rank-rule.md): a link (type 7, or anything with a
 * scheme) only http(s), mailto, tel or an in-app path; and a type-7 address carries
 * `${jnpfToken}` only to an in-app path or a host on the `tokenHostAllowList` setting, which the
 * browser checks again before filling it (src/lib/routes/menu-routes.ts).
 */
export async function checkMenuAddress(db: Db, type: number, address: string): Promise<void> {
  if ((type === 7 || looksLikeLink(address)) && !isAllowedLinkAddress(address)) throw new AppError('linkAddressNotAllowed');
  if (type === 7 && address.includes(TOKEN_PLACEHOLDER) && !mayCarryToken(address, parseHostList(await settingValue(db, 'tokenHostAllowList')))) {
    throw new AppError('tokenHostNotAllowed');
  }
}

/**
 * Menus reach every user's menu, so only system administrators create (also by import), change,
 * toggle and delete them; their addresses are checked for everyone.
 */
export function menuOverrides(): EntityOverrides {
  return {
    async beforeWrite(id, body, context) {
      await systemAdministratorOnly(context);
      const stored = id ? await context.db.selectFrom('base_module').select(['type', 'urlAddress']).where('id', '=', id).executeTakeFirst() : undefined;
      const type = Number(body.type ?? stored?.type ?? 0);
      const address = typeof body.urlAddress === 'string' ? body.urlAddress : (stored?.urlAddress ?? '');
      await checkMenuAddress(context.db, type, address);
    },
    beforeState: (_id, context) => systemAdministratorOnly(context),
    beforeDelete: (_id, context) => systemAdministratorOnly(context),
  };
}
