import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName } from './button-class-name';
import { useGridCellProps } from './grid-cell';

type GridButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'tabIndex'> & {
  variant?: 'ghost' | 'secondary';
};

/** A small button inside a table cell; part of the table's arrow-key navigation. */
export function GridButton({ variant = 'ghost', className, ...props }: GridButtonProps) {
  return (
    <button
      type="button"
      className={buttonClassName({ variant, size: 'sm', className })}
      {...useGridCellProps()}
      {...props}
    />
  );
}
