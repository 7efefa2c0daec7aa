// The snapshot worker's entry: the server runs TypeScript through tsx, and so does this thread.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
