import type { ErrorCode, FieldError } from '@shop/contracts';

/**
 * One error class for the whole API (after Medusa's MedusaError): a `type` that decides the HTTP
 * status, a machine `code`, and a message a person can read. The error handler maps it once.
 */
export type AppErrorType =
  | 'invalid_data'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'bad_gateway'
  | 'unavailable'
  | 'internal';

const STATUS: Record<AppErrorType, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** A service the shop relies on (the SMS gateway) failed. */
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};

const DEFAULT_CODE: Record<AppErrorType, ErrorCode> = {
  invalid_data: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  business_rule: 'BUSINESS_RULE',
  payload_too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  rate_limited: 'RATE_LIMITED',
  bad_gateway: 'BAD_GATEWAY',
  unavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
};

export class AppError extends Error {
  readonly type: AppErrorType;
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Seconds a client should wait before retrying (429). */
  readonly retryAfter: number | undefined;

  constructor(
    type: AppErrorType,
    message: string,
    options: { code?: ErrorCode; errors?: FieldError[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.type = type;
    this.code = options.code ?? DEFAULT_CODE[type];
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
  }

  get statusCode(): number {
    return STATUS[this.type];
  }
}

export const notFound = (message = 'Not found', code?: ErrorCode) =>
  new AppError('not_found', message, { code });
export const invalidData = (message: string, errors?: FieldError[]) =>
  new AppError('invalid_data', message, { errors });
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError('forbidden', message);
export const conflict = (message: string, code?: ErrorCode) =>
  new AppError('conflict', message, { code });
export const businessRule = (message: string, code?: ErrorCode) =>
  new AppError('business_rule', message, { code });
