/** For endpoints that take no query parameters: the global pipe rejects any that are sent. */
export class NoQueryDto {}
