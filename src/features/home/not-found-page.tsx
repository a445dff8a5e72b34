import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box data-testid="not-found" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography variant="h2" component="h1">
          {translate('screens.notFound.title')}
        </Typography>
        <Typography sx={{ my: 2 }}>{translate('screens.notFound.message')}</Typography>
        <Button component={RouterLink} to="/home" variant="contained">
          {translate('screens.notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
