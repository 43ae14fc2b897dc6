export { SLUG_PATH_PATTERN, SLUG_PATTERN, toBoolean, toList } from './query';
