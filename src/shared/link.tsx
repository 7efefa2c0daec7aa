// The app's <Link>: react-router-dom's href and click handling (useHref, useLinkClickHandler: the
// router's own way to make a link), without its framework-mode page prefetching, which a hash-routed
// app never uses and which is most of <Link>'s weight in the first screen's bundle.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path, `/pages/…?…`. */
  to: string;
  /** Takes the place of the current history entry instead of adding one. */
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`). */
  state?: unknown;
};

export function Link({ to, replace, state, target, onClick, ...rest }: Props) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}
