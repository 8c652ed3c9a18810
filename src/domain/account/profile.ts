// The customer's own profile (issue 23, decision 051): the details they edit in 'My Profile', the profile
// picture, and the changes a one-time code must confirm. One schema per call, used by form and server.
import { z } from 'zod';
import { optionalString, requiredString } from '../fields';
import { holderEmailRules } from '../people/email';
import { signupSchema } from '../people/signup';
import { maxLength, minLength } from '../text-rules';

export const PROFILE_MESSAGES = {
  addressShort: /*i18n*/ 'Address must have at least 5 characters',
  addressLong: /*i18n*/ 'Address must have at most 200 characters',
  cityLong: /*i18n*/ 'City must have at most 60 characters',
  mobileTaken: /*i18n*/ 'Another account has this mobile number',
  codeForOwnMobile: /*i18n*/ 'Confirm this change with a code sent to your own mobile number',
  sameMobile: /*i18n*/ 'This is your mobile number already',
  pictureNotPng: /*i18n*/ 'The profile picture must be a PNG image',
  pictureTooLarge: /*i18n*/ 'The profile picture must be at most 5 MB',
  pictureUnreadable: /*i18n*/ 'The profile picture could not be read',
  pictureRequired: /*i18n*/ 'Choose a PNG picture',
  noPicture: /*i18n*/ 'No profile picture',
} as const;

/** What a change history row names (the customers table's own fields the customer can change). */
export const PROFILE_FIELDS = ['address', 'email', 'city', 'mobile', 'nic', 'picture'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The upload's size bound, and the side of the square the server keeps. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_SIDE = 256;
/** The multipart file part of the picture upload (content section 3's field name). */
export const PICTURE_PART = 'profilePicture';

/** POST /api/v2/customer/profile: the details a customer edits freely. Blank e-mail or city clears it. */
export const profileEditSchema = z.object({
  address: requiredString([
    minLength(5, PROFILE_MESSAGES.addressShort),
    maxLength(200, PROFILE_MESSAGES.addressLong),
  ]),
  email: optionalString(holderEmailRules),
  city: optionalString([maxLength(60, PROFILE_MESSAGES.cityLong)]),
});
export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;

/** POST /api/v2/customer/nic: the new NIC or passport number, with a code to the customer's own mobile. */
export const nicChangeSchema = signupSchema.pick({ nicOrPassportNumber: true });
export type NicChangeInput = z.input<typeof nicChangeSchema>;
