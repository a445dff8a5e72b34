import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { decodeExternalHref } from '../../common/url-rules.ts';

/**
 * A type-7 menu entry opened in the frame (linkTarget _self): only http(s) addresses are framed.
 * An administrator configured the address, so like the spec's embedded pages (§2.4) the frame may
 * use camera and microphone and gets a broad sandbox; the tags view keeps it alive (not reloaded)
 * while another tab is shown.
 */
const MENU_SANDBOX = 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin';

/**
 * /externalLink frames whatever address the query string names, so anyone can craft the link:
 * no camera/microphone, no same-origin (the page cannot reach its own origin's storage or ours
 * through a shared origin) and no top navigation (it cannot replace the platform page).
 */
const QUERY_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

const FRAME_STYLE = { display: 'block', width: '100%', height: '100%', border: 0 } as const;

const isHttp = (url: string) => /^https?:\/\//i.test(url);

export function ExternalLinkFrame({ url, title }: { url: string; title: string }) {
  if (!isHttp(url)) return null;
  // The pane around it already fills the page area; the frame fills the pane.
  return <iframe title={title} src={url} allow="camera; microphone" sandbox={MENU_SANDBOX} style={FRAME_STYLE} />;
}

/** The frame for an address taken from the query string: narrow sandbox, no permissions. */
function QueryLinkFrame({ url, title }: { url: string; title: string }) {
  if (!isHttp(url)) return null;
  return <iframe title={title} src={url} sandbox={QUERY_SANDBOX} style={FRAME_STYLE} />;
}

/**
 * /externalLink?href=…: href is the base64 of the URL-encoded URL (spec §2.1). http(s) addresses
 * are framed; mailto and tel are offered as a link the user opens; anything else (javascript:,
 * data:, a value that does not decode) shows an error and nothing is opened or framed (spec §5).
 */
export function ExternalLinkPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const link = decodeExternalHref(params.get('href'));
  if (link.kind === 'refused') {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" data-testid="external-link-refused">
          {translate('portal.external.refused')}
        </Alert>
      </Box>
    );
  }
  if (link.kind === 'open') {
    return (
      <Stack spacing={2} sx={{ p: 3 }} alignItems="flex-start" data-testid="external-link-open">
        <Typography>{translate('portal.external.openHint', { url: link.url })}</Typography>
        <Button variant="contained" component="a" href={link.url}>
          {translate('portal.external.open')}
        </Button>
      </Stack>
    );
  }
  return <QueryLinkFrame url={link.url} title={translate('routes.externalLink')} />;
}
