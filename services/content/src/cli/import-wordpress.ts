/**
 * Imports a WordPress REST export (a JSON array of posts from /wp-json/wp/v2/posts?_embed) into the
 * content service's post store, upserting by slug.
 *   npm run import-wordpress -w @sohnne/content-service -- export.json
 */
import { readFile } from 'node:fs/promises';
import mongoose from 'mongoose';
import { databaseUri, loadEnv } from '@sohnne/service-kit';
import { PostSchema, type Post } from '../blog';
import { fromWordPressList } from '../blog';

export async function importWordPressExport(file: string, mongoUri: string): Promise<number> {
  const posts = fromWordPressList(JSON.parse(await readFile(file, 'utf8')));
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const model = connection.model<Post>('Post', PostSchema);
    for (const post of posts) {
      await model.updateOne({ slug: post.slug }, { $set: post }, { upsert: true });
    }
    return posts.length;
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: import-wordpress <export.json>');
  const env = loadEnv({}, { SESSION_SECRET: 'x'.repeat(32), ...process.env });
  const count = await importWordPressExport(file, databaseUri('sohnne_content', env));
  console.log(`imported ${count} posts from ${file}`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
