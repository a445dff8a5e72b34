import { useEffect, useRef, useState } from 'react';
import Quill from 'quill';
import type { BaseTooltip } from 'quill/themes/base.js';
import type Toolbar from 'quill/modules/toolbar.js';
import { Box, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
// Bundled by Vite into this lazily loaded chunk: no CDN, and only pages that open an editor load it.
import 'quill/dist/quill.snow.css';
import { registerHttpFormats, TOOLBAR, videoEmbedUrl } from './quill-formats.ts';
import { fieldHtml, sanitizeRichText } from '../../../components/rich-text/rich-text-html.ts';
import { toolbarLocale, toolbarTexts } from './toolbar-texts.ts';
import { localizeToolbar, localizeTooltip, tooltipSx } from './localize-toolbar.ts';

export interface QuillEditorProps {
  id: string;
  value: string;
  disabled: boolean;
  placeholder?: string;
  /** the language of the toolbar's words (zh, zh-TW, en; zh by default) */
  language?: string;
  onChange: (html: string) => void;
}

/** Whether the editor holds neither text nor an image or video. */
const isEmpty = (quill: Quill) => quill.getText().trim() === '' && !quill.root.querySelector('img, iframe');

/**
 * Makes the snow theme's video box refuse an address that is not an allow-listed video service:
 * the box stays open and `refuse` is told, instead of Quill inserting a frame the sanitiser drops.
 */
function guardVideoBox(quill: Quill, refuse: (refused: boolean) => void): void {
  const tooltip = (quill.theme as unknown as { tooltip?: BaseTooltip }).tooltip;
  if (!tooltip) return;
  const save = tooltip.save.bind(tooltip);
  tooltip.save = () => {
    const isVideo = tooltip.root.getAttribute('data-mode') === 'video';
    const refused = isVideo && videoEmbedUrl(tooltip.textbox?.value ?? '') === null;
    refuse(refused);
    if (!refused) save();
  };
}

/**
 * The Quill 2 editor (snow theme) over an HTML value: what is loaded is sanitised first, what is
 * written is Quill's semantic HTML, sanitised by the same rules. Loaded only when a form shows it.
 */
export default function QuillEditor({ id, value, disabled, placeholder, language, onChange }: QuillEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** the HTML this editor last wrote, so its own change coming back as the value is not reloaded */
  const written = useRef<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const translate = useTranslate();
  const [videoRefused, setVideoRefused] = useState(false);
  const texts = toolbarTexts[toolbarLocale(language)];

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    registerHttpFormats();
    const editor = document.createElement('div');
    element.appendChild(editor);
    const quill = new Quill(editor, { theme: 'snow', placeholder, modules: { toolbar: TOOLBAR } });
    quill.root.setAttribute('data-testid', 'rich-text-editor');
    quill.root.setAttribute('aria-labelledby', `${id}-label`);
    quillRef.current = quill;
    guardVideoBox(quill, setVideoRefused);
    quill.on('text-change', () => {
      const html = sanitizeRichText(fieldHtml(quill.getSemanticHTML(), isEmpty(quill)));
      written.current = html;
      changed.current(html);
    });
    return () => {
      quillRef.current = null;
      element.innerHTML = '';
    };
    // the editor is built once; value and disabled are followed below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === written.current) return;
    written.current = value;
    quill.setContents(quill.clipboard.convert({ html: sanitizeRichText(value) }), 'silent');
  }, [value]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled]);

  // The toolbar's words in the user's language, again whenever it changes.
  useEffect(() => {
    const quill = quillRef.current;
    const toolbar = (quill?.getModule('toolbar') as Toolbar | undefined)?.container;
    if (toolbar) localizeToolbar(toolbar, texts);
    if (quill) localizeTooltip(quill.container, texts);
  }, [texts]);

  return (
    <>
      <Box ref={host} id={id} className="portside-rich-text" sx={tooltipSx(texts)} />
      {videoRefused && (
        <FormHelperText error role="alert" data-testid="rich-text-video-refused">
          {translate('entity.videoNotAllowed')}
        </FormHelperText>
      )}
    </>
  );
}
