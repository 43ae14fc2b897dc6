// Generated from openapi/catalog.json by `npm run generate -w @sohnne/contracts-generator`. Do not edit.

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
    "/api/collections/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CollectionsController_listing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designers/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DesignersController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/looks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LooksController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MaterialsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/designers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DesignersController_page"];
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
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SearchController_suggest"];
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
        CollectionDescriptionDto: {
            content: string;
            title: string;
        };
        CollectionDto: {
            /** @example /media/collections/sectional-sofas-banner.svg */
            banner: string;
            /** @description Sub-collections (the tree is at most 3 levels deep) */
            children: components["schemas"]["CollectionDto"][];
            description: string;
            /** @description Long-form sections shown below the grid */
            description_collection: components["schemas"]["CollectionDescriptionDto"][];
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
            /** @description Long-form sections shown below the grid */
            description_collection: components["schemas"]["CollectionDescriptionDto"][];
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
        DesignerDto: {
            avatar: components["schemas"]["ImageDto"];
            /** @description Sanitized HTML (paragraphs, emphasis, links, lists) */
            biography: string;
            /**
             * @description 'View All'
             * @example /collections/designer-furniture/jacobsen
             */
            collection_path: string;
            /** @description Null when not recorded */
            country: string | null;
            meta_description: string;
            meta_title: string;
            name: string;
            /** @description How many products the designer collection has */
            product_count: number;
            /** @description Up to 4 of the designer's products as cards (a 'Sale' when was_price is not null) */
            products: components["schemas"]["ProductCardDto"][];
            slug: string;
        };
        DesignerListItemDto: {
            avatar: components["schemas"]["ImageDto"];
            /**
             * @description 'United States' when not recorded
             * @example Denmark
             */
            country: string;
            /** @example Arne Jacobsen */
            name: string;
            /** @example jacobsen */
            slug: string;
        };
        DesignerPageDataDto: {
            results: components["schemas"]["DesignerResultsDto"];
        };
        DesignerPageDto: {
            data: components["schemas"]["DesignerPageDataDto"];
        };
        DesignerRefDto: {
            /** @example Arne Jacobsen */
            name: string;
            /**
             * @description Links to /designer/{slug}
             * @example jacobsen
             */
            slug: string;
        };
        DesignerResultsDto: {
            data: components["schemas"]["DesignerListItemDto"][];
            /** @example 1 */
            page: number;
            /** @example 24 */
            perPage: number;
            /** @example 59 */
            total: number;
            /** @example 3 */
            totalPages: number;
        };
        ExpressFacetDto: {
            count: number;
        };
        FacetOptionDto: {
            /** @description Products this option gives with the other active filters */
            count: number;
            /** @example Leather */
            label: string;
            selected: boolean;
            /**
             * @description The value to put in the query, e.g. material[0]=leather
             * @example leather
             */
            value: string;
        };
        FacetsDto: {
            category: components["schemas"]["FacetOptionDto"][];
            color: components["schemas"]["FacetOptionDto"][];
            express_shipping: components["schemas"]["ExpressFacetDto"];
            material: components["schemas"]["FacetOptionDto"][];
            /** @description Price range the other filters give */
            price: components["schemas"]["PriceFacetDto"];
        };
        HotspotDto: {
            /** @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount */
            pay_price: number;
            productId: string;
            productImage: components["schemas"]["ImageDto"] | null;
            /** @description Whether it is on sale */
            productIsDiscount: boolean;
            /** @example /product/egg-chair-jacobsen-style-replica */
            productLink: string;
            /** @description List price, USD (struck through when on sale) */
            productListPrice: number;
            productName: string;
            /** @description What it sells for, USD (the sale price when discounted) */
            productPrice: number;
            /** @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null */
            was_price: number | null;
            /**
             * @description Percent from the left
             * @example 22
             */
            x: number;
            /**
             * @description Percent from the top
             * @example 62
             */
            y: number;
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
        ListingBreadcrumbItemDto: {
            /** @example Seating */
            name: string;
            /** @example /collections/seating */
            path: string;
            /** @example seating */
            slug_path: string;
        };
        ListingCollectionDto: {
            /** @example /media/collections/sectional-sofas-banner.svg */
            banner: string;
            /**
             * @description Always the unfiltered, first page
             * @example http://localhost:8080/collections/seating/lounge-chairs
             */
            canonical_url: string;
            /** @description Sub-collections (the tree is at most 3 levels deep) */
            children: components["schemas"]["CollectionDto"][];
            /** @description The same picture as banner (the spec names both) */
            collection_banner: string;
            description: string;
            /** @description Long-form sections shown below the grid */
            description_collection: components["schemas"]["CollectionDescriptionDto"][];
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
            /**
             * @description The page title: '{name} Collection' for a designer's collection
             * @example Lounge Chairs
             */
            title: string;
        };
        ListingDesignerDto: {
            avatar: components["schemas"]["ImageDto"];
            country: string | null;
            name: string;
            slug: string;
        };
        ListingDto: {
            /** @description Every level from the top, this collection last */
            breadcrumb: components["schemas"]["ListingBreadcrumbItemDto"][];
            collection: components["schemas"]["ListingCollectionDto"];
            /** @description Set on /collections/designer-furniture/{slug} */
            designer: components["schemas"]["ListingDesignerDto"] | null;
            facets: components["schemas"]["FacetsDto"];
            /** @description One page of the filtered products as cards (the product page has the rest) */
            products: components["schemas"]["ProductCardPageDto"];
            /**
             * @description The active filters, page and sort in the page URL form, normalized
             * @example material%5B0%5D=leather
             */
            query: string;
        };
        LookDto: {
            hotspots: components["schemas"]["HotspotDto"][];
            image: components["schemas"]["ImageDto"];
            /** @example Living Room */
            name: string;
            /** @example living-room */
            slug: string;
        };
        LookListDto: {
            /** @description Living room first (the default tab), then dining room, bedroom, office */
            data: components["schemas"]["LookDto"][];
        };
        MaterialDto: {
            description: string;
            /** @example Boucle */
            name: string;
            /** @example boucle */
            slug: string;
            swatches: components["schemas"]["SwatchDto"][];
        };
        MaterialListDto: {
            data: components["schemas"]["MaterialDto"][];
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
        PriceFacetDto: {
            max: number | null;
            min: number | null;
        };
        ProductBreadcrumbItemDto: {
            /** @example Seating */
            name: string;
            /** @example /collections/seating */
            path: string;
        };
        ProductCardDto: {
            /** @example Best Seller */
            badge_text: string | null;
            /** @example Arne Jacobsen */
            designer: string;
            id: string;
            /** @description The card's picture: the first product image, else the default variant's first */
            image: components["schemas"]["ImageDto"] | null;
            /** @example Egg Chair (Jacobsen Style Replica) */
            name: string;
            /**
             * @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount (the default variant)
             * @example 1299
             */
            pay_price: number;
            /**
             * @description Links to /product/{slug}
             * @example egg-chair-jacobsen-style-replica
             */
            slug: string;
            /** @description The default (first) variant's id: what 'Add to cart' adds */
            variant_id: string;
            /**
             * @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null (the default variant)
             * @example null
             */
            was_price: number | null;
        };
        ProductCardPageDto: {
            data: components["schemas"]["ProductCardDto"][];
            meta: components["schemas"]["PageMetaDto"];
        };
        ProductDetailDto: {
            /** @example Best Seller */
            badge_text: string | null;
            /** @description Its primary collection path, top level first */
            breadcrumb: components["schemas"]["ProductBreadcrumbItemDto"][];
            /**
             * @description The product's own (leaf) collection
             * @example lounge-chairs
             */
            category: string;
            /**
             * @example [
             *       "lounge-chairs",
             *       "seating"
             *     ]
             */
            collection_slugs: string[];
            /**
             * @description Colour families of the variants
             * @example [
             *       "green",
             *       "brown"
             *     ]
             */
            colors: string[];
            /** @example In stock: ships within 1 business day with express delivery in 3 to 5 business days (US). */
            delivery_note: string;
            description: string;
            /** @example Arne Jacobsen */
            designer: string;
            /** @description Null for our own studio designs */
            designer_ref: components["schemas"]["DesignerRefDto"] | null;
            /** @example W 86 x D 79 x H 107 cm, seat height 37 cm */
            dimensions: string;
            /** @description Sale price of the default variant, USD, when on sale, else null */
            discount_price: number | null;
            /** @description Ships within a day with express delivery */
            express_shipping: boolean;
            featured: boolean;
            id: string;
            /** @description The card's picture: the first product image, else the default variant's first */
            image: components["schemas"]["ImageDto"] | null;
            image_list: components["schemas"]["ImageDto"][];
            /** @description Whether the default variant is on sale */
            is_discount: boolean;
            /**
             * @example [
             *       "Fibreglass",
             *       "Wool"
             *     ]
             */
            materials: string[];
            /** @example Egg Chair (Jacobsen Style Replica) */
            name: string;
            /**
             * @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount (the default variant)
             * @example 1299
             */
            pay_price: number;
            /** @description List price of the default (first) variant, USD */
            price: number;
            /** @description 'You may also like': up to 4 products from the same collections, as cards */
            related: components["schemas"]["ProductCardDto"][];
            /**
             * @description Links to /product/{slug}
             * @example egg-chair-jacobsen-style-replica
             */
            slug: string;
            /** @description The default (first) variant's id: what 'Add to cart' adds */
            variant_id: string;
            variants: components["schemas"]["VariantDto"][];
            /**
             * @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null (the default variant)
             * @example null
             */
            was_price: number | null;
        };
        ProductDto: {
            /** @example Best Seller */
            badge_text: string | null;
            /**
             * @description The product's own (leaf) collection
             * @example lounge-chairs
             */
            category: string;
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
            /** @description Null for our own studio designs */
            designer_ref: components["schemas"]["DesignerRefDto"] | null;
            /** @description Sale price of the default variant, USD, when on sale, else null */
            discount_price: number | null;
            /** @description Ships within a day with express delivery */
            express_shipping: boolean;
            featured: boolean;
            id: string;
            /** @description The card's picture: the first product image, else the default variant's first */
            image: components["schemas"]["ImageDto"] | null;
            image_list: components["schemas"]["ImageDto"][];
            /** @description Whether the default variant is on sale */
            is_discount: boolean;
            /** @example Egg Chair (Jacobsen Style Replica) */
            name: string;
            /**
             * @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount (the default variant)
             * @example 1299
             */
            pay_price: number;
            /** @description List price of the default (first) variant, USD */
            price: number;
            /**
             * @description Links to /product/{slug}
             * @example egg-chair-jacobsen-style-replica
             */
            slug: string;
            /** @description The default (first) variant's id: what 'Add to cart' adds */
            variant_id: string;
            variants: components["schemas"]["VariantDto"][];
            /**
             * @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null (the default variant)
             * @example null
             */
            was_price: number | null;
        };
        ProductLookupDto: {
            /** @description The products found, in the order asked; unknown ids are left out */
            data: components["schemas"]["ProductDto"][];
        };
        ProductPageDto: {
            data: components["schemas"]["ProductDto"][];
            meta: components["schemas"]["PageMetaDto"];
        };
        SearchResultDto: {
            currentPage: number;
            /** @description How many products matched */
            productFound: number;
            /** @description One page (12) of matches, best first, as cards */
            products: components["schemas"]["ProductCardDto"][];
            searchQuery: string;
            totalPages: number;
        };
        SuggestionDto: {
            /** @description Sale price, USD, when on sale */
            discount_price: number | null;
            id: string;
            image: components["schemas"]["ImageDto"] | null;
            /** @description Whether it is on sale */
            is_discount: boolean;
            name: string;
            /** @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount */
            pay_price: number;
            /** @description List price, USD */
            price: number;
            slug: string;
            /** @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null */
            was_price: number | null;
        };
        SuggestionsDto: {
            /** @description Up to 6 */
            data: components["schemas"]["SuggestionDto"][];
        };
        SwatchDto: {
            /** @example #F1EADD */
            hex: string;
            /** @example Ivory */
            name: string;
        };
        VariantDto: {
            /** @description Sale price, USD, when on sale (is_discount), else null */
            discount_price: number | null;
            gallery: components["schemas"]["ImageDto"][];
            id: string;
            /** @description Whether the variant is on sale (pay_price is then its sale price) */
            is_discount: boolean;
            /**
             * @description What a shopper pays now, USD: the sale price when on sale, else the list price. Show this; never work it out from price, discount_price and is_discount
             * @example 1299
             */
            pay_price: number;
            /**
             * @description List price, USD
             * @example 1299
             */
            price: number;
            /** @example Color */
            type: string;
            /** @example Olive Wool */
            value: string;
            /**
             * @description The price pay_price replaces (the list price, struck through) when on sale, else null: a Sale badge shows when it is not null
             * @example null
             */
            was_price: number | null;
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CollectionsController_listing: {
        parameters: {
            query: {
                /** @description featured (default): the collection's own order; price_asc, price_desc: by the price paid (pay_price), ties in the featured order */
                sort?: "featured" | "price_asc" | "price_desc";
                express_shipping?: "true" | "false";
                "price[max]"?: number;
                "price[min]"?: number;
                /** @description color[0], color[1], …: colour values from the facets (ORed) */
                "color[0]"?: unknown;
                /** @description material[0], material[1], …: material values from the facets (ORed) */
                "material[0]"?: unknown;
                /** @description category[0], category[1], …: leaf collection slugs (ORed) */
                "category[0]"?: unknown;
                /** @description 1 to 100, default 24 */
                perPage?: number;
                page?: number;
                /** @description Slug path; designer-furniture/{slug} is a designer collection */
                path: unknown;
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
                    "application/json": components["schemas"]["ListingDto"];
                };
            };
            /** @description Unknown filter key, negative page, non-numeric price, price[min] above price[max], malformed slug, unknown sort */
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DesignersController_bySlug: {
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
                    "application/json": components["schemas"]["DesignerDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No designer with that slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shop-the-look rooms with hotspots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookListDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MaterialsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upholstery families with their colour swatches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialListDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DesignersController_page: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Designers by name; data.results.data holds the page (fewer than perPage on the last) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesignerPageDto"];
                };
            };
            /** @description Malformed page or perPage, or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
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
                /** @description Products related to this one (same collections, it left out): 'You may also like' */
                related_to?: string;
                /** @description Only products with this badge, e.g. 'Best Seller' */
                badge?: string;
                /** @description Only products whose default variant is on sale (true), e.g. the 'Premium Replicas' list */
                on_sale?: boolean;
                page?: number;
                /** @description Page size: the limit for a fragment */
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ordered by name; with related_to, by relatedness */
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
            /** @description related_to names no product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
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
            /** @description Everything a product page shows, with 'You may also like' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetailDto"];
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SearchController_search: {
        parameters: {
            query?: {
                /** @description What the shopper typed */
                product?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranked, typo-tolerant matches on name, designer, collection, material and description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultDto"];
                };
            };
            /** @description Malformed page, query over 100 characters, or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SearchController_suggest: {
        parameters: {
            query: {
                /** @description The text typed so far */
                q: string;
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
                    "application/json": components["schemas"]["SuggestionsDto"];
                };
            };
            /** @description Missing q, over 100 characters, or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
