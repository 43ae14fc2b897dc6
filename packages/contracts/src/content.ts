// Generated from openapi/content.json by `npm run generate -w @sohnne/contracts`. Do not edit.

export interface paths {
    "/api/content/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HomeController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PagesController_bySlug"];
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
        HomeCarousel: {
            /**
             * @description Title of the featured-products carousel (the catalog's fragment)
             * @example Featured Classics
             */
            title: string;
        };
        HomeCta: {
            /** @example /collections */
            href: string;
            /** @example Shop Collections */
            label: string;
        };
        HomeDto: {
            carousel: components["schemas"]["HomeCarousel"];
            hero: components["schemas"]["HomeHero"];
        };
        HomeHero: {
            cta: components["schemas"]["HomeCta"];
            image: components["schemas"]["HomeImage"];
            subtitle: string;
            title: string;
        };
        HomeImage: {
            alternativeText: string;
            /** @example 900 */
            height: number;
            /** @example /media/hero.svg */
            url: string;
            /** @example 1600 */
            width: number;
        };
        PageDto: {
            /** @description Sanitized HTML body (headings h2-h4, paragraphs, lists, links) */
            html: string;
            /** @example about-us */
            slug: string;
            /** @example About Us */
            title: string;
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
    HomeController_get: {
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
                    "application/json": components["schemas"]["HomeDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The home content has not been seeded */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PagesController_bySlug: {
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
                    "application/json": components["schemas"]["PageDto"];
                };
            };
            /** @description Malformed slug or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No page with that slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
