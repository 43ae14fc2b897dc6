import { Header } from '@nestjs/common';

/** Every visitor reads the same content: shared caches may keep it a minute (Express adds the ETag). */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Marks a route's answer as the same for every visitor, cacheable by shared caches. */
export const PublicCache = () => Header('Cache-Control', PUBLIC_CACHE);
