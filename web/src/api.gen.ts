// Generated from the service's /openapi.json by `npm run api:types` (openapi-typescript): do not edit.
// test/http/api-types.test.ts fails while this file differs from what the route schemas give.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The databases answer (control and data plane) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics: needs Bearer METRICS_TOKEN when one is set; without it, open only when the server is bound to a loopback or private address, otherwise 404 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/core/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Portal sign-in (owner and portal users); sets the session cookie */
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
                            id: string;
                            username: string;
                            customer_id: string;
                            is_owner: boolean;
                            role: {
                                id: string;
                                name: string;
                                is_active: boolean;
                            } | null;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            landing: "portal" | "agent";
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/core/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the portal session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/core/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in portal user and its permissions, evaluated afresh */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            customer_id: string;
                            is_owner: boolean;
                            role: {
                                id: string;
                                name: string;
                                is_active: boolean;
                            } | null;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            landing: "portal" | "agent";
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Global admin sign-in; sets the admin session cookie */
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
                            id: string;
                            username: string;
                            /** @enum {string} */
                            system_type: "global_admin";
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the admin session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in global admin */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            /** @enum {string} */
                            system_type: "global_admin";
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            tier: string;
                            /** Format: date-time */
                            created_at: string;
                            owner: {
                                id: string;
                                username: string;
                            } | null;
                        }[];
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
                409: {
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
        put?: never;
        /** Provision a customer with its owner and its three system roles */
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
                        name: string;
                        tier?: string;
                        owner_username: string;
                        owner_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            tier: string;
                            /** Format: date-time */
                            created_at: string;
                            owner: {
                                id: string;
                                username: string;
                            } | null;
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
                409: {
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
    "/api/v1/core/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            is_system: boolean;
                            is_active: boolean;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            user_count: number;
                        }[];
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
                404: {
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
                409: {
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
        put?: never;
        /** Create a role; the flags are normalised by the implied rules, and a non-owner may only include flags it holds (else 403) */
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
                        name: string;
                        permissions?: {
                            can_view_datasets?: boolean;
                            can_add_datasets?: boolean;
                            can_add_module?: boolean;
                            can_add_projects?: boolean;
                            can_view_tree?: boolean;
                            can_create_semantic_dataset?: boolean;
                            can_delete_semantic_dataset?: boolean;
                            can_access_agent?: boolean;
                            can_add_users?: boolean;
                            can_add_roles?: boolean;
                        };
                        is_active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            is_system: boolean;
                            is_active: boolean;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            user_count: number;
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
                404: {
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
                409: {
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
    "/api/v1/core/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            is_system: boolean;
                            is_active: boolean;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            user_count: number;
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
                404: {
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
                409: {
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
        put?: never;
        post?: never;
        /** Delete a role that no user holds (409 when users hold it); audited as role.delete */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
                409: {
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
        options?: never;
        head?: never;
        /** Edit a role (not a system role, not the caller’s own); the normalised flags must all be held by a non-owner caller (else 403) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        permissions?: {
                            can_view_datasets?: boolean;
                            can_add_datasets?: boolean;
                            can_add_module?: boolean;
                            can_add_projects?: boolean;
                            can_view_tree?: boolean;
                            can_create_semantic_dataset?: boolean;
                            can_delete_semantic_dataset?: boolean;
                            can_access_agent?: boolean;
                            can_add_users?: boolean;
                            can_add_roles?: boolean;
                        };
                        is_active?: boolean;
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
                            id: string;
                            name: string;
                            is_system: boolean;
                            is_active: boolean;
                            /** Permissions */
                            permissions: {
                                can_view_datasets: boolean;
                                can_add_datasets: boolean;
                                can_add_module: boolean;
                                can_add_projects: boolean;
                                can_view_tree: boolean;
                                can_create_semantic_dataset: boolean;
                                can_delete_semantic_dataset: boolean;
                                can_access_agent: boolean;
                                can_add_users: boolean;
                                can_add_roles: boolean;
                            };
                            user_count: number;
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
                404: {
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
                409: {
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
        trace?: never;
    };
    "/api/v1/core/roles/{id}/reassign-and-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move every user of the role to the target role and delete it, atomically; a non-owner must hold every flag of the target and not hold the source; audited as role.reassign_and_delete */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        target_role_id: string;
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
                            moved: number;
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
                404: {
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
                409: {
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
    "/api/v1/core/roles/{id}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The access policies of a role (its users’ rows and columns)
         * @description A policy limits what the agent reads of one module for its subject: `row_filter` keeps only rows whose column holds one of `values`, or one of the values of the calling user’s `attribute` (a caller without the attribute reads no rows); `hidden_columns` are answered as if they did not exist. The PUT replaces every policy of the subject.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policies: {
                                module_id: string;
                                row_filter: ({
                                    column: string;
                                    /** @description Fixed values (compared as text, case-insensitively) */
                                    values: string[];
                                } | {
                                    column: string;
                                    /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                    attribute: string;
                                }) | (never | null);
                                /** @description Columns answered as if they did not exist */
                                hidden_columns: string[];
                            }[];
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
                404: {
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
        /**
         * Set the access policies of a role; a non-owner may only narrow them (else 403), and not on its own role or a system role
         * @description A policy limits what the agent reads of one module for its subject: `row_filter` keeps only rows whose column holds one of `values`, or one of the values of the calling user’s `attribute` (a caller without the attribute reads no rows); `hidden_columns` are answered as if they did not exist. The PUT replaces every policy of the subject.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        policies: {
                            module_id: string;
                            row_filter: ({
                                column: string;
                                /** @description Fixed values (compared as text, case-insensitively) */
                                values: string[];
                            } | {
                                column: string;
                                /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                attribute: string;
                            }) | (never | null);
                            /** @description Columns answered as if they did not exist */
                            hidden_columns: string[];
                        }[];
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
                            policies: {
                                module_id: string;
                                row_filter: ({
                                    column: string;
                                    /** @description Fixed values (compared as text, case-insensitively) */
                                    values: string[];
                                } | {
                                    column: string;
                                    /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                    attribute: string;
                                }) | (never | null);
                                /** @description Columns answered as if they did not exist */
                                hidden_columns: string[];
                            }[];
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
                404: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/api-users/{id}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The access policies of an API user (owner only)
         * @description A policy limits what the agent reads of one module for its subject: `row_filter` keeps only rows whose column holds one of `values`, or one of the values of the calling user’s `attribute` (a caller without the attribute reads no rows); `hidden_columns` are answered as if they did not exist. The PUT replaces every policy of the subject.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policies: {
                                module_id: string;
                                row_filter: ({
                                    column: string;
                                    /** @description Fixed values (compared as text, case-insensitively) */
                                    values: string[];
                                } | {
                                    column: string;
                                    /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                    attribute: string;
                                }) | (never | null);
                                /** @description Columns answered as if they did not exist */
                                hidden_columns: string[];
                            }[];
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
                404: {
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
        /**
         * Set the access policies of an API user (owner only): one API user per end customer over one shared dataset
         * @description A policy limits what the agent reads of one module for its subject: `row_filter` keeps only rows whose column holds one of `values`, or one of the values of the calling user’s `attribute` (a caller without the attribute reads no rows); `hidden_columns` are answered as if they did not exist. The PUT replaces every policy of the subject.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        policies: {
                            module_id: string;
                            row_filter: ({
                                column: string;
                                /** @description Fixed values (compared as text, case-insensitively) */
                                values: string[];
                            } | {
                                column: string;
                                /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                attribute: string;
                            }) | (never | null);
                            /** @description Columns answered as if they did not exist */
                            hidden_columns: string[];
                        }[];
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
                            policies: {
                                module_id: string;
                                row_filter: ({
                                    column: string;
                                    /** @description Fixed values (compared as text, case-insensitively) */
                                    values: string[];
                                } | {
                                    column: string;
                                    /** @description The calling user’s attribute holding the values (e.g. region); a caller without it reads no rows */
                                    attribute: string;
                                }) | (never | null);
                                /** @description Columns answered as if they did not exist */
                                hidden_columns: string[];
                            }[];
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
                404: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/users/{id}/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attributes of a portal user that policies’ attribute filters read (owner only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Attributes */
                            attributes: {
                                [key: string]: string | string[];
                            };
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
                404: {
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
        /** Set the attributes of a portal user (owner only), e.g. {"region": "North"}; they replace the earlier ones */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Attributes */
                        attributes: {
                            [key: string]: string | string[];
                        };
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
                            /** Attributes */
                            attributes: {
                                [key: string]: string | string[];
                            };
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
                404: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/api-users/{id}/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attributes of an API user that policies’ attribute filters read (owner only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Attributes */
                            attributes: {
                                [key: string]: string | string[];
                            };
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
                404: {
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
        /** Set the attributes of an API user (owner only), e.g. {"region": "North"}; they replace the earlier ones */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Attributes */
                        attributes: {
                            [key: string]: string | string[];
                        };
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
                            /** Attributes */
                            attributes: {
                                [key: string]: string | string[];
                            };
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
                404: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s portal users; the owner has is_owner true */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            is_owner: boolean;
                            role: {
                                id: string;
                                name: string;
                                is_active: boolean;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
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
                404: {
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
                409: {
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
        put?: never;
        /** Create a portal user; the password is generated (and returned once) when omitted; a non-owner may only assign a role within its own flags */
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
                        role_id: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            is_owner: boolean;
                            role: {
                                id: string;
                                name: string;
                                is_active: boolean;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Present only when the service generated it; shown once. */
                            password?: string;
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
                404: {
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
                409: {
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
    "/api/v1/core/users/role-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles the caller may give a user (names only): those holding no flag the caller lacks; the owner sees all */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            is_active: boolean;
                        }[];
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
                404: {
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
                409: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
                409: {
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
        options?: never;
        head?: never;
        /** Rename a user or change its role (within the caller’s own flags; nobody but the owner changes their own role) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username?: string;
                        role_id?: string;
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
                            id: string;
                            username: string;
                            is_owner: boolean;
                            role: {
                                id: string;
                                name: string;
                                is_active: boolean;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
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
                404: {
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
                409: {
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
        trace?: never;
    };
    "/api/v1/core/users/{id}/regenerate-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a user a new generated password (shown once); its sessions end; a non-owner must hold every flag of the user’s role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            password: string;
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
                404: {
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
                409: {
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
    "/api/v1/core/api-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API users (owner only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Client address ranges allowed to use it; null: any */
                            allowed_ranges: string[] | null;
                        }[];
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
                404: {
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
                409: {
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
        put?: never;
        /** Create an API user; its generated password is returned once. These credentials belong on servers only. */
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
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            username: string;
                            password: string;
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
                404: {
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
                409: {
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
    "/api/v1/core/api-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an API user; its tokens stop working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
                409: {
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
        options?: never;
        head?: never;
        /** Restrict the client addresses (CIDR ranges) an API user may call from; null allows any */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowed_ranges: string[] | null;
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
                            id: string;
                            username: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description Client address ranges allowed to use it; null: any */
                            allowed_ranges: string[] | null;
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
                404: {
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
                409: {
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
        trace?: never;
    };
    "/api/v1/core/api-users/{id}/regenerate-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give an API user a new generated password; its earlier tokens stop working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            password: string;
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
                404: {
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
                409: {
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
    "/api/v1/core/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the whole audit trail (owner only), oldest first, streamed as CSV or NDJSON, with each entry’s chain hashes */
        get: {
            parameters: {
                query: {
                    format: "csv" | "ndjson";
                    source?: "api" | "portal";
                    action?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV (text/csv) or NDJSON (application/x-ndjson) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The activity audit trail of the caller’s customer, newest first (owner only) */
        get: {
            parameters: {
                query: {
                    source?: "api" | "portal";
                    action?: string;
                    correlation_id?: string;
                    limit: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                source: "api" | "portal";
                                action: string;
                                actor: {
                                    id: string | null;
                                    username: string | null;
                                };
                                correlation_id?: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @description An inference call’s rating (joined in; the entry itself never changes) */
                                feedback?: {
                                    rating: "up" | "down";
                                    note: string | null;
                                    username: string | null;
                                    /** Format: date-time */
                                    rated_at: string;
                                };
                            }[];
                            next_cursor: string | null;
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/import-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s import batches, newest first (importing ones show their progress) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description importing while the upload streams (row_count so far), then ready */
                            status: "importing" | "ready";
                            format: "csv" | "json";
                            row_count: number;
                            size_bytes: number;
                            /** @description Inferred over the whole file; empty while importing */
                            columns: {
                                name: string;
                                type: string;
                                null_count: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finished_at: string | null;
                        }[];
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
                404: {
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
        put?: never;
        /** Upload a raw file as a new import batch: the body is the file, Content-Type text/csv (comma, semicolon or tab; RFC 4180 quoting, or backslash-escaped quotes when the file starts with them; UTF-8, BOM allowed) or application/json (an array of objects). Header names: whitespace runs become one space, an empty one is "Column N", a repeated one "Name (2)", "Name (3)" …. Streamed to the database; types inferred over the whole file. A bad file is a 400 whose detail names the line. An upload that would take the customer’s imported files over its tier’s storage quota (STORAGE_QUOTAS, counted in bytes of the files as uploaded) is refused with 413 "storage quota exceeded" and stores nothing: before reading when Content-Length announces it, else as soon as it streams past. */
        post: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description importing while the upload streams (row_count so far), then ready */
                            status: "importing" | "ready";
                            format: "csv" | "json";
                            row_count: number;
                            size_bytes: number;
                            /** @description Inferred over the whole file; empty while importing */
                            columns: {
                                name: string;
                                type: string;
                                null_count: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finished_at: string | null;
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
                404: {
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
                413: {
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
    "/api/v1/customers/{id}/import-batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One import batch (status and row count while it streams) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description importing while the upload streams (row_count so far), then ready */
                            status: "importing" | "ready";
                            format: "csv" | "json";
                            row_count: number;
                            size_bytes: number;
                            /** @description Inferred over the whole file; empty while importing */
                            columns: {
                                name: string;
                                type: string;
                                null_count: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finished_at: string | null;
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
                404: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s modules, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
                        }[];
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
                404: {
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
                409: {
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
        put?: never;
        /** Create a draft module from an import batch: column selection, identifiers, types, labels */
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
                        import_batch_id: string;
                        name: string;
                        description?: string;
                        /** @description The selected columns, in order (default: every column of the batch with its inferred type) */
                        columns?: {
                            /** @description A column (header) of the import batch */
                            source: string;
                            /** @description The column identifier in the module table; default made from the header ("Beak Length (mm)" → beak_length_mm) */
                            name?: string;
                            /** ColumnType */
                            type?: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                            label?: string;
                            /** @description At most 20 synonyms of at most 100 characters */
                            synonyms?: string[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
    "/api/v1/modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One module (status, row count, last import error) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the name and description (any time) or the columns (draft only, else 409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        /** @description The selected columns, in order (default: every column of the batch with its inferred type) */
                        columns?: {
                            /** @description A column (header) of the import batch */
                            source: string;
                            /** @description The column identifier in the module table; default made from the header ("Beak Length (mm)" → beak_length_mm) */
                            name?: string;
                            /** ColumnType */
                            type?: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                            label?: string;
                            /** @description At most 20 synonyms of at most 100 characters */
                            synonyms?: string[];
                        }[];
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
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules/{id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the module’s synonyms and each column’s human label and synonyms (used by the agent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 20 synonyms of at most 100 characters */
                        synonyms?: string[];
                        /** @description What one record and several records are called ("order", "orders"); null returns to the build’s proposal */
                        entity?: {
                            singular: string;
                            plural: string;
                        } | null;
                        /** @description The column whose values identify the records (unique, never empty); null returns to the build’s proposal */
                        key?: string | null;
                        /** @description The module’s named metrics (they replace the previous ones) */
                        metrics?: {
                            name: string;
                            /** @description At most 20 synonyms of at most 100 characters */
                            synonyms?: string[];
                            numerator: {
                                agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                column?: string;
                            };
                            denominator?: {
                                agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                column?: string;
                            };
                            /** @description Shown as a percentage (the ratio times 100) */
                            percent?: boolean;
                            /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                            unit?: string;
                        }[];
                        columns?: {
                            name: string;
                            label?: string;
                            /** @description At most 20 synonyms of at most 100 characters */
                            synonyms?: string[];
                            /** @description Other names people use for some of the column’s values (e.g. "japanese" for Japan): at most 200 values, 10 synonyms each */
                            values?: {
                                value: string;
                                synonyms: string[];
                            }[];
                            /** @description The column’s role; null returns to the build’s proposal. A non-owner may only set identifier or sensitive, and only the owner changes a role set to either */
                            role?: ("measure" | "dimension" | "time" | "identifier" | "sensitive" | "text") | (never | null);
                            /** @description The measure’s default aggregation; null returns to the build’s proposal */
                            aggregation?: ("sum" | "avg" | "min" | "max") | (never | null);
                            /** @description The measure’s unit; null returns to the build’s proposal */
                            unit?: string | (never | null);
                        }[];
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
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules/{id}/semantic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The semantic layer the next spec build would give this module, read from its imported rows: what its records are called and their key, each column’s label, kind (role) and, for measures, default aggregation, additivity and unit; the metrics. Values the builder set are marked `set`; change them with PUT …/labels. 409 until the module is imported */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            module_id: string;
                            row_count: number;
                            entity: {
                                singular: string;
                                plural: string;
                                key: string | null;
                                source: "proposed" | "set";
                            };
                            metrics: {
                                name: string;
                                /** @description At most 20 synonyms of at most 100 characters */
                                synonyms?: string[];
                                numerator: {
                                    agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                    /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                    column?: string;
                                };
                                denominator?: {
                                    agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                    /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                    column?: string;
                                };
                                /** @description Shown as a percentage (the ratio times 100) */
                                percent?: boolean;
                                /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                unit?: string;
                            }[];
                            columns: {
                                name: string;
                                label: string;
                                header?: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                reads_as?: "number" | "date";
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                role_source: "proposed" | "set";
                                /** @description Synonyms of general language the build proposes from the label */
                                implied_synonyms?: string[];
                                measure?: {
                                    /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                    aggregation: "sum" | "avg" | "min" | "max";
                                    /** @description A total over records or periods means something */
                                    additive: boolean;
                                    unit: string;
                                    quantity: "amount" | "count" | "duration" | "percent" | "ratio" | "price" | "score" | "age" | "temperature" | "measurement" | "other";
                                    source: "proposed" | "set";
                                };
                            }[];
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
                404: {
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
                409: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules/{id}/joins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Declare (or confirm) the joins of this module: which of its columns hold values of another module’s column. The next spec build uses them, with the joins it discovers itself */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The joins this module declares (they replace the previous ones). A spec build uses them, and adds the joins it discovers from matching key values. */
            requestBody: {
                content: {
                    "application/json": {
                        joins: {
                            /** @description A column of this module */
                            column: string;
                            /** @description Another module of the customer */
                            target_module_id: string;
                            /** @description The column of the target module whose values this column holds */
                            target_column: string;
                        }[];
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
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/modules/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze the module’s definition (draft → finalized) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
    "/api/v1/modules/{id}/run-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load the batch’s rows into the module’s typed table, all or nothing (→ imported with row_count). A cell that does not cast to its column type fails the load: 400 with every bad cell as /rows/<row>/<column> (row = data row of the file, header not counted) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            import_batch_id: string;
                            name: string;
                            description: string;
                            synonyms: string[];
                            status: "draft" | "finalized" | "importing" | "imported";
                            row_count: number | null;
                            columns: {
                                name: string;
                                source: string;
                                /** ColumnType */
                                type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                /** ColumnType */
                                inferred_type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                label: string;
                                synonyms: string[];
                                value_synonyms?: {
                                    [key: string]: string[];
                                };
                                /** @description identifier and sensitive values are never shown below full exposure; sensitive is personal data */
                                role?: "measure" | "dimension" | "time" | "identifier" | "sensitive" | "text";
                                /** @description How the measure is aggregated when a question does not say: sum for what adds up, avg for prices, rates, scores… */
                                aggregation?: "sum" | "avg" | "min" | "max";
                                unit?: string;
                            }[];
                            joins: {
                                /** @description A column of this module */
                                column: string;
                                /** @description Another module of the customer */
                                target_module_id: string;
                                /** @description The column of the target module whose values this column holds */
                                target_column: string;
                            }[];
                            /** @description What the module builder set of the semantic layer; the rest is proposed by the spec build */
                            semantic: {
                                entity?: {
                                    singular: string;
                                    plural: string;
                                };
                                key?: string | null;
                                metrics?: {
                                    name: string;
                                    /** @description At most 20 synonyms of at most 100 characters */
                                    synonyms?: string[];
                                    numerator: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    denominator?: {
                                        agg: "sum" | "avg" | "min" | "max" | "count" | "count_distinct";
                                        /** @description A numeric column for sum/avg/min/max; any column for count_distinct */
                                        column?: string;
                                    };
                                    /** @description Shown as a percentage (the ratio times 100) */
                                    percent?: boolean;
                                    /** @description The unit answers show ("USD", "%", "minutes"); empty for none */
                                    unit?: string;
                                }[];
                            };
                            import_error: {
                                detail: string;
                                errors: {
                                    path: string;
                                    message: string;
                                }[];
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            finalized_at: string | null;
                            /** Format: date-time */
                            imported_at: string | null;
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
                404: {
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
                409: {
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
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s projects (any signed-in portal user) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                            exposure: "full" | "limited" | "advisory";
                            module_ids: string[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
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
                404: {
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
        put?: never;
        /** Create a project: modules of the customer grouped under one exposure level */
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
                        name: string;
                        /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                        exposure: "full" | "limited" | "advisory";
                        module_ids: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                            exposure: "full" | "limited" | "advisory";
                            module_ids: string[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
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
                404: {
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
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project (any signed-in portal user) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                            exposure: "full" | "limited" | "advisory";
                            module_ids: string[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
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
                404: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a project’s name, exposure level (applies to inference at once; loosening is owner-only; audited as project.exposure_change) or modules */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                        exposure?: "full" | "limited" | "advisory";
                        module_ids?: string[];
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
                            id: string;
                            name: string;
                            /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                            exposure: "full" | "limited" | "advisory";
                            module_ids: string[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
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
                404: {
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
        trace?: never;
    };
    "/api/v1/projects/{id}/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project tree: the project, its modules and its semantic specs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Project */
                            project: {
                                id: string;
                                name: string;
                                /** @description full: exact values; limited: qualitative, numbers masked; advisory: guidance only */
                                exposure: "full" | "limited" | "advisory";
                                module_ids: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                            modules: {
                                id: string;
                                name: string;
                                status: string;
                                row_count: number | null;
                                columns: {
                                    name: string;
                                    label: string;
                                    /** ColumnType */
                                    type: "integer" | "number" | "boolean" | "date" | "timestamp" | "text";
                                }[];
                            }[];
                            specs: {
                                id: string;
                                project_id: string;
                                name: string;
                                status: "building" | "trained" | "failed";
                                /** BuildProgress */
                                progress: {
                                    /** @description queued | statistics | joins | done */
                                    step: string;
                                    modules_total: number;
                                    modules_done: number;
                                    columns_total: number;
                                    columns_done: number;
                                };
                                error: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                trained_at: string | null;
                            }[];
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
                404: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/semantic/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build a semantic spec from the project’s imported modules. 201 with the spec when the build ends within a few seconds (status trained, or failed with its error), else 202 {id, status: building}: poll GET …/semantic/specs/{specId}. A customer runs one build at a time (SPEC_BUILD_CONCURRENCY_PER_CUSTOMER): another waits a moment for it, then 429 "too many concurrent spec builds" with Retry-After */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            project_id: string;
                            name: string;
                            status: "building" | "trained" | "failed";
                            /** BuildProgress */
                            progress: {
                                /** @description queued | statistics | joins | done */
                                step: string;
                                modules_total: number;
                                modules_done: number;
                                columns_total: number;
                                columns_done: number;
                            };
                            error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            trained_at: string | null;
                            /** SpecDoc */
                            spec: ({
                                version: 1 | 2 | 3;
                                modules: unknown[];
                                joins: unknown[];
                                /** @enum {boolean} */
                                restricted?: true;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            status: "building";
                            /** BuildProgress */
                            progress: {
                                /** @description queued | statistics | joins | done */
                                step: string;
                                modules_total: number;
                                modules_done: number;
                                columns_total: number;
                                columns_done: number;
                            };
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
                404: {
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
                409: {
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
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/semantic/specs/{specId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A spec’s status (building | trained | failed), progress and, once trained, its document. Gate: can_view_tree (specs are part of the project tree) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    specId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            project_id: string;
                            name: string;
                            status: "building" | "trained" | "failed";
                            /** BuildProgress */
                            progress: {
                                /** @description queued | statistics | joins | done */
                                step: string;
                                modules_total: number;
                                modules_done: number;
                                columns_total: number;
                                columns_done: number;
                            };
                            error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            trained_at: string | null;
                            /** SpecDoc */
                            spec: ({
                                version: 1 | 2 | 3;
                                modules: unknown[];
                                joins: unknown[];
                                /** @enum {boolean} */
                                restricted?: true;
                            } & {
                                [key: string]: unknown;
                            }) | null;
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
                404: {
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
                409: {
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
        put?: never;
        post?: never;
        /** Delete a spec; inference stops using it at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    specId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
                409: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/v1/inference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The portal agent: the same inference as /api/v1/infer for a signed-in user with Access Agent, with its work shown
         * @description Besides the four fields of /api/v1/infer: `understood` (what was understood, in the words the exposure allows) and, at full exposure only, `columns` and `rows` (the rows the answer was written from), `chart` (a suggestion from the query’s shape), `sql` (the statement that ran), `reading` (the structured query that answered) and `choices` (what its measure and grouping may be changed to). Below full exposure those fields are absent. A body with `reading` (changed from an earlier answer’s) is answered as that reading, checked against the caller’s view of the spec, instead of reading the prompt again. With `previous` (the correlation_id of the session’s last answer) a question that builds on it ("and in 2023?", "only the West", "show the top 5 instead", "by quarter", "as a share") edits that answer’s reading, kept by the server; a question of its own is read on its own. A clarification returns `options` (its readings in words); `choose` (an index) with `previous` answers one. A `previous` that is not one of the caller’s own answers is 404 "previous answer not found".
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
                        /** @description A reading as `reading` returned it, with parts changed from `choices`; checked against the spec like any query */
                        reading?: {
                            /** @enum {string} */
                            kind: "values";
                            /** @description module_id of the module queried */
                            module: string;
                            /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                            join?: {
                                /** @description module_id of the module joined */
                                module: string;
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                left: string;
                                /** @description Its column matched to `left` */
                                right: string;
                            }[];
                            filters: ({
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    anchor: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                    }[];
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    other: string;
                                } | {
                                    of: "avg" | "min" | "max";
                                };
                            } | {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "exists" | "not_exists";
                                /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                value: {
                                    related: {
                                        /** @description module_id of the related module */
                                        module: string;
                                        /** @description Its column matched to the filter’s column (a spec join) */
                                        key: string;
                                        /** @description Joins from the related module, along the spec’s joins */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        /** @description What its rows meet (columns of the related module or of its joins) */
                                        filters: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    };
                                };
                            })[];
                            columns: string[];
                            /** @description Show the time columns as this part (the year of a date) */
                            part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                            order?: {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                by: string;
                                dir: "asc" | "desc";
                            };
                            limit?: number;
                            offset?: number;
                            /** @description Each different value once, in table order */
                            distinct?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "aggregate";
                            /** @description module_id of the module queried */
                            module: string;
                            /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                            join?: {
                                /** @description module_id of the module joined */
                                module: string;
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                left: string;
                                /** @description Its column matched to `left` */
                                right: string;
                            }[];
                            filters: ({
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    anchor: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                    }[];
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    other: string;
                                } | {
                                    of: "avg" | "min" | "max";
                                };
                            } | {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "exists" | "not_exists";
                                /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                value: {
                                    related: {
                                        /** @description module_id of the related module */
                                        module: string;
                                        /** @description Its column matched to the filter’s column (a spec join) */
                                        key: string;
                                        /** @description Joins from the related module, along the spec’s joins */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        /** @description What its rows meet (columns of the related module or of its joins) */
                                        filters: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    };
                                };
                            })[];
                            measures: {
                                agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column?: string;
                                where?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    };
                                };
                                /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                per?: string;
                                /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                since?: string;
                                /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                times?: string;
                                /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                every?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                };
                            }[];
                            /** @description Of the two measures: first minus second, or first over second */
                            combine?: "difference" | "ratio";
                        } | {
                            /** @enum {string} */
                            kind: "groups";
                            /** @description module_id of the module queried */
                            module: string;
                            /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                            join?: {
                                /** @description module_id of the module joined */
                                module: string;
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                left: string;
                                /** @description Its column matched to `left` */
                                right: string;
                            }[];
                            filters: ({
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    anchor: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                    }[];
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    other: string;
                                } | {
                                    of: "avg" | "min" | "max";
                                };
                            } | {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "exists" | "not_exists";
                                /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                value: {
                                    related: {
                                        /** @description module_id of the related module */
                                        module: string;
                                        /** @description Its column matched to the filter’s column (a spec join) */
                                        key: string;
                                        /** @description Joins from the related module, along the spec’s joins */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        /** @description What its rows meet (columns of the related module or of its joins) */
                                        filters: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    };
                                };
                            })[];
                            group_by: {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                            };
                            measures: {
                                agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column?: string;
                                where?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    };
                                };
                                /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                per?: string;
                                /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                since?: string;
                                /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                times?: string;
                                /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                every?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                };
                            }[];
                            /** @description Keep the groups whose measure meets this ("appears more than twice") */
                            having?: {
                                /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                                measure: {
                                    agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column?: string;
                                    where?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            other: string;
                                        };
                                    };
                                    /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                    per?: string;
                                    /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                    since?: string;
                                    /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                    times?: string;
                                    /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                    every?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                    };
                                };
                                op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte";
                                value: number;
                            };
                            order?: "asc" | "desc";
                            limit?: number;
                            /** @description The groups (default), the value of the first group, or how many groups */
                            answer?: "keys" | "values" | "count";
                            /** @description Other columns of the grouped record, shown beside its key (a museum's name beside its id) */
                            show?: string[];
                        } | {
                            /** @enum {string} */
                            kind: "compare";
                            /** @description module_id of the module queried */
                            module: string;
                            /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                            join?: {
                                /** @description module_id of the module joined */
                                module: string;
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                left: string;
                                /** @description Its column matched to `left` */
                                right: string;
                            }[];
                            filters: ({
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    anchor: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                    }[];
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    other: string;
                                } | {
                                    of: "avg" | "min" | "max";
                                };
                            } | {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "exists" | "not_exists";
                                /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                value: {
                                    related: {
                                        /** @description module_id of the related module */
                                        module: string;
                                        /** @description Its column matched to the filter’s column (a spec join) */
                                        key: string;
                                        /** @description Joins from the related module, along the spec’s joins */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        /** @description What its rows meet (columns of the related module or of its joins) */
                                        filters: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    };
                                };
                            })[];
                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                            key: string;
                            values: (string | number | boolean)[];
                            /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                            measure: {
                                agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column?: string;
                                where?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    };
                                };
                                /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                per?: string;
                                /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                since?: string;
                                /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                times?: string;
                                /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                every?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                };
                            };
                            /** @description Compare periods of a time key: the values are periods as a grouping writes them (2012, 2012-H1, 2012-Q1, 2012-03, 2012-03-05) */
                            part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                            /** @description Each value’s measure (default), which is highest or lowest, first minus second, first over second, or the percent change from first to second */
                            ask?: "each" | "max" | "min" | "difference" | "ratio" | "percent_change";
                        } | {
                            /** @enum {string} */
                            kind: "correlation";
                            /** @description module_id of the module queried */
                            module: string;
                            /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                            join?: {
                                /** @description module_id of the module joined */
                                module: string;
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                left: string;
                                /** @description Its column matched to `left` */
                                right: string;
                            }[];
                            filters: ({
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                    anchor: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                    }[];
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    other: string;
                                } | {
                                    of: "avg" | "min" | "max";
                                };
                            } | {
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                column: string;
                                op: "exists" | "not_exists";
                                /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                value: {
                                    related: {
                                        /** @description module_id of the related module */
                                        module: string;
                                        /** @description Its column matched to the filter’s column (a spec join) */
                                        key: string;
                                        /** @description Joins from the related module, along the spec’s joins */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        /** @description What its rows meet (columns of the related module or of its joins) */
                                        filters: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    };
                                };
                            })[];
                            columns: string[];
                        };
                        /** @description The correlation_id of the previous answer of the session: a question that builds on it ("and in 2023?", "only the West", "by quarter") edits its reading; one of its own is read on its own. Only the caller’s own answers: any other is 404 */
                        previous?: string;
                        /** @description With `previous` (a clarification): the index of the option in its `options` to answer */
                        choose?: number;
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
                            /** @description What was understood (data, measure, filters, grouping, join), written from the structured query and guarded like the answer */
                            understood: string[];
                            /** @description Full exposure only */
                            columns?: {
                                /** @description The cell’s key in the result (c0…, g, v1, v2, n, v) */
                                key: string;
                                /** @description From the spec’s labels */
                                label: string;
                                /** @description From the spec’s label or name (“kg”, “%”) */
                                unit?: string;
                                type: "number" | "text" | "date";
                            }[];
                            /** @description Full exposure only: the rows the answer was written from, cells in `columns` order */
                            rows?: (string | number | boolean | (never | null))[][];
                            /** @description A chart suggestion derived from the structured query’s shape */
                            chart?: {
                                /** @description line: a trend over time; bar: groups, rankings, comparisons; none: a single value or a record lookup */
                                kind: "line" | "bar" | "none";
                                /** @description Key of the column on the x axis (periods or categories) */
                                x?: string;
                                /** @description Key of the measured column */
                                y?: string;
                            };
                            /** @description Full exposure only: the statement that ran */
                            sql?: {
                                text: string;
                                params: (string | number | boolean | (never | null))[];
                            };
                            /** @description Full exposure only: the reading that answered, as a structured query */
                            reading?: {
                                /** @enum {string} */
                                kind: "values";
                                /** @description module_id of the module queried */
                                module: string;
                                /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                join?: {
                                    /** @description module_id of the module joined */
                                    module: string;
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    left: string;
                                    /** @description Its column matched to `left` */
                                    right: string;
                                }[];
                                filters: ({
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        anchor: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    } | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    } | {
                                        of: "avg" | "min" | "max";
                                    };
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "exists" | "not_exists";
                                    /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                    value: {
                                        related: {
                                            /** @description module_id of the related module */
                                            module: string;
                                            /** @description Its column matched to the filter’s column (a spec join) */
                                            key: string;
                                            /** @description Joins from the related module, along the spec’s joins */
                                            join?: {
                                                /** @description module_id of the module joined */
                                                module: string;
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                left: string;
                                                /** @description Its column matched to `left` */
                                                right: string;
                                            }[];
                                            /** @description What its rows meet (columns of the related module or of its joins) */
                                            filters: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[];
                                            }[];
                                        };
                                    };
                                })[];
                                columns: string[];
                                /** @description Show the time columns as this part (the year of a date) */
                                part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                order?: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    by: string;
                                    dir: "asc" | "desc";
                                };
                                limit?: number;
                                offset?: number;
                                /** @description Each different value once, in table order */
                                distinct?: boolean;
                            } | {
                                /** @enum {string} */
                                kind: "aggregate";
                                /** @description module_id of the module queried */
                                module: string;
                                /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                join?: {
                                    /** @description module_id of the module joined */
                                    module: string;
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    left: string;
                                    /** @description Its column matched to `left` */
                                    right: string;
                                }[];
                                filters: ({
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        anchor: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    } | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    } | {
                                        of: "avg" | "min" | "max";
                                    };
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "exists" | "not_exists";
                                    /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                    value: {
                                        related: {
                                            /** @description module_id of the related module */
                                            module: string;
                                            /** @description Its column matched to the filter’s column (a spec join) */
                                            key: string;
                                            /** @description Joins from the related module, along the spec’s joins */
                                            join?: {
                                                /** @description module_id of the module joined */
                                                module: string;
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                left: string;
                                                /** @description Its column matched to `left` */
                                                right: string;
                                            }[];
                                            /** @description What its rows meet (columns of the related module or of its joins) */
                                            filters: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[];
                                            }[];
                                        };
                                    };
                                })[];
                                measures: {
                                    agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column?: string;
                                    where?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            other: string;
                                        };
                                    };
                                    /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                    per?: string;
                                    /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                    since?: string;
                                    /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                    times?: string;
                                    /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                    every?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                    };
                                }[];
                                /** @description Of the two measures: first minus second, or first over second */
                                combine?: "difference" | "ratio";
                            } | {
                                /** @enum {string} */
                                kind: "groups";
                                /** @description module_id of the module queried */
                                module: string;
                                /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                join?: {
                                    /** @description module_id of the module joined */
                                    module: string;
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    left: string;
                                    /** @description Its column matched to `left` */
                                    right: string;
                                }[];
                                filters: ({
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        anchor: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    } | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    } | {
                                        of: "avg" | "min" | "max";
                                    };
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "exists" | "not_exists";
                                    /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                    value: {
                                        related: {
                                            /** @description module_id of the related module */
                                            module: string;
                                            /** @description Its column matched to the filter’s column (a spec join) */
                                            key: string;
                                            /** @description Joins from the related module, along the spec’s joins */
                                            join?: {
                                                /** @description module_id of the module joined */
                                                module: string;
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                left: string;
                                                /** @description Its column matched to `left` */
                                                right: string;
                                            }[];
                                            /** @description What its rows meet (columns of the related module or of its joins) */
                                            filters: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[];
                                            }[];
                                        };
                                    };
                                })[];
                                group_by: {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                };
                                measures: {
                                    agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column?: string;
                                    where?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            other: string;
                                        };
                                    };
                                    /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                    per?: string;
                                    /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                    since?: string;
                                    /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                    times?: string;
                                    /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                    every?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                    };
                                }[];
                                /** @description Keep the groups whose measure meets this ("appears more than twice") */
                                having?: {
                                    /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                                    measure: {
                                        agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column?: string;
                                        where?: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            };
                                        };
                                        /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                        per?: string;
                                        /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                        since?: string;
                                        /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                        times?: string;
                                        /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                        every?: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                        };
                                    };
                                    op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte";
                                    value: number;
                                };
                                order?: "asc" | "desc";
                                limit?: number;
                                /** @description The groups (default), the value of the first group, or how many groups */
                                answer?: "keys" | "values" | "count";
                                /** @description Other columns of the grouped record, shown beside its key (a museum's name beside its id) */
                                show?: string[];
                            } | {
                                /** @enum {string} */
                                kind: "compare";
                                /** @description module_id of the module queried */
                                module: string;
                                /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                join?: {
                                    /** @description module_id of the module joined */
                                    module: string;
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    left: string;
                                    /** @description Its column matched to `left` */
                                    right: string;
                                }[];
                                filters: ({
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        anchor: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    } | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    } | {
                                        of: "avg" | "min" | "max";
                                    };
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "exists" | "not_exists";
                                    /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                    value: {
                                        related: {
                                            /** @description module_id of the related module */
                                            module: string;
                                            /** @description Its column matched to the filter’s column (a spec join) */
                                            key: string;
                                            /** @description Joins from the related module, along the spec’s joins */
                                            join?: {
                                                /** @description module_id of the module joined */
                                                module: string;
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                left: string;
                                                /** @description Its column matched to `left` */
                                                right: string;
                                            }[];
                                            /** @description What its rows meet (columns of the related module or of its joins) */
                                            filters: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[];
                                            }[];
                                        };
                                    };
                                })[];
                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                key: string;
                                values: (string | number | boolean)[];
                                /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                                measure: {
                                    agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column?: string;
                                    where?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                        value?: (string | number | boolean) | (string | number | boolean)[] | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            other: string;
                                        };
                                    };
                                    /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                    per?: string;
                                    /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                    since?: string;
                                    /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                    times?: string;
                                    /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                    every?: {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        column: string;
                                        part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                    };
                                };
                                /** @description Compare periods of a time key: the values are periods as a grouping writes them (2012, 2012-H1, 2012-Q1, 2012-03, 2012-03-05) */
                                part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                /** @description Each value’s measure (default), which is highest or lowest, first minus second, first over second, or the percent change from first to second */
                                ask?: "each" | "max" | "min" | "difference" | "ratio" | "percent_change";
                            } | {
                                /** @enum {string} */
                                kind: "correlation";
                                /** @description module_id of the module queried */
                                module: string;
                                /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                join?: {
                                    /** @description module_id of the module joined */
                                    module: string;
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    left: string;
                                    /** @description Its column matched to `left` */
                                    right: string;
                                }[];
                                filters: ({
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                        anchor: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[];
                                        }[];
                                    } | {
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        other: string;
                                    } | {
                                        of: "avg" | "min" | "max";
                                    };
                                } | {
                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                    column: string;
                                    op: "exists" | "not_exists";
                                    /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                    value: {
                                        related: {
                                            /** @description module_id of the related module */
                                            module: string;
                                            /** @description Its column matched to the filter’s column (a spec join) */
                                            key: string;
                                            /** @description Joins from the related module, along the spec’s joins */
                                            join?: {
                                                /** @description module_id of the module joined */
                                                module: string;
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                left: string;
                                                /** @description Its column matched to `left` */
                                                right: string;
                                            }[];
                                            /** @description What its rows meet (columns of the related module or of its joins) */
                                            filters: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[];
                                            }[];
                                        };
                                    };
                                })[];
                                columns: string[];
                            };
                            /** @description Full exposure only: what the reading’s measure and grouping may be changed to, from the caller’s view of the spec */
                            choices?: {
                                /** @description The records’ name, for “number of …” */
                                records: string;
                                measures: {
                                    /** @description Absent: the number of records */
                                    column?: string;
                                    label: string;
                                    /** @description The aggregations it takes, its default first */
                                    aggs: string[];
                                }[];
                                groups: {
                                    column: string;
                                    label: string;
                                    /** @description A time column groups by one of these periods */
                                    parts?: ("year" | "half" | "quarter" | "month" | "week" | "day")[];
                                }[];
                                /** @description The labels of the module’s columns, by name */
                                labels: {
                                    [key: string]: string;
                                };
                            };
                            /** @description The verified question whose reading answered (POST /api/v1/inference/verified), at every exposure */
                            verified?: {
                                id: string;
                                verified_by: string;
                                /** Format: date-time */
                                verified_at: string;
                            };
                            /** @description A clarification: the readings the agent could not choose between, in words (guarded like the answer). Send one back as `choose` (its index) with `previous` = this correlation_id to have it answered */
                            options?: string[];
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
                404: {
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
    "/api/v1/inference/verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of your answers as verified: its question and the reading that answered, kept with the spec’s project
         * @description Only an answer of the caller’s own agent history (else 404 "answer not found") that was answered (else 400). A later question with the same words, or the same shape with other values, is answered with this reading and says so. The same question verified again replaces the reading (`replaced`); the audit trail keeps both (verified_question.save).
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
                        /** @description An answer of the caller’s own agent history */
                        correlation_id: string;
                        /** @description The question’s words to keep (default: the question asked, or for a follow-up or a chosen reading, that reading in words) */
                        question?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            project_id: string;
                            /** @description The spec it was verified on (null once deleted) */
                            spec_id: string | null;
                            /** @description Below full exposure, as the exposure guard lets it show */
                            question: string;
                            verified_by: string;
                            /** Format: date-time */
                            verified_at: string;
                            /** @description The same question was verified before: its reading is replaced (both are in the audit trail) */
                            replaced: boolean;
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
                404: {
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
    "/api/v1/projects/{id}/verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project’s check list: its verified questions, and how each trained spec answers them
         * @description Pass, fail or stale per question and spec, and a figure per spec; never a value of an answer. Below full exposure the questions’ words pass the exposure guard.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            project_id: string;
                            exposure: "full" | "limited" | "advisory";
                            questions: {
                                id: string;
                                /** @description Below full exposure, as the exposure guard lets it show */
                                question: string;
                                verified_by: string;
                                /** Format: date-time */
                                verified_at: string;
                                spec_id: string | null;
                                /** @description Its outcome on the newest trained spec (null: not checked there yet) */
                                newest: ("pass" | "fail" | "stale") | (never | null);
                                checks: {
                                    spec_id: string;
                                    /** @description pass: the agent answers the question on that spec as verified; fail: it answers otherwise; stale: the verified reading’s columns are not in that spec */
                                    outcome: "pass" | "fail" | "stale";
                                    /** Format: date-time */
                                    checked_at: string;
                                }[];
                            }[];
                            /** @description The project’s trained specs, the newest first, each with its last check */
                            specs: {
                                spec_id: string;
                                name: string;
                                /** Format: date-time */
                                created_at: string;
                                checked: {
                                    passed: number;
                                    failed: number;
                                    stale: number;
                                    total: number;
                                    /** Format: date-time */
                                    checked_at: string;
                                } | null;
                            }[];
                            /** @description The newest spec answers fewer verified questions than the spec before it */
                            warning?: string;
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
                404: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}/verified/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rerun the project’s verified questions on one of its trained specs (the newest by default); they also rerun after every build */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A trained spec of the project (default: the newest) */
                        spec_id?: string;
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
                            project_id: string;
                            exposure: "full" | "limited" | "advisory";
                            questions: {
                                id: string;
                                /** @description Below full exposure, as the exposure guard lets it show */
                                question: string;
                                verified_by: string;
                                /** Format: date-time */
                                verified_at: string;
                                spec_id: string | null;
                                /** @description Its outcome on the newest trained spec (null: not checked there yet) */
                                newest: ("pass" | "fail" | "stale") | (never | null);
                                checks: {
                                    spec_id: string;
                                    /** @description pass: the agent answers the question on that spec as verified; fail: it answers otherwise; stale: the verified reading’s columns are not in that spec */
                                    outcome: "pass" | "fail" | "stale";
                                    /** Format: date-time */
                                    checked_at: string;
                                }[];
                            }[];
                            /** @description The project’s trained specs, the newest first, each with its last check */
                            specs: {
                                spec_id: string;
                                name: string;
                                /** Format: date-time */
                                created_at: string;
                                checked: {
                                    passed: number;
                                    failed: number;
                                    stale: number;
                                    total: number;
                                    /** Format: date-time */
                                    checked_at: string;
                                } | null;
                            }[];
                            /** @description The newest spec answers fewer verified questions than the spec before it */
                            warning?: string;
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
                404: {
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
    "/api/v1/projects/{id}/verified/{verified_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a verified question from the project (audited as verified_question.delete) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    verified_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s agent sessions within AGENT_HISTORY_DAYS, the latest first (at most 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            /** @description The session’s first question */
                            title: string;
                            questions: number;
                            /** Format: date-time */
                            started_at: string;
                            /** Format: date-time */
                            last_asked_at: string;
                        }[];
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
                404: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user’s sessions, its questions and answers in order
         * @description Another user’s session, or one past AGENT_HISTORY_DAYS, is 404 "session not found". An answer whose specs were deleted, whose project’s exposure was lowered, or given before the account’s row or column policies or attributes changed, is not shown again (`answer` null, `withheld` says why).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The session label the portal sent with its questions */
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session_id: string;
                            turns: {
                                correlation_id: string;
                                prompt: string;
                                spec_ids: string[];
                                /** @description The exposure the answer was given at */
                                exposure: "full" | "limited" | "advisory";
                                /** Format: date-time */
                                asked_at: string;
                                /** @description The answer as it was returned; null when `withheld` says why it is not shown again */
                                answer: {
                                    correlation_id: string;
                                    result: string;
                                    exposure: "full" | "limited" | "advisory";
                                    /** @description Specs the call was scoped to after the access checks */
                                    spec_count: number;
                                    /** @description What was understood (data, measure, filters, grouping, join), written from the structured query and guarded like the answer */
                                    understood: string[];
                                    /** @description Full exposure only */
                                    columns?: {
                                        /** @description The cell’s key in the result (c0…, g, v1, v2, n, v) */
                                        key: string;
                                        /** @description From the spec’s labels */
                                        label: string;
                                        /** @description From the spec’s label or name (“kg”, “%”) */
                                        unit?: string;
                                        type: "number" | "text" | "date";
                                    }[];
                                    /** @description Full exposure only: the rows the answer was written from, cells in `columns` order */
                                    rows?: (string | number | boolean | (never | null))[][];
                                    /** @description A chart suggestion derived from the structured query’s shape */
                                    chart?: {
                                        /** @description line: a trend over time; bar: groups, rankings, comparisons; none: a single value or a record lookup */
                                        kind: "line" | "bar" | "none";
                                        /** @description Key of the column on the x axis (periods or categories) */
                                        x?: string;
                                        /** @description Key of the measured column */
                                        y?: string;
                                    };
                                    /** @description Full exposure only: the statement that ran */
                                    sql?: {
                                        text: string;
                                        params: (string | number | boolean | (never | null))[];
                                    };
                                    /** @description Full exposure only: the reading that answered, as a structured query */
                                    reading?: {
                                        /** @enum {string} */
                                        kind: "values";
                                        /** @description module_id of the module queried */
                                        module: string;
                                        /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        filters: ({
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                anchor: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[];
                                                }[];
                                            } | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            } | {
                                                of: "avg" | "min" | "max";
                                            };
                                        } | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "exists" | "not_exists";
                                            /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                            value: {
                                                related: {
                                                    /** @description module_id of the related module */
                                                    module: string;
                                                    /** @description Its column matched to the filter’s column (a spec join) */
                                                    key: string;
                                                    /** @description Joins from the related module, along the spec’s joins */
                                                    join?: {
                                                        /** @description module_id of the module joined */
                                                        module: string;
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        left: string;
                                                        /** @description Its column matched to `left` */
                                                        right: string;
                                                    }[];
                                                    /** @description What its rows meet (columns of the related module or of its joins) */
                                                    filters: {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        column: string;
                                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                                    }[];
                                                };
                                            };
                                        })[];
                                        columns: string[];
                                        /** @description Show the time columns as this part (the year of a date) */
                                        part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                        order?: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            by: string;
                                            dir: "asc" | "desc";
                                        };
                                        limit?: number;
                                        offset?: number;
                                        /** @description Each different value once, in table order */
                                        distinct?: boolean;
                                    } | {
                                        /** @enum {string} */
                                        kind: "aggregate";
                                        /** @description module_id of the module queried */
                                        module: string;
                                        /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        filters: ({
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                anchor: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[];
                                                }[];
                                            } | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            } | {
                                                of: "avg" | "min" | "max";
                                            };
                                        } | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "exists" | "not_exists";
                                            /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                            value: {
                                                related: {
                                                    /** @description module_id of the related module */
                                                    module: string;
                                                    /** @description Its column matched to the filter’s column (a spec join) */
                                                    key: string;
                                                    /** @description Joins from the related module, along the spec’s joins */
                                                    join?: {
                                                        /** @description module_id of the module joined */
                                                        module: string;
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        left: string;
                                                        /** @description Its column matched to `left` */
                                                        right: string;
                                                    }[];
                                                    /** @description What its rows meet (columns of the related module or of its joins) */
                                                    filters: {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        column: string;
                                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                                    }[];
                                                };
                                            };
                                        })[];
                                        measures: {
                                            agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column?: string;
                                            where?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    other: string;
                                                };
                                            };
                                            /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                            per?: string;
                                            /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                            since?: string;
                                            /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                            times?: string;
                                            /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                            every?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                            };
                                        }[];
                                        /** @description Of the two measures: first minus second, or first over second */
                                        combine?: "difference" | "ratio";
                                    } | {
                                        /** @enum {string} */
                                        kind: "groups";
                                        /** @description module_id of the module queried */
                                        module: string;
                                        /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        filters: ({
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                anchor: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[];
                                                }[];
                                            } | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            } | {
                                                of: "avg" | "min" | "max";
                                            };
                                        } | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "exists" | "not_exists";
                                            /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                            value: {
                                                related: {
                                                    /** @description module_id of the related module */
                                                    module: string;
                                                    /** @description Its column matched to the filter’s column (a spec join) */
                                                    key: string;
                                                    /** @description Joins from the related module, along the spec’s joins */
                                                    join?: {
                                                        /** @description module_id of the module joined */
                                                        module: string;
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        left: string;
                                                        /** @description Its column matched to `left` */
                                                        right: string;
                                                    }[];
                                                    /** @description What its rows meet (columns of the related module or of its joins) */
                                                    filters: {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        column: string;
                                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                                    }[];
                                                };
                                            };
                                        })[];
                                        group_by: {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                        };
                                        measures: {
                                            agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column?: string;
                                            where?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    other: string;
                                                };
                                            };
                                            /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                            per?: string;
                                            /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                            since?: string;
                                            /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                            times?: string;
                                            /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                            every?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                            };
                                        }[];
                                        /** @description Keep the groups whose measure meets this ("appears more than twice") */
                                        having?: {
                                            /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                                            measure: {
                                                agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column?: string;
                                                where?: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        other: string;
                                                    };
                                                };
                                                /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                                per?: string;
                                                /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                                since?: string;
                                                /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                                times?: string;
                                                /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                                every?: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                                };
                                            };
                                            op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte";
                                            value: number;
                                        };
                                        order?: "asc" | "desc";
                                        limit?: number;
                                        /** @description The groups (default), the value of the first group, or how many groups */
                                        answer?: "keys" | "values" | "count";
                                        /** @description Other columns of the grouped record, shown beside its key (a museum's name beside its id) */
                                        show?: string[];
                                    } | {
                                        /** @enum {string} */
                                        kind: "compare";
                                        /** @description module_id of the module queried */
                                        module: string;
                                        /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        filters: ({
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                anchor: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[];
                                                }[];
                                            } | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            } | {
                                                of: "avg" | "min" | "max";
                                            };
                                        } | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "exists" | "not_exists";
                                            /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                            value: {
                                                related: {
                                                    /** @description module_id of the related module */
                                                    module: string;
                                                    /** @description Its column matched to the filter’s column (a spec join) */
                                                    key: string;
                                                    /** @description Joins from the related module, along the spec’s joins */
                                                    join?: {
                                                        /** @description module_id of the module joined */
                                                        module: string;
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        left: string;
                                                        /** @description Its column matched to `left` */
                                                        right: string;
                                                    }[];
                                                    /** @description What its rows meet (columns of the related module or of its joins) */
                                                    filters: {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        column: string;
                                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                                    }[];
                                                };
                                            };
                                        })[];
                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                        key: string;
                                        values: (string | number | boolean)[];
                                        /** @description count needs no column; sum/avg need a numeric one; share may take `where` or `per`; ratio may take `per` */
                                        measure: {
                                            agg: "count" | "count_distinct" | "sum" | "avg" | "min" | "max" | "share" | "median" | "ratio";
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column?: string;
                                            where?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    other: string;
                                                };
                                            };
                                            /** @description ratio: the numeric column whose total divides the total of `column` (absent: per record); share: the total `column` is a percent of */
                                            per?: string;
                                            /** @description avg, sum, median, min, max: the days from this date column to `column`, another date of the same row (days to pay = paid date − issue date) */
                                            since?: string;
                                            /** @description sum and share only: the numeric column each value of `column` is multiplied by first (stock value = quantity on hand × unit cost) */
                                            times?: string;
                                            /** @description avg only: the mean of the totals of `column` per period of this date column (average daily spend) */
                                            every?: {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                column: string;
                                                part: "year" | "half" | "quarter" | "month" | "week" | "day";
                                            };
                                        };
                                        /** @description Compare periods of a time key: the values are periods as a grouping writes them (2012, 2012-H1, 2012-Q1, 2012-03, 2012-03-05) */
                                        part?: "year" | "half" | "quarter" | "month" | "week" | "day";
                                        /** @description Each value’s measure (default), which is highest or lowest, first minus second, first over second, or the percent change from first to second */
                                        ask?: "each" | "max" | "min" | "difference" | "ratio" | "percent_change";
                                    } | {
                                        /** @enum {string} */
                                        kind: "correlation";
                                        /** @description module_id of the module queried */
                                        module: string;
                                        /** @description Joins along the spec’s joins, in order (a path or a tree of up to four) */
                                        join?: {
                                            /** @description module_id of the module joined */
                                            module: string;
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            left: string;
                                            /** @description Its column matched to `left` */
                                            right: string;
                                        }[];
                                        filters: ({
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                            value?: (string | number | boolean) | (string | number | boolean)[] | {
                                                anchor: {
                                                    /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                    column: string;
                                                    op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                    value?: (string | number | boolean) | (string | number | boolean)[];
                                                }[];
                                            } | {
                                                /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                other: string;
                                            } | {
                                                of: "avg" | "min" | "max";
                                            };
                                        } | {
                                            /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                            column: string;
                                            op: "exists" | "not_exists";
                                            /** @description exists / not_exists: the rows of another module the record has (or has none of) */
                                            value: {
                                                related: {
                                                    /** @description module_id of the related module */
                                                    module: string;
                                                    /** @description Its column matched to the filter’s column (a spec join) */
                                                    key: string;
                                                    /** @description Joins from the related module, along the spec’s joins */
                                                    join?: {
                                                        /** @description module_id of the module joined */
                                                        module: string;
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        left: string;
                                                        /** @description Its column matched to `left` */
                                                        right: string;
                                                    }[];
                                                    /** @description What its rows meet (columns of the related module or of its joins) */
                                                    filters: {
                                                        /** @description A column name of the queried module, "<module_id>.<column>" for a joined module, or "#row" for the row position */
                                                        column: string;
                                                        op: "eq" | "neq" | "in" | "not_in" | "contains" | "gt" | "gte" | "lt" | "lte" | "range" | "month" | "null" | "not_null";
                                                        value?: (string | number | boolean) | (string | number | boolean)[];
                                                    }[];
                                                };
                                            };
                                        })[];
                                        columns: string[];
                                    };
                                    /** @description Full exposure only: what the reading’s measure and grouping may be changed to, from the caller’s view of the spec */
                                    choices?: {
                                        /** @description The records’ name, for “number of …” */
                                        records: string;
                                        measures: {
                                            /** @description Absent: the number of records */
                                            column?: string;
                                            label: string;
                                            /** @description The aggregations it takes, its default first */
                                            aggs: string[];
                                        }[];
                                        groups: {
                                            column: string;
                                            label: string;
                                            /** @description A time column groups by one of these periods */
                                            parts?: ("year" | "half" | "quarter" | "month" | "week" | "day")[];
                                        }[];
                                        /** @description The labels of the module’s columns, by name */
                                        labels: {
                                            [key: string]: string;
                                        };
                                    };
                                    /** @description The verified question whose reading answered (POST /api/v1/inference/verified), at every exposure */
                                    verified?: {
                                        id: string;
                                        verified_by: string;
                                        /** Format: date-time */
                                        verified_at: string;
                                    };
                                    /** @description A clarification: the readings the agent could not choose between, in words (guarded like the answer). Send one back as `choose` (its index) with `previous` = this correlation_id to have it answered */
                                    options?: string[];
                                } | null;
                                withheld?: string;
                                /** @description The rating given to the answer (POST /api/v1/inference/feedback) */
                                feedback?: {
                                    rating: "up" | "down";
                                    note: string;
                                };
                            }[];
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
                404: {
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
        put?: never;
        post?: never;
        /** Delete one of the signed-in user’s sessions (its audit entries stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The session label the portal sent with its questions */
                    session_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
                404: {
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inference/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate an answer of the agent (thumbs up or down, an optional note), stored against the call’s correlation id
         * @description One rating per call: a later rating replaces the earlier one. Only answered calls of the caller’s own customer can be rated; any other correlation id is 404. The rating shows in the owner’s audit list, joined to the call’s entry.
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
                        /** @description The answered call’s correlation id */
                        correlation_id: string;
                        rating: "up" | "down";
                        /** @description What was wrong (optional) */
                        note?: string;
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
                            rating: "up" | "down";
                            note: string | null;
                            username: string | null;
                            /** Format: date-time */
                            rated_at: string;
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
                404: {
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
    "/api/v1/inference/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions to offer an empty agent session, built from the specs and each one the agent answers
         * @description Trying the candidates holds one of the customer’s inference slots (429 when none frees within CONCURRENCY_WAIT_MS); the list is remembered per set of specs (specs never change).
         */
        get: {
            parameters: {
                query: {
                    /** @description Spec ids, comma-separated */
                    spec_ids: string;
                    /** @description How many questions at most (the portal asks for more to pick follow-ups from) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            questions: string[];
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/core/audit/feedback-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rated questions (owner only) as a question file the quality benchmark reads (TSV)
         * @description Columns: id, utterance, context, targetValue, rating, note, exposure, answer. targetValue and answer only where the call was answered at full exposure. See README “Feedback and the question file”.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/tab-separated-values */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
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
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent/specs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trained semantic specs the portal agent can be asked about, with their project and exposure (Access Agent) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** Format: date-time */
                            trained_at: string | null;
                            project: {
                                id: string;
                                name: string;
                                exposure: "full" | "limited" | "advisory";
                            };
                        }[];
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
            };
        };
        put?: never;
        post?: never;
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
