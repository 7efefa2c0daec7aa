import { http } from '../../api';
import './account.css';

export function Avatar({ src, name }: { src?: string; name?: string }) {
  if (src) return <img className="avatar" src={http.resolveImage(src)} alt="" />;
  return (
    <span className="avatar" aria-hidden="true">
      {(name ?? '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
