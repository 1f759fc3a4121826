/**
 * The closed set of errors the service raises on purpose. Each carries the HTTP status and the
 * exact `detail` of the contract; one handler (src/http/error-handler.ts) maps them to responses.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(
    readonly errors: FieldError[] = [],
    detail = 'validation error',
  ) {
    super(400, detail);
  }
}

/** A 400 whose detail is not the generic validation error (e.g. empty spec scope, bad reassign target). */
export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, detail);
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail: string) {
    super(401, detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'permission denied') {
    super(403, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'not found') {
    super(404, detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}

/** 413: what the request would store takes the customer over its tier's quota. */
export class PayloadTooLargeError extends AppError {
  constructor(detail: string) {
    super(413, detail);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    detail = 'rate limit exceeded',
  ) {
    super(429, detail);
  }
}

export class DatabaseUnavailableError extends AppError {
  constructor(override readonly cause?: unknown) {
    super(503, 'database unavailable');
  }
}
