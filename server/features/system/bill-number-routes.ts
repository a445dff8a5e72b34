import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { BillNumberService } from '../../core/numbering/bill-number-service.ts';

const codeParams = { type: 'object', required: ['enCode'], properties: { enCode: { type: 'string', minLength: 1, maxLength: 50 } } } as const;

/** Number generation (contract §4.3): any signed-in user filling a form may draw numbers. */
export function registerBillNumberRoutes(app: FastifyInstance, services: Services): void {
  const numbers = new BillNumberService(services.db, services.dialect);
  const config = { access: 'signed-in' as const };
  type Request = { Params: { enCode: string } };

  app.get<Request>('/api/system/BillRule/BillNumber/:enCode', { config, schema: { params: codeParams } }, async (request) =>
    ok(await numbers.pending(currentUser(request).userId, request.params.enCode), translate('fetchSuccess', languageOf(request.headers['accept-language']))),
  );
  app.get<Request>('/api/system/BillRule/getBillNumber/:enCode', { config, schema: { params: codeParams } }, async (request) =>
    ok(await numbers.generate(request.params.enCode), translate('fetchSuccess', languageOf(request.headers['accept-language']))),
  );
  app.get<Request>('/api/system/BillRule/useBillNumber/:enCode', { config, schema: { params: codeParams } }, async (request) => {
    await numbers.release(currentUser(request).userId, request.params.enCode);
    return ok();
  });
}
