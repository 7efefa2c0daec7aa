/** Resolves in a task of its own, after what the browser has queued meanwhile (a paint, input, other tasks). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
