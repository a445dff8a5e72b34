import { useEffect, useState } from 'react';
import { fetchPortalInfo, type PortalInfo } from './portal-api.ts';

let cached: Promise<PortalInfo | null> | null = null;

/** The public configuration, fetched once per page load and shared by every portal page. */
export function usePortalInfo(): PortalInfo | null {
  const [info, setInfo] = useState<PortalInfo | null>(null);
  useEffect(() => {
    let alive = true;
    cached ??= fetchPortalInfo().catch(() => {
      // The request client has shown why; the next page visit asks again.
      cached = null;
      return null;
    });
    void cached.then((value) => alive && setInfo(value));
    return () => {
      alive = false;
    };
  }, []);
  return info;
}
