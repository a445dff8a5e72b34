import { useEffect, useRef, useState } from 'react';
import type { StoredFile } from '../../../../common/files/file-kinds.ts';
import { askPreview, pageAddress } from './preview-api.ts';
import { extensionOfFile, previewKindOf, type PreviewKind } from './preview-kind.ts';

/**
 * What the preview dialog shows:
 * - `image`: the picture from its own address (png, jpg, jpeg, bmp, gif: spec §9);
 * - `document`: a PDF (or a converted Office document) in the browser's viewer;
 * - `page`: anything else the browser draws itself (text), in a sandboxed frame;
 * - `audio`, `video`: the browser's players;
 * - `refused`: the server's reason (an Office document without a converter, an archive), with the download offered.
 */
export type PreviewView = { show: 'loading' } | { show: 'image' | 'document' | 'page' | 'audio' | 'video'; src: string } | { show: 'refused'; message: string };

const shownAs = (kind: PreviewKind): 'document' | 'page' | 'audio' | 'video' =>
  kind === 'pdf' || kind === 'office' ? 'document' : kind === 'audio' || kind === 'video' ? kind : 'page';

/**
 * The preview of one stored file: images straight away, every other kind through the server's
 * preview address (preview-api.ts). A file the server does not have calls `onMissing` (文件不存在:
 * the dialog warns and closes); a file it cannot show becomes `refused`; any other failure calls
 * `onFailed` with the server's msg (none for a broken transfer, which the request client showed).
 */
export function usePreview(file: StoredFile | null, onMissing: () => void, onFailed: (message?: string) => void): PreviewView {
  const [view, setView] = useState<PreviewView>({ show: 'loading' });
  // The dialog's file and callbacks as of its last render; the question below is asked once per file shown.
  const latest = useRef({ file, onMissing, onFailed });
  useEffect(() => {
    latest.current = { file, onMissing, onFailed };
  });
  const fileId = file?.fileId;
  useEffect(() => {
    const { file } = latest.current;
    if (!file) return undefined;
    const kind = previewKindOf(extensionOfFile(file));
    if (kind === 'image') {
      setView({ show: 'image', src: pageAddress(file.url) });
      return undefined;
    }
    let live = true;
    setView({ show: 'loading' });
    askPreview(file)
      .then((answer) => {
        if (!live) return;
        if (answer.kind === 'address') setView({ show: shownAs(kind), src: pageAddress(answer.address) });
        else if (answer.kind === 'refused') setView({ show: 'refused', message: answer.message });
        else if (answer.kind === 'missing') latest.current.onMissing();
        else latest.current.onFailed(answer.message);
      })
      // A broken transfer was shown by the request client.
      .catch(() => live && latest.current.onFailed());
    return () => {
      live = false;
    };
  }, [fileId]);
  return view;
}
