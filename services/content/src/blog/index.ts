// What the blog module lets others use: its post source (the sitemap) and its schema and WordPress mapper
// (the import command).
export { POST_SOURCE, type PostRecord, type PostSlice, type PostSource } from './post-source';
export { Post, PostSchema } from './post.schema';
export { fromWordPressList } from './wordpress.mapper';
