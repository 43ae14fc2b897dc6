// What the users module lets others use: the user's schema, its session view and the password hashing.
export { hashPassword, verifyPassword } from './password';
export { SessionUserDto } from './session-user.dto';
export {
  toSessionUser,
  User,
  UserSchema,
  type SessionUser,
  type UserDocument,
} from './user.schema';
