import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { CERTIFICATION_FIELDS } from '../../../common/certification-rules.ts';
import { CertificationOperations, type CertifyBody } from './certification-operations.ts';
import { profileText } from './profile-texts.ts';

const PATH = '/api/permission/Users/Current/Certification';

/** Strings only; what they must hold is the shared rule's to say (certification-operations.ts), in the caller's language. */
const certifyBody = {
  type: 'object',
  properties: Object.fromEntries([...CERTIFICATION_FIELDS, 'id'].map((field) => [field, { type: 'string', maxLength: 200 }])),
};

/**
 * GET/PUT /api/permission/Users/Current/Certification (spec shell §2.1 /certification): the
 * caller's certification details and state, and certifying them. Signed in is enough: the
 * operation writes only the caller's own record and refuses a body naming someone else.
 */
export function registerCertificationRoutes(app: FastifyInstance, services: Services): void {
  const certification = new CertificationOperations(services.db);

  app.get(PATH, { config: { access: 'signed-in' } }, async (request) => ok(await certification.state(currentUser(request).userId)));

  app.put<{ Body: CertifyBody }>(PATH, { config: { access: 'signed-in' }, schema: { body: certifyBody } }, async (request) => {
    await certification.certify(currentUser(request).userId, request.body);
    return ok(undefined, profileText('certified', languageOf(request.headers['accept-language'])));
  });
}
