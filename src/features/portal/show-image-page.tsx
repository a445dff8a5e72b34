import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { safeImageUrl } from '../../../common/url-rules.ts';

/**
 * /showImage?url=…: one image on a dark page, as given in the query. Only same-origin paths and
 * http(s) addresses are shown (no javascript:, data: or protocol-relative sources); anything else,
 * or an image that fails to load, shows why instead.
 */
export function ShowImagePage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const given = params.get('url') ?? params.get('src') ?? '';
  const url = safeImageUrl(given);
  const [broken, setBroken] = useState(false);
  const problem = !given ? 'portal.image.missing' : !url ? 'portal.image.refused' : broken ? 'portal.image.broken' : null;
  return (
    <Box data-testid="show-image" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#262626', p: 2 }}>
      {problem ? (
        <Alert severity="error" data-testid="show-image-error">
          {translate(problem)}
        </Alert>
      ) : (
        <img
          src={url ?? undefined}
          alt={translate('portal.image.alt')}
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
          style={{ maxWidth: '100%', maxHeight: '95vh', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
