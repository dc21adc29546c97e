/**
 * Stripe's error answers: `{"error":{"type","code","message","param","doc_url"}}`,
 * with the status Stripe gives each case, so the SDK raises the same error
 * classes (StripeInvalidRequestError for 400 and 404, StripeAuthenticationError
 * for 401) with the same `code` and `param`.
 */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }

  get body() {
    const { type = 'invalid_request_error', code, param } = this.details;
    return {
      error: {
        type,
        ...(code && { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` }),
        message: this.message,
        ...(param && { param }),
      },
    };
  }
}

const NOUNS: Record<string, string> = {
  cus: 'customer',
  price: 'price',
  cs: 'checkout session',
  bps: 'billing portal session',
  sub: 'subscription',
  in: 'invoice',
};

/** An id in the request's path that names nothing: 404. */
export function missingResource(kind: keyof typeof NOUNS, id: string): StripeError {
  return new StripeError(404, `No such ${NOUNS[kind]}: '${id}'`, { code: 'resource_missing', param: 'id' });
}

/** An id in a parameter that names nothing: 400, naming the parameter. */
export function missingParamResource(kind: keyof typeof NOUNS, id: string, param: string): StripeError {
  return new StripeError(400, `No such ${NOUNS[kind]}: '${id}'`, { code: 'resource_missing', param });
}

export function missingParam(param: string): StripeError {
  return new StripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** A request Stripe refuses for the object's state, e.g. expiring a paid checkout session. */
export function invalidState(message: string): StripeError {
  return new StripeError(400, message);
}

export function internalError(error: unknown): StripeError {
  return new StripeError(500, String(error), { type: 'api_error' });
}
