import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/account';
import { DELETE_CONFIRMATION_MISMATCH } from '../../../shared/schemas/settings';
import { AppError } from '../../lib/http-errors';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const EMAIL_TAKEN = 'Another account already uses this e-mail address.';
export const WEAK_PASSWORD = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const wrongCurrentPassword = () =>
  new AppError(401, 'invalid_credentials', WRONG_CURRENT_PASSWORD);
export const emailTaken = () => new AppError(409, 'account_exists', EMAIL_TAKEN);
export const weakPassword = () => new AppError(400, 'weak_password', WEAK_PASSWORD);
export const confirmationMismatch = () =>
  new AppError(400, 'confirmation_mismatch', DELETE_CONFIRMATION_MISMATCH);
