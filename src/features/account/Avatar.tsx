// The user's picture, or the first letter of the nickname until there is one.
import { http } from '../../api';
import styles from './account.module.css';

export function Avatar({ src, name }: { src?: string; name?: string }) {
  if (src) return <img className={styles.avatar} src={http.resolveImage(src)} alt="" data-testid="avatar" />;
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="avatar">
      {(name ?? '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
