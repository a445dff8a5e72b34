import { Box, CircularProgress } from '@mui/material';

/**
 * What a page shows while its code downloads (the app is split per screen, see
 * docs/architecture.md): a centred spinner where the page will be.
 */
export function PageLoading() {
  return (
    <Box data-testid="page-loading" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }}>
      <CircularProgress />
    </Box>
  );
}
