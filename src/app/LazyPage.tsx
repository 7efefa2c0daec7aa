import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_DELAY_MS } from '../shared/config/constants';
import { loadNamespaces } from '../shared/i18n';
import type { PageLoader } from '../shared/route';
import { Failed, Placeholder } from '../shared/ui/Page';
import { type ChunkErrorKind, classifyChunkError, reloadOnce, withTimeout } from './chunks';

const loaded = new Map<PageLoader, ComponentType>();

type State = { status: 'loading' } | { status: 'error'; kind: ChunkErrorKind } | { status: 'ready'; Component: ComponentType };

/** Loads a page module and its strings: placeholder after 200 ms, error placeholder with retry, 60 s timeout. */
export function LazyPage({ load, ns = [] }: { load: PageLoader; ns?: readonly string[] }) {
  const { t } = useTranslation();
  const ready = loaded.get(load);
  const [state, setState] = useState<State>(ready ? { status: 'ready', Component: ready } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [showPlaceholder, setShowPlaceholder] = useState(false);

  useEffect(() => {
    const cached = loaded.get(load);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    setShowPlaceholder(false);
    const delay = setTimeout(() => alive && setShowPlaceholder(true), PAGE_DELAY_MS);
    // The page's module and its strings, fetched side by side.
    withTimeout(Promise.all([load(), loadNamespaces(ns)]).then(([module]) => module)).then(
      (module) => {
        loaded.set(load, module.default);
        // A transition: React renders the page in slices of a few milliseconds (the browser takes
        // input between them), not in one long task on a slow phone.
        if (alive) startTransition(() => setState({ status: 'ready', Component: module.default }));
      },
      (error: unknown) => {
        const kind = classifyChunkError(error);
        if (kind === 'missing' && attempt === 0 && reloadOnce()) return;
        if (alive) setState({ status: 'error', kind });
      },
    );
    return () => {
      alive = false;
      clearTimeout(delay);
    };
  }, [load, ns, attempt]);

  if (state.status === 'ready') return <state.Component />;
  if (state.status === 'error') {
    return <Failed message={t(`shell.chunkError.${state.kind}`)} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return showPlaceholder ? (
    <Placeholder>
      <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
    </Placeholder>
  ) : null;
}
