import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';
import {
  CERTIFICATE_TYPE_DICTIONARY,
  CERTIFICATION_LABELS,
  certificationProblem,
  trimmedDetails,
  type CertificateType,
  type CertificationDetails,
} from '../../../common/certification-rules.ts';
import { profileTexts } from './profile-texts.ts';
import { updateOwnRecord } from './own-record.ts';

/** What the certification page reads: the caller's details, whether they certify, and the types to choose from. */
export interface CertificationState extends CertificationDetails {
  certified: boolean;
  types: CertificateType[];
}

/** What the page sends; `id`, when sent, must be the caller's own (nobody certifies someone else). */
export interface CertifyBody extends Partial<CertificationDetails> {
  id?: string;
}

/**
 * Personal certification (spec shell §2.1 /certification), without HTTP: a user's real name,
 * certificate type (dictionary certificateType), certificate number and mobile number, checked by
 * the shared rules of common/certification-rules.ts and written to the caller's own record by the
 * profile's one write (own-record.ts). "Certified" is not stored: it is these details being complete
 * and valid, so an administrator's later edit that breaks them undoes it.
 */
export class CertificationOperations {
  constructor(private readonly db: Services['db']) {}

  /** The enabled items of the certificateType dictionary, in their order. */
  async types(): Promise<CertificateType[]> {
    const rows = await this.db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionaryTypeId')
      .select(['d.id', 'd.fullName', 'd.enCode'])
      .where('t.enCode', '=', CERTIFICATE_TYPE_DICTIONARY)
      .where('d.enabledMark', '=', 1)
      .orderBy('d.sortCode')
      .orderBy('d.fullName')
      .execute();
    return rows.map((row) => ({ id: row.id, fullName: row.fullName ?? '', enCode: row.enCode ?? '' }));
  }

  async state(userId: string): Promise<CertificationState> {
    const row = await this.db
      .selectFrom('base_user')
      .select(['realName', 'certificatesType', 'certificatesNumber', 'mobilePhone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const details: CertificationDetails = {
      realName: row.realName ?? '',
      certificatesType: row.certificatesType ?? '',
      certificatesNumber: row.certificatesNumber ?? '',
      mobilePhone: row.mobilePhone ?? '',
    };
    const types = await this.types();
    return { ...details, certified: certificationProblem(details, types) === undefined, types };
  }

  /** Checks the details as the page did and writes them to the caller's record; a refusal writes nothing. */
  async certify(callerId: string, body: CertifyBody): Promise<void> {
    if (body.id !== undefined && body.id !== callerId) throw new AppError('noPermission', { code: 401, texts: profileTexts.certifyOwnOnly });
    const details = trimmedDetails({
      realName: body.realName ?? '',
      certificatesType: body.certificatesType ?? '',
      certificatesNumber: body.certificatesNumber ?? '',
      mobilePhone: body.mobilePhone ?? '',
    });
    const problem = certificationProblem(details, await this.types());
    if (problem) {
      const label = CERTIFICATION_LABELS[problem.field];
      throw new AppError('badRequestField', {
        params: { field: problem.field },
        texts: {
          zh: `${label.zh}：${problem.messages.zh}`,
          'zh-TW': `${label['zh-TW']}：${problem.messages['zh-TW']}`,
          en: `${label.en}: ${problem.messages.en}`,
        },
      });
    }
    await updateOwnRecord(this.db, callerId, { ...details });
  }
}
