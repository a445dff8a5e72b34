import { useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { HELP_TOPICS } from './help-topics.ts';

/** Where the API documentation lives: for administrators and developers, not the help of the navbar. */
const API_DOCS = '/api/docs';

/**
 * /help, the navbar's 帮助文档: how to use the platform, in the user's language. The developers'
 * API documentation is offered at the end to system administrators only.
 */
export function HelpPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = (locale === 'zh-TW' || locale === 'en' ? locale : 'zh') as Locale;
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return (
    <Box sx={{ p: 2, maxWidth: 960 }} data-testid="help-page">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('help.title')}
      </Typography>
      {HELP_TOPICS.map((topic) => (
        <Card key={topic.id} variant="outlined" sx={{ mb: 2 }} data-testid={`help-topic-${topic.id}`}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {topic.title[language]}
            </Typography>
            {topic.paragraphs[language].map((text) => (
              <Typography key={text} sx={{ mb: 1 }}>
                {text}
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
      {userInfo?.isAdministrator && (
        <Typography color="text.secondary" data-testid="help-api-docs">
          {translate('help.apiDocs')}{' '}
          <Link href={API_DOCS} target="_blank" rel="noopener noreferrer">
            {API_DOCS}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
