/** A type-7 menu entry opened in the frame (linkTarget _self): only http(s) addresses are framed. */
export function ExternalLinkFrame({ url, title }: { url: string; title: string }) {
  const safe = /^https?:\/\//i.test(url);
  if (!safe) return null;
  return <iframe title={title} src={url} style={{ width: '100%', height: 'calc(100vh - 60px)', border: 0 }} />;
}
