import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refreshTag } from './tags-store.ts';
import { forgetTab } from './dirty-registry.ts';

/** /redirect/{path}: drops the cached page of {path} and opens it again, replacing the hop in history. */
export function RedirectHop() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target = (pathname.replace(/^\/redirect/, '') || '/home') + search;
  useEffect(() => {
    refreshTag(target);
    forgetTab(target);
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
