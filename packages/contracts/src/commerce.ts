// Generated from openapi/commerce.json by `npm run generate -w @sohnne/contracts-generator`. Do not edit.

export interface paths {
    "/api/auth/invoice/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InvoiceController_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/cart/protection-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProtectionPlanController_get"];
        put?: never;
        post: operations["ProtectionPlanController_add"];
        delete: operations["ProtectionPlanController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CheckoutController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CheckoutController_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CheckoutController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CheckoutController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CouponCheckController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RewardsController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RewardsController_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VouchersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trade/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TradeController_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderHistoryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["OrderHistoryController_cancel"];
        trace?: never;
    };
    "/api/transaction/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderHistoryController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TransactionsController_track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/utm/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TransactionsController_storeUtm"];
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
        CancelOrderDto: {
            /** @enum {string} */
            status: "Canceled";
            /** @description The invoice id */
            transactionId: string;
        };
        CardDto: {
            /** @example 123 */
            cvc: string;
            exp_month: number;
            /** @example 2030 */
            exp_year: number;
            /** @example 4242 4242 4242 4242 */
            number: string;
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
        CheckoutDto: {
            address: components["schemas"]["ShippingAddressDto"];
            contact: components["schemas"]["ContactDto"];
            /** @example WELCOME35 */
            coupon_code?: string;
            payment: components["schemas"]["PaymentDto"];
        };
        CheckoutResponseDto: {
            /** @description Stripe: confirm in the browser when the bank asks for it */
            client_secret?: string;
            invoice_id: string;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
            total: number;
        };
        CheckoutSettingsDto: {
            /** @description Test mode: a card number that is accepted */
            accepted_test_cards: string[];
            /** @description Test mode: a card number that is declined */
            declined_test_cards: string[];
            /**
             * @description The payment provider in use
             * @enum {string}
             */
            payment_provider: "test" | "stripe";
            /** @description True when cards are charged by the test provider (no money moves) */
            test_mode: boolean;
            /**
             * @description The order-tracking page framed by /track-my-order
             * @example http://localhost:3005
             */
            tracking_url: string;
        };
        ContactDto: {
            email: string;
            phone: string;
        };
        CouponValidDto: {
            code: string;
            /** @description USD off the current cart */
            discount: number;
            subtotal: number;
        };
        DeclinedResponseDto: {
            invoice_id: string;
            /** @example Your card was declined. Please use another card. */
            message: string;
            /** @example DECLINED */
            status: string;
            /** @example 402 */
            statusCode: number;
        };
        DetailAddressDto: {
            city: string;
            /**
             * @description ISO code
             * @example US
             */
            country: string;
            house_number: string;
            phone_number: string;
            postal_code: string;
            state: string;
            street_address: string;
        };
        ImageDto: {
            alternativeText: string;
            height: number;
            url: string;
            width: number;
        };
        InvoiceAddressDto: {
            city: string;
            country: string;
            house_number: string;
            phone_number: string;
            postal_code: string;
            state: string;
            street_address: string;
        };
        InvoiceImageDto: {
            alternativeText: string;
            height: number;
            url: string;
            width: number;
        };
        InvoiceLineDto: {
            address: components["schemas"]["InvoiceAddressDto"][];
            coupon_value: number;
            first_name: string;
            invoice_id: string;
            last_name: string;
            /** @description price × quantity, stored when the order was placed (USD) */
            line_total: number;
            /** @description What the shopper paid for one (USD) */
            price: number;
            product: components["schemas"]["InvoiceProductDto"];
            quantity: number;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
            /** @description Percent */
            tax_rate: number;
            totals: components["schemas"]["OrderTotalsDto"];
            user_email: string;
        };
        InvoiceProductAttributesDto: {
            name: string;
            product_variants: components["schemas"]["ProductVariantDto"][];
            slug: string;
            variants: components["schemas"]["InvoiceVariantDto"][];
        };
        InvoiceProductDataDto: {
            attributes: components["schemas"]["InvoiceProductAttributesDto"];
            id: string;
        };
        InvoiceProductDto: {
            data: components["schemas"]["InvoiceProductDataDto"];
        };
        InvoiceVariantDto: {
            discount_price: number | null;
            gallery: components["schemas"]["InvoiceImageDto"][];
            id: string;
            is_discount: boolean;
            price: number;
            type: string;
            value: string;
        };
        LedgerEntryDto: {
            /** Format: date-time */
            created_at: string;
            points: number;
            reason: string;
        };
        OrderDetailDto: {
            data: components["schemas"]["OrderDetailLineDto"][];
        };
        OrderDetailLineDto: {
            address: components["schemas"]["DetailAddressDto"][];
            coupon_value: number;
            /** Format: date-time */
            created_at: string;
            first_name: string;
            id: string;
            invoice_id: string;
            last_name: string;
            /** @description price × quantity, stored when the order was placed (USD) */
            line_total: number;
            /** @description What the shopper paid for one (USD) */
            price: number;
            /** @description Product name */
            product: string;
            quantity: number;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
            totals: components["schemas"]["OrderTotalsDto"];
            user_email: string;
            /** @example Leather: Black */
            variant_combination: string;
        };
        OrderListDto: {
            data: components["schemas"]["OrderRowDto"][];
        };
        OrderRowDto: {
            /** Format: date-time */
            created_at: string;
            invoice_id: string;
            /** @description The first item’s name, with how many more */
            item: string;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
            total: number;
        };
        OrderTotalsDto: {
            /** @description The coupon discount (USD) */
            discount: number;
            /** @example Free premium shipping, estimated 2-5 business days */
            shipping_label: string;
            /** @description Σ price × quantity (USD) */
            subtotal: number;
            /** @description tax_rate × (subtotal − discount), rounded down (USD) */
            tax: number;
            /** @description subtotal − discount (USD; shipping is free) */
            total: number;
        };
        PaymentDto: {
            card?: components["schemas"]["CardDto"];
            /** @description Stripe: the PaymentMethod id made by Stripe.js (pm_…) */
            paymentMethodId?: string;
        };
        ProductVariantDto: {
            id: string;
            price: number;
            type: string;
            value: string;
        };
        ProtectionPlanDto: {
            /** @description Whether the current cart has the plan */
            added: boolean;
            /** @example per month */
            billing: string;
            /** @example 2500 */
            claim_limit_per_year: number;
            /** @example Protection plan */
            name: string;
            /** @example 9.99 */
            price: number;
        };
        QuoteDestinationDto: {
            /** @example US */
            country: string;
            /** @example NY */
            state?: string;
        };
        QuoteDto: {
            /** @description Without it the tax is 0 */
            address?: components["schemas"]["QuoteDestinationDto"];
            coupon_code?: string;
        };
        QuoteLineDto: {
            id: string;
            lineTotal: number;
            name: string;
            price: number;
            productId: string;
            quantity: number;
            variantId: string;
            variantLabel: string;
        };
        QuoteResponseDto: {
            /** @description The applied coupon code */
            coupon_code?: string;
            /** @description Why the coupon does not apply */
            coupon_message?: string;
            /** @example USD */
            currency: string;
            discount: number;
            lines: components["schemas"]["QuoteLineDto"][];
            /** @example 0 */
            shipping: number;
            /** @example Free premium shipping, estimated 2-5 business days */
            shipping_label: string;
            subtotal: number;
            tax: number;
            /** @description Percent */
            tax_rate: number;
            /** @description Σ price × quantity − discount (the spec’s total; charged in USD) */
            total: number;
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
        RedeemDto: {
            /**
             * @description The voucher, by its points
             * @enum {number}
             */
            voucher: 50 | 100 | 200 | 300;
        };
        RedeemedDto: {
            amount_off: number;
            /** @description A one-use coupon code for checkout */
            code: string;
            min_spend: number;
        };
        RewardsDto: {
            balance: number;
            ledger: components["schemas"]["LedgerEntryDto"][];
            vouchers: components["schemas"]["VoucherDto"][];
        };
        ShippingAddressDto: {
            city: string;
            /**
             * @description ISO code or name (US, the EU countries shipped to, GB)
             * @example US
             */
            country: string;
            first_name: string;
            house_number: string;
            last_name: string;
            postal_code: string;
            /** @description US: the two-letter state code */
            state: string;
            street_address: string;
        };
        StatusChangeDto: {
            /** Format: date-time */
            at: string;
            note: string;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
        };
        TrackOrderDto: {
            email: string;
            invoice_id: string;
        };
        TrackingDto: {
            /** Format: date-time */
            created_at: string;
            history: components["schemas"]["StatusChangeDto"][];
            invoice_id: string;
            /** @enum {string} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "Canceled" | "DECLINED";
        };
        TradeApplicationDto: {
            /** @enum {string} */
            business_type: "Architect" | "Interior designer" | "Furniture store" | "Hospitality" | "Other";
            company: string;
            email: string;
            message?: string;
            name: string;
            phone: string;
            website?: string;
        };
        TradeApplicationReceivedDto: {
            /** Format: date-time */
            created_at: string;
            id: string;
            /** @example pending */
            status: string;
        };
        UpdateItemDto: {
            /** @example 2 */
            quantity: number;
        };
        UtmStoredDto: {
            invoice_id: string;
            utm: {
                [key: string]: string;
            };
        };
        ValidateCouponDto: {
            /** @example WELCOME35 */
            code: string;
        };
        VoucherDto: {
            affordable: boolean;
            amount_off: number;
            min_spend: number;
            points: number;
        };
        VoucherTermsDto: {
            amount_off: number;
            min_spend: number;
            points: number;
        };
        VoucherTermsListDto: {
            data: components["schemas"]["VoucherTermsDto"][];
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
    InvoiceController_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
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
                    "application/json": components["schemas"]["InvoiceLineDto"][];
                };
            };
            /** @description Order not found (not the owner nor the guest browser that placed it) */
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
            /** @description The catalog service (prices) is unavailable, or the cart is busy with another change */
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
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The catalog service (prices) is unavailable, or the cart is busy with another change */
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
            /** @description The request body is malformed, nested deeper than 16 levels or has prototype keys */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid or missing CSRF token, or 'Cross-site request refused' */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such line in this cart */
            404: {
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
            /** @description The catalog service (prices) is unavailable, or the cart is busy with another change */
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
            /** @description The request body is malformed, nested deeper than 16 levels or has prototype keys */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid or missing CSRF token, or 'Cross-site request refused' */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such line in this cart */
            404: {
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
            /** @description The catalog service (prices) is unavailable, or the cart is busy with another change */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProtectionPlanController_get: {
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
                    "application/json": components["schemas"]["ProtectionPlanDto"];
                };
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
    ProtectionPlanController_add: {
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
                    "application/json": components["schemas"]["ProtectionPlanDto"];
                };
            };
            /** @description Add a product to your cart before adding the protection plan */
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
            /** @description The request body is larger than 100 KB */
            413: {
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
    ProtectionPlanController_remove: {
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
                    "application/json": components["schemas"]["ProtectionPlanDto"];
                };
            };
            /** @description The request body is malformed, nested deeper than 16 levels or has prototype keys */
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
            /** @description The request body is larger than 100 KB */
            413: {
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
    CheckoutController_checkout: {
        parameters: {
            query?: never;
            header: {
                /** @description One key per order attempt (8–100 characters) */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutDto"];
            };
        };
        responses: {
            /** @description The order (the same one again for a repeated key) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponseDto"];
                };
            };
            /** @description Invalid body or card, empty cart, coupon refused, destination not shipped to, missing Idempotency-Key */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The card was declined (order DECLINED, cart kept) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeclinedResponseDto"];
                };
            };
            /** @description Invalid or missing CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This cart is already being checked out, or an interrupted order is being completed with the payment provider */
            409: {
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
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CheckoutController_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponseDto"];
                };
            };
            /** @description Invalid body, or 'We do not ship to this address yet' */
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
            /** @description The request body is larger than 100 KB */
            413: {
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
    CheckoutController_settings: {
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
                    "application/json": components["schemas"]["CheckoutSettingsDto"];
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
    CheckoutController_webhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event applied or ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid signature */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid or missing CSRF token, or 'Cross-site request refused' */
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
            /** @description The catalog service (prices) is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CouponCheckController_validate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateCouponDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponValidDto"];
                };
            };
            /** @description The reason the coupon does not apply */
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
            /** @description The request body is larger than 100 KB */
            413: {
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
    RewardsController_summary: {
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
                    "application/json": components["schemas"]["RewardsDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your points are being updated (many changes at once). Please try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RewardsController_redeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemedDto"];
                };
            };
            /** @description Unknown voucher, or 'Not enough points for this voucher' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
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
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Your points are being updated (many changes at once). Please try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VouchersController_list: {
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
                    "application/json": components["schemas"]["VoucherTermsListDto"];
                };
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
    TradeController_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TradeApplicationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradeApplicationReceivedDto"];
                };
            };
            /** @description Invalid form */
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
            /** @description The request body is larger than 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many applications from this client */
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
    OrderHistoryController_list: {
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
                    "application/json": components["schemas"]["OrderListDto"];
                };
            };
            /** @description Not signed in */
            401: {
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
    OrderHistoryController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrderDto"];
            };
        };
        responses: {
            /** @description The canceled order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRowDto"];
                };
            };
            /** @description Invalid body (status must be 'Canceled') */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
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
            /** @description Order not found (or not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Only pending orders can be canceled, or the order's points paid for a voucher already used */
            409: {
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
            /** @description The database or a service this one depends on is unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrderHistoryController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
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
                    "application/json": components["schemas"]["OrderDetailDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Order not found */
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
    TransactionsController_track: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingDto"];
                };
            };
            /** @description Invalid body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid or missing CSRF token, or 'Cross-site request refused' */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Order not found */
            404: {
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
            /** @description Too many lookups */
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
    TransactionsController_storeUtm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UtmStoredDto"];
                };
            };
            /** @description Not an object of utm_* text values */
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
            /** @description Order not found */
            404: {
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
