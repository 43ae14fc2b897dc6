// What the account service's modules share.
export { RequiredText, Trim } from './required-text';
export { validatePlain } from './validate-plain';
export { linkTokenHash, newLinkToken, shopLink } from './link-token';
export { LinkTokenDto } from './link-token.dto';
