// The pages feature's public surface: what other features of this MFE may use.
export { HtmlArticle } from './HtmlArticle';
export { Prose } from './Prose';
export { listLinks } from './listLinks';
