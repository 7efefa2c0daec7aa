import { type ButtonHTMLAttributes, type MouseEvent, useRef } from 'react';
import { DEBOUNCE_MS } from '../config/constants';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' };

/** A button that ignores a second click within 500 ms (SPEC: button debounce). */
export function Button({ onClick, variant = 'primary', className, type = 'button', ...rest }: Props) {
  const last = useRef(0);
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    const at = Date.now();
    if (at - last.current < DEBOUNCE_MS) {
      event.preventDefault();
      return;
    }
    last.current = at;
    onClick?.(event);
  };
  const classes = ['btn', variant === 'primary' ? '' : variant, className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} onClick={handle} {...rest} />;
}
