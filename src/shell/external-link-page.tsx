/**
 * A type-7 menu entry opened in the frame (linkTarget _self): only http(s) addresses are framed.
 * Like the spec's embedded pages (§2.4) the frame may use camera and microphone and gets a broad
 * sandbox; the tags view keeps it alive (not reloaded) while another tab is shown.
 */
const SANDBOX = 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin';

export function ExternalLinkFrame({ url, title }: { url: string; title: string }) {
  const safe = /^https?:\/\//i.test(url);
  if (!safe) return null;
  // The pane around it already fills the page area; the frame fills the pane.
  return <iframe title={title} src={url} allow="camera; microphone" sandbox={SANDBOX} style={{ display: 'block', width: '100%', height: '100%', border: 0 }} />;
}
