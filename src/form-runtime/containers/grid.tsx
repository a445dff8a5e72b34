import { createContext, Fragment, useContext, type CSSProperties, type ReactNode } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';

/** JNPF's form-level `gutter` default (contract §7.2 formConf). */
export const DEFAULT_GUTTER = 15;

/**
 * The form's gutter as the renderer set it (formData `gutter`), so a card or a tab lays its children
 * out with the same spacing as the form itself without every container being handed it.
 */
export const FormGutterContext = createContext(DEFAULT_GUTTER);

export const useFormGutter = (): number => useContext(FormGutterContext);

/** The gutter of the grid a cell sits in (a row may set its own), so the cell's padding matches the grid's margins. */
const GridGutterContext = createContext(DEFAULT_GUTTER);

export const useGridGutter = (): number => useContext(GridGutterContext);

type Justify = 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';
type Align = 'top' | 'middle' | 'bottom';

const JUSTIFY: Record<Justify, CSSProperties['justifyContent']> = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  'space-around': 'space-around',
  'space-between': 'space-between',
  'space-evenly': 'space-evenly',
};
const ALIGN: Record<Align, CSSProperties['alignItems']> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/**
 * A 24-column row as el-row draws it: children wrap, the gutter is split into half-gutters on both
 * sides of each cell and taken back by the row's negative margins. Plain styles, not `sx`: a form
 * draws hundreds of these and they change only with the gutter.
 */
export function ItemGrid({ gutter, justify, align, children }: { gutter: number; justify?: string; align?: string; children: ReactNode }) {
  const style: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    marginLeft: -gutter / 2,
    marginRight: -gutter / 2,
    justifyContent: JUSTIFY[justify as Justify],
    alignItems: ALIGN[align as Align],
  };
  return (
    <GridGutterContext.Provider value={gutter}>
      <div style={style}>{children}</div>
    </GridGutterContext.Provider>
  );
}

/** One cell of the grid: `span` of 24 columns wide (el-col). */
export function GridCell({ span, gutter, children }: { span: number; gutter: number; children: ReactNode }) {
  const width = `${(Math.min(Math.max(span, 1), 24) / 24) * 100}%`;
  return <div style={{ boxSizing: 'border-box', width, flex: `0 0 ${width}`, paddingLeft: gutter / 2, paddingRight: gutter / 2, minWidth: 0 }}>{children}</div>;
}

/** The children of a container drawn through the renderer's `renderItem`, keyed by position (a form's items never reorder). */
export function renderChildren(items: readonly FormItem[] | undefined, renderItem: (child: FormItem) => ReactNode): ReactNode {
  return (items ?? []).map((child, index) => <Fragment key={`${index}:${child.field ?? child.key}`}>{renderItem(child)}</Fragment>);
}
