import { useTranslate } from 'react-admin';
import { findFixedRoute } from '../../lib/routes/fixed-routes.ts';
import { fixedFrameSource } from './frame-source.ts';
import { FramedBusinessPage } from './framed-business-page.tsx';

/**
 * A fixed page of spec §2.1 inside the shell that is a business system of the port
 * (/createBillLoginUser, /applycargolistsbhead): the framed business page of spec §2.4 for the
 * address configured under the route's key (FixedRoute.frame), titled by its routes.* key.
 */
export function FixedFramedPage({ path }: { path: string }) {
  const translate = useTranslate();
  const route = findFixedRoute(path);
  const source = route ? fixedFrameSource(route) : undefined;
  if (!route || !source) return null;
  return <FramedBusinessPage screen={source} title={translate(route.title)} />;
}
