// The error a call of the contract fails with (src/api/http.ts throws it): a refusal by the server
// ('business', with the payload field it names), an ended session (type 999), a verification required
// (type 998), or the network, a timeout or an HTTP status. Here, not in the transport, so that shared
// code (forms, image fields) can tell a refusal at a field without importing the transport.
export type ApiErrorKind = 'business' | 'session' | 'verify' | 'network' | 'timeout' | 'http';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
