// Generated from openapi/commerce.json by `npm run generate -w @sohnne/contracts`. Do not edit.

export interface paths {
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CartController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CartController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["CartController_remove"];
        options?: never;
        head?: never;
        patch: operations["CartController_update"];
        trace?: never;
    };
    "/api/currency/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CurrencyController_rates"];
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
        AddItemDto: {
            /** @example 66f0c0ffee0000000000a001 */
            productId: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description Variant id; the first (default) variant when left out
             * @example 66f0c0ffee0000000000b001
             */
            variantId?: string;
        };
        CartDto: {
            /** @description Sum of quantities */
            count: number;
            lines: components["schemas"]["CartLineDto"][];
            /** @description USD */
            subtotal: number;
        };
        CartLineDto: {
            id: string;
            image: components["schemas"]["ImageDto"] | null;
            /** @description unitPrice * quantity, USD */
            lineTotal: number;
            name: string;
            productId: string;
            quantity: number;
            slug: string;
            /** @description USD, from the catalog service */
            unitPrice: number;
            variantId: string;
            /** @example Color: Walnut */
            variantLabel: string;
        };
        ImageDto: {
            alternativeText: string;
            height: number;
            url: string;
            width: number;
        };
        RatesDto: {
            /** @enum {string} */
            base: "USD";
            /** @description Units of each currency per 1 USD */
            rates: components["schemas"]["RatesMapDto"];
        };
        RatesMapDto: {
            /** @example 0.92 */
            EUR: number;
            /** @example 0.79 */
            GBP: number;
            /** @example 1 */
            USD: number;
        };
        UpdateItemDto: {
            /** @example 2 */
            quantity: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    CartController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CartController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Invalid body, or 'Unknown product' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid or missing CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CartController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CartController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description No such line in this cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CurrencyController_rates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesDto"];
                };
            };
            /** @description No exchange rates stored (database not seeded) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
