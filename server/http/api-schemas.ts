// Request bodies of the account endpoints (the sync and public ones are in src/domain/protocol.ts).

import * as v from 'valibot';
import { isImageRef } from '../../src/domain/image-ref';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/protocol';
import { STAFF_ROLES } from '../../src/domain/types';

const PHONE_RE = /^\+?[0-9 ().-]{6,24}$/;

const username = v.pipe(
  v.string('Username is required'),
  v.trim(),
  v.regex(/^[A-Za-z0-9._-]{3,50}$/, 'Username must be 3 to 50 letters, digits, dots, dashes or underscores'),
);
const name = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.minLength(1, 'Name is required'),
  v.maxLength(100, 'Name must be at most 100 characters'),
);
const newPassword = v.pipe(
  v.string('Password is required'),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(200, 'Password must be at most 200 characters'),
);
const phone = v.pipe(
  v.string('Please enter a valid phone number'),
  v.trim(),
  v.check((s) => s === '' || PHONE_RE.test(s), 'Please enter a valid phone number'),
);
const image = v.pipe(
  v.string('Please enter a valid URL'),
  v.check((s) => s === '' || isImageRef(s), 'Please enter a valid URL'),
);
const role = v.picklist(STAFF_ROLES, 'Role must be admin or driver');
const flag = v.boolean('Must be true or false');

export const staffCreateSchema = v.strictObject(
  {
    username,
    name,
    role,
    password: newPassword,
    phone: v.optional(phone),
    image: v.optional(image),
    verified: v.optional(flag),
  },
  'Unknown field',
);

export const staffPatchSchema = v.strictObject(
  {
    name: v.optional(name),
    role: v.optional(role),
    phone: v.optional(phone),
    image: v.optional(image),
    verified: v.optional(flag),
    disabled: v.optional(flag),
    /** A reset by an admin: the member's sessions end. */
    password: v.optional(newPassword),
  },
  'Unknown field',
);

export const staffSelfPatchSchema = v.strictObject(
  {
    name: v.optional(name),
    phone: v.optional(phone),
    image: v.optional(image),
  },
  'Unknown field',
);

export const passwordChangeSchema = v.strictObject(
  {
    currentPassword: v.pipe(v.string('Current password is required'), v.minLength(1, 'Current password is required'), v.maxLength(200)),
    newPassword,
  },
  'Unknown field',
);

const currentPassword = v.pipe(
  v.string('Current password is required'),
  v.minLength(1, 'Current password is required'),
  v.maxLength(200, 'Password must be at most 200 characters'),
);
/** 6 digits from the authenticator app, or a recovery code. */
const oneTimeCode = v.pipe(
  v.string('Code is required'),
  v.trim(),
  v.minLength(1, 'Code is required'),
  v.maxLength(32, 'Code must be at most 32 characters'),
);

export const twoFactorSetupSchema = v.strictObject({ password: currentPassword }, 'Unknown field');
export const twoFactorCodeSchema = v.strictObject({ code: oneTimeCode }, 'Unknown field');
export const twoFactorDisableSchema = v.strictObject({ password: currentPassword, code: oneTimeCode }, 'Unknown field');

export const resolveConflictSchema = v.strictObject(
  { keep: v.picklist(['current', 'other'], "keep must be 'current' or 'other'") },
  'Unknown field',
);
