// Generated from openapi/content.json by `npm run generate -w @sohnne/contracts-generator`. Do not edit.

export interface paths {
    "/api/content/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FormsController_contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/contact-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FormsController_contactChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/faqs/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FaqsController_byGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/content/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FormsController_subscribe"];
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
    "/api/content/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlogController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/press": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PressController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/privacy-choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FormsController_privacyChoice"];
        put?: never;
        post: operations["FormsController_setPrivacyChoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/programs/carousels/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProgramsController_carousel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/programs/professional-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProgramsController_professionalServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReviewsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/showrooms/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShowroomsController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SeoController_siteMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/blogs/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BlogLinksController_sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SiteFilesController_robotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SiteFilesController_sitemapXml"];
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
        AuthorDetailsDto: {
            avatar_urls: components["schemas"]["AvatarUrlsDto"];
            /** @example Mara Lindqvist */
            name: string;
        };
        AvatarUrlsDto: {
            /** @example /media/blog/authors/mara-lindqvist.svg */
            96: string;
        };
        CarouselDto: {
            entries: components["schemas"]["CarouselEntryDto"][];
            /** @enum {string} */
            name: "affiliates" | "ambassadors";
        };
        CarouselEntryDto: {
            /** @example @nina.at.home */
            handle: string;
            /** @example Nina Alvarez */
            name: string;
            photo: components["schemas"]["ImageDto"];
        };
        ContactChannelsDto: {
            /**
             * @description The number as it is shown
             * @example +15550132025
             */
            number: string;
            /**
             * @description A text message to the configured number
             * @example sms:+15550132025
             */
            sms: string;
            /**
             * @description A WhatsApp chat with the configured number
             * @example https://wa.me/15550132025
             */
            whatsapp: string;
        };
        ContactMessageDto: {
            /** @example ada@example.com */
            email: string;
            /** @example When will my sofa arrive? */
            message: string;
            /** @example Ada Wren */
            name: string;
            /** @enum {string} */
            topic: "Order status" | "Delivery" | "Returns & Refunds" | "Product question" | "Warranty" | "Trade & Professionals" | "Other";
        };
        ContactResultDto: {
            /** @example true */
            received: boolean;
        };
        FaqGroupDto: {
            /** @enum {string} */
            group: "help" | "customer-care" | "customer-care-popular" | "financing";
            topics: components["schemas"]["FaqTopicDto"][];
        };
        FaqItemDto: {
            /**
             * @description Plain text
             * @example Yes, before it ships, with a 5% cancellation fee.
             */
            answers: string;
            /** @example Can I cancel my order? */
            question: string;
        };
        FaqTopicDto: {
            items: components["schemas"]["FaqItemDto"][];
            /** @example Cancellation Policy */
            topic: string;
        };
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
        ImageDto: {
            /** @example 500 */
            height: number;
            /** @example /media/people/nina-at-home.svg */
            url: string;
            /** @example 400 */
            width: number;
        };
        MapImageDto: {
            /** @example 675 */
            height: number;
            /** @example /media/showrooms/sohnne-london.svg */
            url: string;
            /** @example 1200 */
            width: number;
        };
        NewsletterResultDto: {
            /** @example ada@example.com */
            email: string;
            /** @example true */
            subscribed: boolean;
        };
        NewsletterSignupDto: {
            /** @example ada@example.com */
            email: string;
            /** @example Ada */
            name?: string;
            /**
             * @default blog
             * @enum {string}
             */
            source: "blog" | "footer" | "home" | "professionals";
        };
        OpeningHoursDto: {
            /** @example Monday - Friday */
            days: string;
            /** @example 10:00 - 19:00 */
            time: string;
        };
        PageDto: {
            /** @description Sanitized HTML body (headings h2-h4, paragraphs, lists, links) */
            html: string;
            /** @example about-us */
            slug: string;
            /** @example About Us */
            title: string;
        };
        PostDto: {
            author_details: components["schemas"]["AuthorDetailsDto"];
            /**
             * @example [
             *       "Design History"
             *     ]
             */
            categories_name: string[];
            /** @description Sanitized body HTML (h1-h3 headings kept) */
            content: components["schemas"]["RenderedDto"];
            /** @example 2023-01-12T09:00:00 */
            date: string;
            /** @example 2023-01-12T09:00:00 */
            date_gmt: string;
            excerpt: components["schemas"]["RenderedDto"];
            /** @example /media/blog/what-makes-a-design-mid-century.svg */
            featured_image_src: string;
            /** @example 1000 */
            id: number;
            /** @example /media/blog/what-makes-a-design-mid-century.svg */
            jetpack_featured_media_url: string;
            /** @example what-makes-a-design-mid-century */
            slug: string;
            title: components["schemas"]["RenderedDto"];
            uagb_featured_image_src: components["schemas"]["UagbImageDto"];
        };
        PostPageDto: {
            /** @example 1 */
            currentPage: number;
            posts: components["schemas"]["PostDto"][];
            /** @example 4 */
            totalPages: number;
        };
        PressContactDto: {
            /** @example press@sohnne.test */
            email: string;
            /** @example Media enquiries */
            label: string;
        };
        PressContactsDto: {
            media: components["schemas"]["PressContactDto"];
            partnerships: components["schemas"]["PressContactDto"];
        };
        PressDto: {
            contacts: components["schemas"]["PressContactsDto"];
            quotes: components["schemas"]["PressQuoteDto"][];
        };
        PressQuoteDto: {
            /** @example The Design Ledger */
            outlet: string;
            /** @example Sohnne makes the icons of the fifties feel at home in a city apartment. */
            quote: string;
        };
        PrivacyChoiceDto: {
            /** @description To apply the choice to an account or past orders as well */
            email?: string;
            /** @description true: do not sell or share my personal information */
            optOut: boolean;
        };
        PrivacyChoiceStateDto: {
            /** @example false */
            optOut: boolean;
        };
        ProfessionalServiceDto: {
            icon: components["schemas"]["ImageDto"];
            /** @example Trade pricing */
            name: string;
        };
        ProfessionalServicesDto: {
            services: components["schemas"]["ProfessionalServiceDto"][];
        };
        RenderedDto: {
            /** @description Sanitized HTML */
            rendered: string;
        };
        ReviewDto: {
            /** @example Hannah K. */
            author: string;
            /** @description Plain text */
            body: string;
            /** @example 2024-01-03T00:00:00.000Z */
            date: string;
            /** @example r-001 */
            id: string;
            /** @example 5 */
            rating: number;
            /** @example Better than I expected */
            title: string;
            /** @example true */
            verified: boolean;
        };
        ReviewPageDto: {
            /** @example 1 */
            currentPage: number;
            reviews: components["schemas"]["ReviewDto"][];
            summary: components["schemas"]["ReviewSummaryDto"];
            /** @example 4 */
            totalPages: number;
        };
        ReviewSummaryDto: {
            /**
             * @description Rounded to one decimal; 0 without reviews
             * @example 4.5
             */
            average: number;
            /** @example 40 */
            count: number;
            /** @description How many reviews gave each number of stars */
            distribution: components["schemas"]["StarDistributionDto"];
        };
        ShowroomAddressDto: {
            /** @example London */
            city: string;
            /** @example United Kingdom */
            country: string;
            /** @example E2 7DJ */
            postcode: string;
            /**
             * @description The state of a US address
             * @example CA
             */
            state?: string;
            /** @example 42 Redchurch Street */
            street: string;
        };
        ShowroomDto: {
            address: components["schemas"]["ShowroomAddressDto"];
            /** @description Opens directions in a maps service (use target="_blank" rel="noopener") */
            directionsUrl: string;
            hours: components["schemas"]["OpeningHoursDto"][];
            map: components["schemas"]["MapImageDto"];
            /** @example Sohnne London */
            name: string;
            /** @example +44 20 7946 0125 */
            phone: string;
            /** @example sohnne-london */
            slug: string;
        };
        SiteCollectionDto: {
            /** @description Sub-collections (three levels in all) */
            children: components["schemas"]["SiteCollectionDto"][];
            /** @example Lounge Chairs */
            name: string;
            /** @example /collections/seating/lounge-chairs */
            path: string;
        };
        SiteMapDto: {
            /** @description The collection tree, three levels */
            collections: components["schemas"]["SiteCollectionDto"][];
            /** @description The supporting pages, one entry a page, from the MFEs' live route lists: every fixed path but the spec's excluded segments */
            pages: components["schemas"]["SitePageDto"][];
            /** @description Every product, by name */
            products: components["schemas"]["SiteProductDto"][];
        };
        SitePageDto: {
            /** @example /about-us */
            path: string;
            /** @example About Us */
            title: string;
        };
        SiteProductDto: {
            /** @example Egg Chair (Jacobsen Style Replica) */
            name: string;
            /** @example /product/egg-chair-jacobsen-style-replica */
            path: string;
        };
        SitemapEntryDto: {
            /** @example What Makes a Design Mid-Century? */
            title: string;
            /** @example /what-makes-a-design-mid-century */
            url: string;
        };
        SitemapPageDto: {
            results: components["schemas"]["SitemapEntryDto"][];
        };
        StarDistributionDto: {
            1: number;
            2: number;
            3: number;
            4: number;
            5: number;
        };
        UagbImageDto: {
            /** @description [url, width, height, resized] */
            full: unknown[];
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
    FormsController_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResultDto"];
                };
            };
            /** @description Missing name, invalid e-mail, unknown topic or a message of the wrong length */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many submissions from this client */
            429: {
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
    FormsController_contactChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WhatsApp and SMS links of the configured contact number (CONTACT_MESSAGE_NUMBER) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactChannelsDto"];
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
    FaqsController_byGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: "help" | "customer-care" | "customer-care-popular" | "financing";
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
                    "application/json": components["schemas"]["FaqGroupDto"];
                };
            };
            /** @description Unknown group or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The group has not been seeded */
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FormsController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSignupDto"];
            };
        };
        responses: {
            /** @description Subscribed (again: a repeat changes nothing but the name) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResultDto"];
                };
            };
            /** @description Invalid e-mail, name or source */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many submissions from this client */
            429: {
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BlogController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPageDto"];
                };
            };
            /** @description page is not a whole number of 1 or more, or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The configured WordPress site cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BlogController_bySlug: {
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
                    "application/json": components["schemas"]["PostDto"];
                };
            };
            /** @description Malformed slug or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No post with that slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The configured WordPress site cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PressController_get: {
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
                    "application/json": components["schemas"]["PressDto"];
                };
            };
            /** @description Unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The press content has not been seeded */
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
    FormsController_privacyChoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This visitor's 'Do Not Sell or Share' choice (false until made) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyChoiceStateDto"];
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
    FormsController_setPrivacyChoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyChoiceDto"];
            };
        };
        responses: {
            /** @description The choice is recorded and remembered in a cookie for a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyChoiceStateDto"];
                };
            };
            /** @description optOut missing or not a boolean, or an invalid e-mail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many submissions from this client */
            429: {
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
    ProgramsController_carousel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "affiliates" | "ambassadors";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 'Meet the Affiliates' / ambassadors carousel entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarouselDto"];
                };
            };
            /** @description Unknown carousel name or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The carousel has not been seeded */
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
    ProgramsController_professionalServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The /professionals services with their icons, in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfessionalServicesDto"];
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
    ReviewsController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The star summary and one page of reviews, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPageDto"];
                };
            };
            /** @description page is not a whole number of 1 or more, or unknown query parameters */
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
    ShowroomsController_bySlug: {
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
                    "application/json": components["schemas"]["ShowroomDto"];
                };
            };
            /** @description Malformed slug or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No showroom with that slug */
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
    SeoController_siteMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public pages, the collection tree (three levels) and every product, for the /sitemap page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteMapDto"];
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
    BlogLinksController_sitemap: {
        parameters: {
            query?: {
                offset?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Post links for the sitemap, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapPageDto"];
                };
            };
            /** @description offset or perPage out of range, or unknown query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The configured WordPress site cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SiteFilesController_robotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Crawl rules and the absolute sitemap URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
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
    SiteFilesController_sitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org urlset: every public page, collection, product, designer and post with lastmod */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
}
