import type { FileStorage } from '../../../core/files/file-storage.ts';
import type { EntityDefinition } from '../../entity-definition.ts';
import { AppError } from '../../../core/http/app-error.ts';
import type { OperationContext } from '../context.ts';

/**
 * What the import operations work with beyond an operation's context: the file store the uploaded
 * workbook waits in between the wizard's steps, and where an unexpected failure of one row is
 * reported (the row is listed as failed; the others go on).
 */
export interface ImportContext extends OperationContext {
  files: Pick<FileStorage, 'write' | 'read' | 'list' | 'remove'>;
  report?: (error: unknown) => void;
}

/** The entity's import description; an entity that has not opted in has no import to serve. */
export function importSpecOf(entity: EntityDefinition): NonNullable<EntityDefinition['excelImport']> {
  if (!entity.excelImport) throw new AppError('recordNotFound');
  return entity.excelImport;
}
