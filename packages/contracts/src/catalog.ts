// Generated from openapi/catalog.json by `npm run generate -w @sohnne/contracts`. Do not edit.

export interface paths {
    "/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CollectionsController_tree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/by-path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CollectionsController_byPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_lookup"];
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
        BreadcrumbItemDto: {
            /** @example Sofas */
            name: string;
            /** @example living-room/sofas */
            slug_path: string;
        };
        CollectionDto: {
            /** @example /media/collections/sectional-sofas-banner.svg */
            banner: string;
            /** @description Sub-collections (the tree is at most 3 levels deep) */
            children: components["schemas"]["CollectionDto"][];
            description: string;
            faqs: components["schemas"]["CollectionFaqDto"][];
            id: string;
            meta_description: string;
            meta_title: string;
            /** @example Sectional Sofas */
            name: string;
            /** @example sectional-sofas */
            slug: string;
            /**
             * @description Slugs from the top-level collection down to this one
             * @example living-room/sofas/sectional-sofas
             */
            slug_path: string;
            /** @example /media/collections/sectional-sofas.svg */
            thumbnail_desktop: string;
        };
        CollectionFaqDto: {
            answers: string;
            question: string;
        };
        CollectionTreeDto: {
            data: components["schemas"]["CollectionDto"][];
        };
        CollectionWithBreadcrumbDto: {
            /** @example /media/collections/sectional-sofas-banner.svg */
            banner: string;
            /** @description From the top-level collection to this one */
            breadcrumb: components["schemas"]["BreadcrumbItemDto"][];
            /** @description Sub-collections (the tree is at most 3 levels deep) */
            children: components["schemas"]["CollectionDto"][];
            description: string;
            faqs: components["schemas"]["CollectionFaqDto"][];
            id: string;
            meta_description: string;
            meta_title: string;
            /** @example Sectional Sofas */
            name: string;
            /** @example sectional-sofas */
            slug: string;
            /**
             * @description Slugs from the top-level collection down to this one
             * @example living-room/sofas/sectional-sofas
             */
            slug_path: string;
            /** @example /media/collections/sectional-sofas.svg */
            thumbnail_desktop: string;
        };
        ImageDto: {
            alternativeText: string;
            /** @example 1000 */
            height: number;
            /** @example /media/products/egg-chair-jacobsen-style-replica-1.svg */
            url: string;
            /** @example 800 */
            width: number;
        };
        PageMetaDto: {
            /** @example 1 */
            page: number;
            /** @example 24 */
            perPage: number;
            /** @example 59 */
            total: number;
            /** @example 3 */
            totalPages: number;
        };
        ProductDto: {
            /** @example Best Seller */
            badge_text: string | null;
            /**
             * @example [
             *       "lounge-chairs",
             *       "seating"
             *     ]
             */
            collection_slugs: string[];
            description: string;
            /** @example Arne Jacobsen */
            designer: string;
            /** @description Sale price of the default variant, USD */
            discount_price: number | null;
            featured: boolean;
            id: string;
            image: components["schemas"]["ImageDto"] | null;
            image_list: components["schemas"]["ImageDto"][];
            /** @description Whether the default variant is on sale */
            is_discount: boolean;
            /** @example Egg Chair (Jacobsen Style Replica) */
            name: string;
            /** @description List price of the default (first) variant, USD */
            price: number;
            /** @example egg-chair-jacobsen-style-replica */
            slug: string;
            variants: components["schemas"]["VariantDto"][];
        };
        ProductLookupDto: {
            /** @description The products found, in the order asked; unknown ids are left out */
            data: components["schemas"]["ProductDto"][];
        };
        ProductPageDto: {
            data: components["schemas"]["ProductDto"][];
            meta: components["schemas"]["PageMetaDto"];
        };
        VariantDto: {
            /** @description Sale price, USD (when is_discount) */
            discount_price: number | null;
            gallery: components["schemas"]["ImageDto"][];
            id: string;
            /** @description The shopper pays discount_price when true, price otherwise */
            is_discount: boolean;
            /**
             * @description List price, USD
             * @example 1299
             */
            price: number;
            /** @example Color */
            type: string;
            /** @example Olive Wool */
            value: string;
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
    CollectionsController_tree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level collections with their children (up to 3 levels) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTreeDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CollectionsController_byPath: {
        parameters: {
            query: {
                /** @description Collection slugs from the top level down, joined by "/" */
                path: string;
            };
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
                    "application/json": components["schemas"]["CollectionWithBreadcrumbDto"];
                };
            };
            /** @description Missing or malformed path */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No collection at that path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProductsController_list: {
        parameters: {
            query?: {
                /** @description Only products listed in this collection (slug) */
                collection?: string;
                /** @description Only featured (true) or only other (false) products */
                featured?: boolean;
                page?: number;
                perPage?: number;
            };
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
                    "application/json": components["schemas"]["ProductPageDto"];
                };
            };
            /** @description Unknown or malformed query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProductsController_bySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No product with that slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProductsController_lookup: {
        parameters: {
            query: {
                /** @description Comma-separated product ids, at most 100 */
                ids: string;
            };
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
                    "application/json": components["schemas"]["ProductLookupDto"];
                };
            };
            /** @description No ids, more than 100, or a malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
