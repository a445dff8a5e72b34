import type { Kysely } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import type { DictionaryDataRow, DictionaryTypeRow } from '../../../common/generated/index.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { refusalFor } from '../../crud/unique-write.ts';

type DictionaryDb = { base_dictionary_type: DictionaryTypeRow; base_dictionary_data: DictionaryDataRow };
const { dictionaryData: dictionaryDataEntity, dictionaryType: dictionaryTypeEntity } = entityDefinitions;

/**
 * The `.bdd` file: one dictionary category with its items. Parents are named by enCode, not id,
 * so the file reads back on another database.
 */
export interface BddFile {
  format: 'portside-dictionary';
  version: 1;
  type: { fullName: string; enCode: string; isTree: number; sortCode: number; description: string };
  items: { fullName: string; enCode: string; parentEnCode: string | null; enabledMark: number; sortCode: number; description: string }[];
}

export async function exportDictionary(db: Db, typeId: string): Promise<BddFile> {
  const dict = db as unknown as Kysely<DictionaryDb>;
  const type = await dict.selectFrom('base_dictionary_type').selectAll().where('id', '=', typeId).executeTakeFirst();
  if (!type) throw new AppError('recordNotFound');
  const items = await dict.selectFrom('base_dictionary_data').selectAll().where('dictionaryTypeId', '=', typeId).orderBy('sortCode').execute();
  const codeOf = new Map(items.map((item) => [item.id, item.enCode]));
  return {
    format: 'portside-dictionary',
    version: 1,
    type: {
      fullName: type.fullName ?? '',
      enCode: type.enCode ?? '',
      isTree: type.isTree ?? 0,
      sortCode: type.sortCode ?? 0,
      description: type.description ?? '',
    },
    items: items.map((item) => ({
      fullName: item.fullName ?? '',
      enCode: item.enCode ?? '',
      parentEnCode: item.parentId && item.parentId !== '0' ? (codeOf.get(item.parentId) ?? null) : null,
      enabledMark: item.enabledMark ?? 1,
      sortCode: item.sortCode ?? 0,
      description: item.description ?? '',
    })),
  };
}

function parse(text: string): BddFile {
  let file: BddFile;
  try {
    file = JSON.parse(text) as BddFile;
  } catch {
    throw new AppError('importFileInvalid');
  }
  const valid =
    file?.format === 'portside-dictionary' &&
    typeof file.type?.fullName === 'string' &&
    typeof file.type?.enCode === 'string' &&
    Array.isArray(file.items) &&
    file.items.every((item) => typeof item?.fullName === 'string' && typeof item?.enCode === 'string');
  if (!valid) throw new AppError('importFileInvalid');
  return file;
}

/** Creates the category and its items under the top level; nothing is written if anything clashes. */
export async function importDictionary(db: Db, text: string, userId: string): Promise<void> {
  const file = parse(text);
  // Items are unique by code and by name within their category, as the unique indexes hold them.
  for (const [field, refusal] of [
    ['enCode', 'codeNotUnique'],
    ['fullName', 'nameNotUnique'],
  ] as const) {
    if (new Set(file.items.map((item) => item[field])).size !== file.items.length) throw new AppError(refusal);
  }
  const dict = db as unknown as Kysely<DictionaryDb>;
  // A parallel import of the same category passes the clash check too; its unique index refuses it (400).
  const refuseClash = async (reader: Kysely<DictionaryDb>) => {
    const clash = await reader
      .selectFrom('base_dictionary_type')
      .select(['fullName', 'enCode'])
      .where((eb) => eb.or([eb('fullName', '=', file.type.fullName), eb('enCode', '=', file.type.enCode)]))
      .executeTakeFirst();
    if (clash) throw new AppError(clash.enCode === file.type.enCode ? 'codeNotUnique' : 'nameNotUnique');
  };
  await dict
    .transaction()
    .execute(async (trx) => {
      await refuseClash(trx);
      const now = Date.now();
      const typeId = newId();
      await trx
        .insertInto('base_dictionary_type')
        .values({ id: typeId, parentId: '-1', ...file.type, creatorTime: now, creatorUserId: userId, lastModifyTime: null, lastModifyUserId: null })
        .execute();
      const ids = new Map(file.items.map((item) => [item.enCode, newId()]));
      for (const item of file.items) {
        await trx
          .insertInto('base_dictionary_data')
          .values({
            id: ids.get(item.enCode) as string,
            dictionaryTypeId: typeId,
            parentId: item.parentEnCode ? (ids.get(item.parentEnCode) ?? '0') : '0',
            fullName: item.fullName,
            enCode: item.enCode,
            enabledMark: item.enabledMark === 0 ? 0 : 1,
            sortCode: Number(item.sortCode) || 0,
            description: item.description ?? '',
            creatorTime: now,
            creatorUserId: userId,
            lastModifyTime: null,
            lastModifyUserId: null,
          })
          .execute();
      }
    })
    .catch(async (error: unknown) => {
      const refusal = refusalFor(dictionaryTypeEntity, error) ?? refusalFor(dictionaryDataEntity, error);
      if (!refusal) throw error;
      await refuseClash(dict); // the same words as the check, now that the winner is committed
      throw refusal;
    });
}
