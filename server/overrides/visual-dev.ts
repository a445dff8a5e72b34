import type { EntityOverrides } from '../crud/entity-overrides.ts';
import { platformWideOverrides } from './platform-wide.ts';

/** The design's JSON: the edit dialog reads it (info), lists do not (a form design runs to hundreds of KB). */
const DESIGN_JSON = ['formData', 'columnData', 'appColumnData', 'interfaceParam'] as const;

/**
 * Online designs (`/api/visualdev/Base`, contract §7.1) become tables, menus and forms every user
 * reaches once released, so only system administrators create, change, toggle and delete them
 * (docs/security/rank-rule.md), as with menus; copy and release are checked by their routes
 * (server/features/visualdev). Lists carry what the design page lists (contract §7.1 list row,
 * with `isRelease` for the state) without the design's JSON.
 */
export function visualDevOverrides(): EntityOverrides {
  return {
    ...platformWideOverrides(),
    async decorate(rows, { detail }) {
      if (detail) return rows;
      return rows.map((row) => {
        const listed: typeof row = { ...row, isRelease: row.state ?? 0 };
        for (const key of DESIGN_JSON) delete listed[key];
        return listed;
      });
    },
  };
}
