import { useEffect, useRef } from 'react';
import Quill from 'quill';
// Bundled by Vite into this lazily loaded chunk: no CDN, and only pages that open an editor load it.
import 'quill/dist/quill.snow.css';
import { registerHttpFormats, TOOLBAR } from './quill-formats.ts';
import { fieldHtml, sanitizeRichText } from '../../../rich-text/rich-text-html.ts';

export interface QuillEditorProps {
  id: string;
  value: string;
  disabled: boolean;
  placeholder?: string;
  onChange: (html: string) => void;
}

/** Whether the editor holds neither text nor an image or video. */
const isEmpty = (quill: Quill) => quill.getText().trim() === '' && !quill.root.querySelector('img, iframe');

/**
 * The Quill 2 editor (snow theme) over an HTML value: what is loaded is sanitised first, what is
 * written is Quill's semantic HTML, sanitised by the same rules. Loaded only when a form shows it.
 */
export default function QuillEditor({ id, value, disabled, placeholder, onChange }: QuillEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** the HTML this editor last wrote, so its own change coming back as the value is not reloaded */
  const written = useRef<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

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

  return <div ref={host} id={id} className="portside-rich-text" />;
}
