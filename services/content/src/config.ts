import type { ConfigType } from '@nestjs/config';
import { serviceConfig } from '@sohnne/service-kit';
import { z } from 'zod';

const contentEnvShape = {
  /** A WordPress site to read blog posts from; unset, posts come from the service's own store. */
  WORDPRESS_URL: z.string().url().optional(),
  /** How long posts read from WordPress are served from memory before they are fetched again. */
  WORDPRESS_CACHE_SECONDS: z.coerce.number().int().min(1).max(86400).default(300),
  /** How long a WordPress request may take before the blog answers 503. */
  WORDPRESS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Form submissions (newsletter, contact, privacy choice) one client may make per window. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  FORM_RATE_TTL_MS: z.coerce.number().int().positive().default(60000),
  /** The catalog service: products, collections and designers for the sitemaps. */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:3001'),
  /** How long one catalog request for the sitemaps may take. */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** The live MFE manifest (every MFE's routes): the shop's public pages for the sitemaps. */
  MANIFEST_URL: z.string().url().default('http://127.0.0.1:8080/mfe-manifest.json'),
  /** How long the read of the live MFE manifest may take. */
  MANIFEST_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** The number customers text or message on WhatsApp from /contact-us: country code and digits only. */
  CONTACT_MESSAGE_NUMBER: z
    .string()
    .regex(/^[1-9]\d{6,14}$/, 'country code and digits only, e.g. 15550132025')
    .default('15550132025'),
};

/** Validated when the app starts (ServiceKitModule), injected as SERVICE_ENV. */
export const contentConfig = serviceConfig(contentEnvShape);
export type ContentEnv = ConfigType<typeof contentConfig>;
