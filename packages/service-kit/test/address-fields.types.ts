// Compile-time check, run by `typecheck`: the services' address fields (AddressFieldsDto,
// ADDRESS_FIELD_MESSAGES) agree field by field with the browser's (@sohnne/platform's AddressLines and
// ADDRESS_REQUIRED). A field added, renamed or retyped on one side only fails to compile; the messages'
// wording is compared by address-fields.test.ts.
import type { ADDRESS_REQUIRED, AddressLines } from '@sohnne/platform/src/address';
import type { ADDRESS_FIELD_MESSAGES, AddressFieldsDto } from '../src/address-fields.dto';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Check extends true> = Check;

/** The same field names, each a string. */
export type SameFields = Holds<Same<AddressFieldsDto, AddressLines>>;
/** The same fields have a message (the alike-named ones, postal code and phone). */
export type SameMessageFields = Holds<
  Same<keyof typeof ADDRESS_FIELD_MESSAGES, keyof typeof ADDRESS_REQUIRED>
>;
