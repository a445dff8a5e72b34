import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';

/** One card of the dashboard: a title, an optional action, and its content (or "loading"). */
export function DashboardCard({
  title,
  action,
  loading,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId} aria-busy={loading} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ flex: 1 }}>
        {loading ? (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.loading')}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** A number with its label, as the count cards show them. */
export function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', minWidth: 72 }}>
      <Typography variant="h5" component="p" data-testid={`${testId}-value`}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
