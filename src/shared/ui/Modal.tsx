import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  title: string;
  children: ReactNode;
  onClose(): void;
}

/**
 * A dialog above the page; toasts still show above it. Rendered into <body> (a portal), so a dialog
 * opened from inside a form can hold a form of its own.
 */
export function Modal({ title, children, onClose }: ModalProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap outside closes; Escape and the dialog's own buttons are the keyboard paths.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on window above.
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-label={title}>
        <h2>{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
