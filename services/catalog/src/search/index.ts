export { SEARCH, searchPart } from './search-part';
