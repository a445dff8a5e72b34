/**
 * A mail's images from other sites, held back until the reader asks (as mail clients do): any user
 * can write to any other, and an image fetched from the sender's server would tell them when and
 * from where the mail was read. The HTML is parsed inert (DOMParser runs no script and loads
 * nothing); images of this site and inline data stay.
 */
export function withoutRemoteImages(html: string, origin: string = window.location.origin): { html: string; blocked: number } {
  if (!/<img/i.test(html)) return { html, blocked: 0 };
  const document = new DOMParser().parseFromString(html, 'text/html');
  let blocked = 0;
  for (const image of [...document.querySelectorAll('img')]) {
    const source = image.getAttribute('src') ?? '';
    let remote = true;
    try {
      const url = new URL(source, origin);
      remote = url.protocol !== 'data:' && url.origin !== origin;
    } catch {
      remote = true;
    }
    if (remote || image.hasAttribute('srcset')) {
      image.remove();
      blocked++;
    }
  }
  return { html: document.body.innerHTML, blocked };
}
