// A refusal: an i18n key translated with the caller's language and sent as the error envelope.
export class ApiFailure extends Error {
  constructor(
    readonly key: string,
    readonly vars: Record<string, string | number> = {},
    readonly extra: { field?: string; type?: 'error' | 999 | 998; status?: number } = {},
  ) {
    super(key);
  }
}
