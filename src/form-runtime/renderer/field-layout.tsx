import type { CSSProperties, ReactNode } from 'react';
import { styled, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { fontSizeOf, muiSize } from '../size.ts';
import type { FormSize } from '../widget-contract.ts';

/** The height of an input's first line per size, so a label sits level with it (MUI outlined inputs: 56 medium, 40 small, 30 mini). */
const editRowHeight = (size: FormSize): number => (size === 'mini' ? 30 : muiSize(size) === 'small' ? 40 : 56);
const viewRowHeight = (size: FormSize): number => (size === 'mini' ? 24 : size === 'small' ? 28 : 32);
const rowGap = (size: FormSize): number => (size === 'mini' ? 12 : size === 'small' ? 16 : 18);

/** el-form's required star, drawn as ::before so it stays out of the label's text (what a screen reader and getByLabelText read). */
const RequiredMark = styled('span')({ '&::before': { content: '"*"', color: '#f56c6c', marginRight: 4 } });

export interface FieldLayoutProps {
  /** data-testid suffix: the field, else the widget key */
  name: string;
  /** the label text; absent: no label column */
  label?: string;
  tip?: string;
  required: boolean;
  /** the id of the widget's input, for the label's htmlFor (editable only) */
  htmlFor?: string;
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  size: FormSize;
  readOnly: boolean;
  children: ReactNode;
}

/**
 * One form item as el-form-item draws it: the label column (labelWidth, right-aligned by default,
 * a red star when required, a tip icon with tipLabel), then the widget. Plain styles only: a large
 * form draws hundreds of these.
 */
export function FieldLayout({ name, label, tip, required, htmlFor, labelWidth, labelPosition, size, readOnly, children }: FieldLayoutProps) {
  const top = labelPosition === 'top';
  const height = readOnly ? viewRowHeight(size) : editRowHeight(size);
  const rowStyle: CSSProperties = {
    display: 'flex',
    flexDirection: top ? 'column' : 'row',
    alignItems: top ? 'stretch' : 'flex-start',
    marginBottom: rowGap(size),
  };
  const labelStyle: CSSProperties = top
    ? { fontSize: fontSizeOf(size), paddingBottom: 4, color: 'rgba(0,0,0,0.75)' }
    : {
        boxSizing: 'border-box',
        width: labelWidth,
        flex: `0 0 ${labelWidth}px`,
        minHeight: height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: labelPosition === 'left' ? 'flex-start' : 'flex-end',
        paddingRight: 12,
        fontSize: fontSizeOf(size),
        color: 'rgba(0,0,0,0.75)',
        lineHeight: 1.3,
        textAlign: labelPosition === 'left' ? 'left' : 'right',
      };
  const contentStyle: CSSProperties =
    readOnly && !top ? { flex: 1, minWidth: 0, minHeight: height, display: 'flex', alignItems: 'center' } : { flex: 1, minWidth: 0 };
  const LabelTag = htmlFor ? 'label' : 'span';
  return (
    <div data-testid={`form-item-${name}`} style={rowStyle}>
      {label !== undefined && (
        <LabelTag htmlFor={htmlFor} style={labelStyle} data-testid={`form-label-${name}`}>
          {required && !readOnly && <RequiredMark data-testid={`form-required-${name}`} />}
          <span>{label}</span>
          {tip && (
            <Tooltip title={tip}>
              <HelpOutlineIcon aria-label={tip} data-testid={`form-tip-${name}`} style={{ fontSize: fontSizeOf(size), marginLeft: 2, color: '#909399' }} />
            </Tooltip>
          )}
        </LabelTag>
      )}
      <div style={contentStyle}>{children}</div>
    </div>
  );
}
