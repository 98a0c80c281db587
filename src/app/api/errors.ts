// One normalised error for every failed call, whatever failed.
export type ApiErrorKind = "network" | "timeout" | "http" | "parse" | "validation";

export const GENERIC_ERROR_MESSAGE = "Something went wrong, Please try again.";

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: string,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Where a response departs from its operation's generated schema, and what was found there. */
export interface ValidationIssue {
  /** JSON path from the body's root, e.g. `orders[0].customer.email` ("" = the body itself). */
  path: string;
  problem: string;
}

/** A response that does not match the contract (response validation: ./response-validation.ts). */
export class ResponseValidationError extends ApiError {
  constructor(
    readonly operationId: string,
    /** The first mismatches, in the schema's order. */
    readonly issues: ValidationIssue[],
    status: number,
  ) {
    super("validation", GENERIC_ERROR_MESSAGE, status, "E_RESPONSE_SCHEMA");
    this.name = "ResponseValidationError";
  }
}

const messageOf = (body: unknown): string | undefined => {
  const first = Array.isArray(body) ? body[0] : body;
  if (first && typeof first === "object" && typeof (first as { message?: unknown }).message === "string") {
    return (first as { message: string }).message;
  }
  return undefined;
};

/** Turns what the generated client throws (a parsed body, text, or a fetch error) into an ApiError. */
export function normalizeError(error: unknown, response?: Response): ApiError {
  if (error instanceof ApiError) return error;
  if (!response) {
    const name = (error as { name?: string } | undefined)?.name;
    if (name === "TimeoutError" || name === "AbortError") return new ApiError("timeout", GENERIC_ERROR_MESSAGE);
    if (error instanceof SyntaxError) return new ApiError("parse", GENERIC_ERROR_MESSAGE, undefined, "E_JSON_PARSE");
    return new ApiError("network", GENERIC_ERROR_MESSAGE);
  }
  const serverMessage = typeof error === "string" && error.trim() ? error.trim() : messageOf(error);
  const code = error && typeof error === "object" ? ((error as { code?: string; type?: string }).code ?? (error as { type?: string }).type) : undefined;
  return new ApiError("http", serverMessage ?? GENERIC_ERROR_MESSAGE, response.status, code, serverMessage);
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
