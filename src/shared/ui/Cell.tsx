import type { ReactNode } from 'react';
import { Link } from '../nav';

interface CellProps {
  label: ReactNode;
  value?: ReactNode;
  to?: string;
  onClick?(): void;
  icon?: ReactNode;
}

/** One row of a settings-style list: a link, a button or plain text. */
export function Cell({ label, value, to, onClick, icon }: CellProps) {
  const inner = (
    <>
      {icon}
      <span className="cell-label">{label}</span>
      {value !== undefined && <span className="cell-value">{value}</span>}
      {(to || onClick) && (
        <span className="chevron" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
  if (to) {
    return (
      <Link className="cell" to={to}>
        {inner}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className="cell" onClick={onClick}>
        {inner}
      </button>
    );
  }
  return <div className="cell">{inner}</div>;
}

export function Cells({ children }: { children: ReactNode }) {
  return <div className="cells">{children}</div>;
}
