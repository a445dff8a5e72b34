import Quill from 'quill';
import type LinkFormat from 'quill/formats/link.js';
import type VideoFormat from 'quill/formats/video.js';
import { httpUrl, isAllowedVideo } from '../../../components/rich-text/rich-text-html.ts';

const Link = Quill.import('formats/link') as typeof LinkFormat;
const Video = Quill.import('formats/video') as typeof VideoFormat;

/** Links to http(s) only: a bare host gets https, anything else (javascript:, mailto:…) no address. */
class HttpLink extends Link {
  static override sanitize(url: string): string {
    return httpUrl(url) ?? Link.SANITIZED_URL;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The embed address for what was typed into the video box, or null when it is not an embed page
 * of an allow-listed video service (rich-text-html.ts VIDEO_EMBEDS). Watch addresses of YouTube
 * and Vimeo become their embed addresses first, as Quill's own video box does.
 */
export function videoEmbedUrl(typed: string): string | null {
  const url = httpUrl(typed);
  if (!url) return null;
  const youtube = /^https?:\/\/(?:(?:www|m)\.)?(?:youtube\.com\/watch.*[?&]v=|youtu\.be\/)([\w-]+)/i.exec(url);
  const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/i.exec(url);
  const embed = youtube ? `https://www.youtube.com/embed/${youtube[1]}` : vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : url;
  return isAllowedVideo(embed) ? embed : null;
}

/**
 * Videos from allow-listed video services only, and kept as the embedded frame in the field's HTML
 * (Quill 2 would write a bare link), so the notice shows the video and the editor reads it back as one.
 */
class HttpVideo extends Video {
  static override sanitize(url: string): string {
    return videoEmbedUrl(url) ?? Link.SANITIZED_URL;
  }

  override html(): string {
    const src = (this.domNode as HTMLElement).getAttribute('src') ?? '';
    return `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${escapeAttribute(src)}"></iframe>`;
  }
}

let registered = false;

/** Puts the http(s)-only link and allow-listed video formats in place of Quill's own, once. */
export function registerHttpFormats(): void {
  if (registered) return;
  Quill.register({ 'formats/link': HttpLink, 'formats/video': HttpVideo }, true);
  registered = true;
}

/**
 * The toolbar of spec lowcode §2 (the rich-text editor): bold, italic, underline, strike;
 * headers; size; colours; quote and code; lists; indent; align; direction; clean; link, image, video.
 */
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ header: 1 }, { header: 2 }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  ['clean'],
  ['link', 'image', 'video'],
];
