import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { historyIndex, useNavigate } from '../nav';
import { Button } from './Button';

interface NavBarProps {
  title: string;
  /** Show the back button (pages other than the five tabs). */
  back?: boolean;
  right?: ReactNode;
}

/** Back to the previous page of the app; a page opened directly (a link, a reload) goes home instead of leaving the app. */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    if (historyIndex() > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

/** The custom navigation bar: title, back, and an optional action on the right. */
export function NavBar({ title, back = true, right }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="nav-bar">
      {back && (
        <button type="button" className="nav-back" onClick={goBack} aria-label={t('common.back')}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <h1>{title}</h1>
      {right && <div className="nav-right">{right}</div>}
    </header>
  );
}

interface PageProps extends NavBarProps {
  children?: ReactNode;
  /** Tab pages leave room for the tab bar. */
  tabs?: boolean;
}

export function Page({ children, tabs = false, ...nav }: PageProps) {
  return (
    <div className={tabs ? 'page has-tabs' : 'page'}>
      <NavBar {...nav} back={tabs ? false : nav.back} />
      {children}
    </div>
  );
}

export function Placeholder({ children }: { children: ReactNode }) {
  return <div className="placeholder">{children}</div>;
}

/**
 * Something that did not load: what went wrong (an alert), and a way to try again. `secondary`: a part of
 * a page (the symbol page's chart or book), not the page itself.
 */
export function Failed({ message, onRetry, secondary }: { message: string; onRetry(): void; secondary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Placeholder>
      <p role="alert">{message}</p>
      <Button className="retry" variant={secondary ? 'secondary' : 'primary'} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Placeholder>
  );
}
