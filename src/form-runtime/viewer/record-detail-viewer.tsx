import { useCallback, useId, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Tooltip } from '@mui/material';
import { textIn, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import { ReadOnlyRenderer } from '../renderer/form-renderer.tsx';
import type { FormConf } from '../renderer/form-conf.ts';
import { viewerMessages } from './messages.ts';
import { OpenLinkedRecordContext } from './linked-record.ts';
import { cssWidth, ViewerFrame, type PopupType } from './viewer-frame.tsx';

/** A linked record as the viewer's owner loads it: its form, its values, the form-level settings. */
export interface LinkedRecordDetail {
  items: readonly FormItem[];
  record: Record<string, unknown>;
  conf?: FormConf;
  title?: string;
  grantedFields?: ReadonlySet<string>;
}

/** What the print button hands its action (the print issue supplies it). */
export interface PrintRequest {
  printId: string;
  record: Record<string, unknown>;
}

export interface RecordDetailViewerProps {
  open: boolean;
  onClose: () => void;
  items: readonly FormItem[];
  record: Record<string, unknown>;
  /** JNPF formData form-level keys: popupType, the widths, hasPrintBtn/printButtonText/printId, labelWidth … */
  conf?: FormConf;
  /** default 详情 */
  title?: string;
  language: Language;
  size?: FormSize;
  grantedFields?: ReadonlySet<string>;
  /** the record is still loading: a spinner instead of the form */
  loading?: boolean;
  /** the print action; without it the print button is shown disabled */
  onPrint?: (request: PrintRequest) => void;
  /** loads a linked record (a related-form field's link); the viewer opens it on top as a nested detail. Rejections close it (the request client has explained). */
  openLinked?: (modelId: string, id: string) => Promise<LinkedRecordDetail>;
}

const POPUP_TYPES = new Set<PopupType>(['general', 'fullScreen', 'drawer']);
const WIDTH_KEY = { general: 'generalWidth', fullScreen: 'fullScreenWidth', drawer: 'drawerWidth' } as const;

type Nested = { request: number; detail?: LinkedRecordDetail };

function PrintButton({ conf, language, record, onPrint }: Pick<RecordDetailViewerProps, 'conf' | 'language' | 'record' | 'onPrint'>) {
  const texts = viewerMessages[language];
  if (!conf?.hasPrintBtn || !conf.printId) return null;
  const printId = conf.printId;
  const label = textIn(conf.printButtonText, language) || texts.print;
  if (!onPrint)
    return (
      <Tooltip title={texts.printUnavailable}>
        {/* a disabled button gets no pointer events: the span carries the tooltip */}
        <span>
          <Button variant="contained" disabled data-testid="record-detail-print">
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  return (
    <Button variant="contained" data-testid="record-detail-print" onClick={() => onPrint({ printId, record })}>
      {label}
    </Button>
  );
}

/**
 * The record detail viewer (spec §2): a saved record read-only in a general dialog, a full-screen
 * page or a drawer by `popupType`, as wide as generalWidth, fullScreenWidth or drawerWidth says; a
 * print button when hasPrintBtn and printId are set; linked records open on top as nested viewers.
 */
export function RecordDetailViewer(props: RecordDetailViewerProps) {
  const { open, onClose, items, record, conf, title, language, size, grantedFields, loading, onPrint, openLinked } = props;
  const texts = viewerMessages[language];
  const idPrefix = `${useId()}-`;
  const popupType: PopupType = conf?.popupType && POPUP_TYPES.has(conf.popupType) ? conf.popupType : 'general';
  const [nested, setNested] = useState<Nested | null>(null);
  const requests = useRef(0);

  const openNested = useCallback(
    (modelId: string, id: string) => {
      if (!openLinked) return;
      const request = ++requests.current;
      setNested({ request });
      openLinked(modelId, id).then(
        (detail) => {
          if (requests.current === request) setNested({ request, detail });
        },
        () => {
          if (requests.current === request) setNested(null);
        },
      );
    },
    [openLinked],
  );
  const closeNested = useCallback(() => {
    requests.current++;
    setNested(null);
  }, []);

  return (
    <>
      <ViewerFrame
        open={open}
        onClose={onClose}
        popupType={popupType}
        width={cssWidth(conf?.[WIDTH_KEY[popupType]], popupType)}
        title={title ?? texts.details}
        closeLabel={texts.close}
        actions={
          <>
            <PrintButton conf={conf} language={language} record={record} onPrint={onPrint} />
            <Button variant="outlined" onClick={onClose} data-testid="record-detail-close">
              {texts.close}
            </Button>
          </>
        }
      >
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={texts.loading} />
          </Box>
        ) : (
          <OpenLinkedRecordContext.Provider value={openLinked ? openNested : undefined}>
            <ReadOnlyRenderer items={items} value={record} conf={conf} language={language} size={size} grantedFields={grantedFields} idPrefix={idPrefix} />
          </OpenLinkedRecordContext.Provider>
        )}
      </ViewerFrame>
      {open && nested && (
        <RecordDetailViewer
          open
          onClose={closeNested}
          items={nested.detail?.items ?? []}
          record={nested.detail?.record ?? {}}
          conf={nested.detail?.conf}
          title={nested.detail?.title}
          grantedFields={nested.detail?.grantedFields}
          loading={nested.detail === undefined}
          language={language}
          size={size}
          onPrint={onPrint}
          openLinked={openLinked}
        />
      )}
    </>
  );
}
