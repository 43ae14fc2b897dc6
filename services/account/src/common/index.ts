// What the account service's modules share.
export { RequiredText, Trim } from './required-text';
export { validatePlain } from './validate-plain';
export { claimLink, newLinkToken, retireLinks, shopLink } from './link-token';
export { LinkTokenDto } from './link-token.dto';
