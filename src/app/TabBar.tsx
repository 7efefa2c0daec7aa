import { useTranslation } from 'react-i18next';
import { Link } from '../shared/nav';
import { TAB_PATHS } from './routes';

const LABELS = ['tabs.home', 'tabs.market', 'tabs.quant', 'tabs.loan', 'tabs.account'] as const;

// Simple line icons, drawn inline so the tab bar needs no extra request.
const ICONS = [
  'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  'M4 19V9m5 10V5m5 14v-7m5 7V8',
  'M12 3a6 6 0 0 0-6 6c0 3 2 4 2 7h8c0-3 2-4 2-7a6 6 0 0 0-6-6zm-3 16h6m-5 2h4',
  'M4 7h16v12H4zM8 7V5h8v2m-4 4v4m-2-2h4',
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
];

/** The five-tab bar: dark, lime-green selected tab, 70 px high, 12 px labels, no badges. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TAB_PATHS.map((path, index) => (
        <Link key={path} to={path} aria-current={index === active ? 'page' : undefined} replace>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={ICONS[index]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
          <span>{t(LABELS[index])}</span>
        </Link>
      ))}
    </nav>
  );
}
