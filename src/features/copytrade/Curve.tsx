// The profit curve: cumulative realised profit after each closed order (an SVG line, zero dashed).
import { useTranslation } from 'react-i18next';
import { dec } from '../../shared/lib/decimal';
import styles from './copy.module.css';

const W = 340;
const H = 140;
const PAD = 8;

export function Curve({ points }: { points: Array<{ at: number; profit: string }> }) {
  const { t } = useTranslation();
  if (points.length === 0) return <p className={styles.note}>{t('copy.curveEmpty')}</p>;
  const values = [0, ...points.map((p) => dec(p.profit).toNumber())];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(values.length - 1, 1);
  const y = (v: number) => H - PAD - ((v - min) * (H - 2 * PAD)) / span;
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = values[values.length - 1];
  return (
    <svg className={styles.curve} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('copy.curve')} preserveAspectRatio="none">
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity="0.3" strokeDasharray="4 4" />
      <path d={line} fill="none" stroke={last >= 0 ? 'var(--up)' : 'var(--down-text)'} strokeWidth="2" />
    </svg>
  );
}
