import type { ReactNode } from 'react';

/** One column of a `VirtualTable`: its header, its width and what a row shows in it. */
export type TableColumn<Row> = {
  id: string;
  header: string;
  /** In pixels; columns without a width share what is left. */
  width?: number;
  /** One focusable element per cell (`EditableCell`, `StaticCell`, `GridButton`), so arrow keys find it. */
  cell: (row: Row) => ReactNode;
};
