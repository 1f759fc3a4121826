// Generated from the service's /openapi.json by `npm run api:types` (openapi-typescript): do not edit.
// test/http/api-types.test.ts fails while this file differs from what the route schemas give.

export interface paths {
    "/api/v1/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange an API user’s username and password for a bearer token (24 hours by default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Bearer token; send it as Authorization: Bearer <token> on /api/v1/infer */
                            token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            /** @description Lifetime in seconds (TOKEN_TTL_SECONDS, 24 hours by default) */
                            expires_in: number;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/infer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a question of one or more trained specs of the caller’s customer; the answer honours the most restrictive exposure
         * @description 429 with Retry-After when the customer’s tier allowance per minute is spent (RATE_LIMITS), or when the customer already has INFER_CONCURRENCY_PER_CUSTOMER calls running (shared with /api/v1/inference) and none ends within CONCURRENCY_WAIT_MS ("too many concurrent inference calls"). Every call past the token check is audited, refused ones too. The header is exactly `Authorization: Bearer <token>` (that case, one space, nothing around it): any other form is 401 "invalid Authorization header", no header 401 "missing Authorization header".
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The question, at least one character */
                        prompt: string;
                        spec_ids: string[];
                        /** @description Audit grouping label; generated when omitted */
                        session_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            correlation_id: string;
                            result: string;
                            exposure: "full" | "limited" | "advisory";
                            /** @description Specs the call was scoped to after the access checks */
                            spec_count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Error */
        "def-0": {
            detail: string;
            /** @description With "validation error": each problem as a JSON pointer into the request (body paths bare; "/querystring/…", "/params/…" otherwise) and a message. At most 20 are listed; when there were more, a last entry with path "/" says how many ("9980 more problems not listed"). */
            errors?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
